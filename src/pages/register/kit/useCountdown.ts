import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left before another SMS code may be asked for (SPEC §9 "resend countdown in seconds"). */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setLeft(seconds);
      timer.current = setInterval(() => {
        setLeft((now) => {
          if (now <= 1) stop();
          return Math.max(0, now - 1);
        });
      }, 1000);
    },
    [stop],
  );

  return { left, start };
}
