import { useCallback, useState } from 'react';

export type ScopedStateUpdate<T> = T | ((current: T) => T);

/**
 * State that belongs to one scope (a directory shown, a page): read in another scope it is `initial` again, without
 * remounting the component or updating state during render. The state holds one scope's value at a time, and a setter
 * writes the value of the scope it was made in (one kept from an earlier scope shows nothing). `initial` is a constant
 * (a primitive or null).
 */
export function useScopedState<T>(scope: string, initial: T): [T, (update: ScopedStateUpdate<T>) => void] {
  const [state, setState] = useState({ scope, value: initial });
  const value = state.scope === scope ? state.value : initial;
  const set = useCallback(
    (update: ScopedStateUpdate<T>) => {
      setState((current) => {
        const base = current.scope === scope ? current.value : initial;
        return { scope, value: update instanceof Function ? update(base) : update };
      });
    },
    [scope, initial],
  );
  return [value, set];
}
