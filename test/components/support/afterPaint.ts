/**
 * Stand-in for src/app/afterPaint: jsdom has no paint to wait for, and `settle()` flushes promises, not frames
 * and timers (some tests use fake timers). The work runs at once, as it did before pages deferred it.
 */
export function afterPaint(work: () => void): () => void {
  work();
  return () => undefined;
}
