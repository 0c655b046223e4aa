/**
 * Runs `work` once the frame now being rendered has reached the screen (issue 17). Two frames on (`afterPaint`
 * twice) is not always enough: on a busy device the compositor presents a frame tens of milliseconds after the main
 * thread painted it, and the largest-contentful-paint time is that presentation time — so work begun two frames on
 * (fetching a sheet's code, rendering the rows under the fold) could still start before the page's largest paint,
 * which Lighthouse then counts on its path. Where the browser reports largest paints (Chromium), this also waits for
 * one presented after the call; a paint that makes no new largest paint (smaller than an earlier one, or after the
 * user's first input, when reporting stops) reports nothing, so at most PRESENTED_WAIT_MS after the two frames (counted
 * from them, not from the call: on a loaded box the frames themselves come late). Elsewhere (mini-programs, WebKit,
 * tests) the two frames alone.
 */
import { afterPaint } from '../../app/afterPaint';

/** The longest wait for the browser's report of a largest paint once the two frames have passed. */
export const PRESENTED_WAIT_MS = 300;

const LARGEST_PAINT = 'largest-contentful-paint';

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    typeof performance !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes(LARGEST_PAINT)
  );
}

/**
 * When the entry's frame was painted on the main thread (`paintTime`, Chromium 13x+), else its presentation time
 * (`startTime`). The paint time tells the frames apart: an earlier frame — painted before the call, with the skeleton
 * and the head — can be presented (startTime) after the call on a loaded box, and is not the one waited for.
 */
function paintedAt(entry: PerformanceEntry): number {
  return (entry as PerformanceEntry & { paintTime?: number }).paintTime ?? entry.startTime;
}

/**
 * Call it while the frame to wait for is not painted yet (a layout effect of the render that brought it): paints
 * reported with an earlier time are from frames before it. Returns a cancel function.
 */
export function afterPresented(work: () => void): () => void {
  let framesPassed = false;
  let presented = !reportsLargestPaint();
  let done = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelFrame: () => void = () => undefined;

  const stopWaiting = () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
  const runWhenDue = () => {
    if (done || !framesPassed || !presented) return;
    done = true;
    stopWaiting();
    work();
  };

  if (!presented) {
    // performance.now() is the time base of the reported paints (not the wall clock).
    const since = performance.now();
    observer = new PerformanceObserver((entries) => {
      if (!entries.getEntries().some((entry) => paintedAt(entry) >= since)) return;
      presented = true;
      runWhenDue();
    });
    observer.observe({ type: LARGEST_PAINT, buffered: true });
  }
  cancelFrame = afterPaint(() => {
    cancelFrame = afterPaint(() => {
      framesPassed = true;
      if (!presented && !done) {
        timer = setTimeout(() => {
          presented = true;
          runWhenDue();
        }, PRESENTED_WAIT_MS);
      }
      runWhenDue();
    });
  });

  return () => {
    done = true;
    stopWaiting();
    cancelFrame();
  };
}
