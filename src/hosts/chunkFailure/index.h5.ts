/**
 * H5: when a page's code fails to load (offline, a 404 after a deploy) Taro's router has already changed the URL
 * and shows nothing; this puts a clear message with Retry and Back over the page instead (issue 15 poor network).
 * Only the listener is in the entry bundle; the message itself (./overlay.ts) is fetched in the background a few
 * seconds after start, while the network that just delivered the first page is still there.
 */
import { isChunkLoadFailure } from './detect';

export { isChunkLoadFailure } from './detect';

type Overlay = typeof import('./overlay');

/** After the first screen, before anyone is likely to tap into a page that fails. */
const PRELOAD_DELAY_MS = 2000;

let overlay: Promise<Overlay> | null = null;

function loadOverlay(): Promise<Overlay> {
  // A failed load is forgotten, so the next failure (or the preload) tries again.
  overlay ??= import('./overlay').catch((e: unknown) => {
    overlay = null;
    throw e;
  });
  return overlay;
}

/** Shows the message (once; a second failure only refreshes it). */
export function showChunkFailure(): Promise<void> {
  return loadOverlay().then(
    (m) => m.showChunkFailure(),
    () => undefined,
  );
}

let installed = false;

/** Listens for failed chunk loads for the life of the page. Call once at boot. */
export function watchChunkFailures(): void {
  // A page without the event API (a stripped-down WebView, a test double) simply gets no watcher.
  if (installed || typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  installed = true;
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!isChunkLoadFailure(event.reason)) return;
    event.preventDefault();
    void showChunkFailure();
  });
  window.addEventListener('error', (event: ErrorEvent) => {
    if (isChunkLoadFailure(event.error ?? event.message)) void showChunkFailure();
  });
  setTimeout(() => void loadOverlay().catch(() => undefined), PRELOAD_DELAY_MS);
}
