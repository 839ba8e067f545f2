import { useEffect, useState } from 'react';

/** The season changes at most once a day, so an hourly clock is plenty. */
const TICK_MS = 60 * 60_000;

/** The current time, refreshed hourly; components take an explicit `now` instead in tests. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return now;
}
