/**
 * Runs `work` once the current frame has painted: a timer queued from requestAnimationFrame fires after that
 * frame's paint. Pages start their data requests through it when the first screen does not need the answer
 * (skeletons, cached user info), so the browser paints before it spends time on them. Returns a cancel function.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const run = () => {
    timer = setTimeout(work, 0);
  };
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run);
  else run();
  return () => {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
