/**
 * The app's clock: the one place the client reads the device time. Pages and stores take "now" from here (stores
 * through their `now` port), so a test fixes the time with `setClock` and the suite passes on any day; business
 * rules in src/domain take `now` as an argument and never read a clock themselves.
 */
// eslint-disable-next-line no-restricted-syntax -- the one read of the device clock
let source: () => number = () => Date.now();

export const clock = {
  /** Epoch milliseconds now. */
  now: (): number => source(),
};

/** Replaces the clock (tests; a demo that moves time); returns a function that puts the previous one back. */
export function setClock(now: () => number): () => void {
  const previous = source;
  source = now;
  return () => {
    source = previous;
  };
}
