import { useEffect, useState } from 'react';

/**
 * `on`, for at most `ms` each time it turns on: a wait that must not last (the list holding its rows for the travel
 * standard's answer, ListScreen.tsx).
 */
export function useAtMost(on: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!on) {
      setExpired(false);
      return undefined;
    }
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && !expired;
}
