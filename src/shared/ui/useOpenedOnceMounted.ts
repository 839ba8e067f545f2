import { useEffect, useState } from 'react';

/**
 * `opened` as a lazily loaded Mantine overlay should get it: false on its first render, then as given. Mantine's
 * overlays act on opening as a change (the focus to return to on closing, the opening transition), and a part loaded
 * by its first opening would otherwise mount already open and miss it.
 */
export function useOpenedOnceMounted(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Right after the mount's commit, as its own update: the overlay must have rendered closed once.
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) setMounted(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return mounted && opened;
}
