import { useEffect, useState } from 'react';
import { getApplication } from '../../../codegen/api/auth/auth';
import { startApp, type AppStartState } from './app-start';
import { useAuthClient } from './auth-context';

/** Runs the app start once per page load and re-runs sign-in when the session ends in another tab. */
export function useAppStart(returnTo: string): AppStartState {
  const auth = useAuthClient();
  const [state, setState] = useState<AppStartState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const report = (next: AppStartState): void => {
      if (active) setState(next);
    };
    void startApp({ auth, loadApplication: () => getApplication(), returnTo }, report);
    const stopWatching = auth.onSignedOutElsewhere(() => {
      void auth.signInRedirect(returnTo);
    });
    return () => {
      active = false;
      stopWatching();
    };
    // The start runs once: later navigation must not sign in again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth]);

  return state;
}
