/** Boot-time work for the H5 build. */
import type { Transition } from '../../domain/transition';
import { prepareInitialLocation } from '../../router/deepLink';
import { recordLandingUrl } from '../runtime';
import { watchChunkFailures } from '../chunkFailure';
import type { BootContext } from './types';

export type { BootAdapter, BootContext } from './types';

export function bootHost(ctx: BootContext): void {
  if (typeof window === 'undefined') return;
  // From the first page on: a page whose code cannot be downloaded says so and offers Retry (issue 15).
  watchChunkFailures();
  const { location, history } = window;
  // Before any rewrite: iOS WeCom/WeChat verify signatures against the URL the webview loaded.
  recordLandingUrl(location.href);
  const next = prepareInitialLocation({ pathname: location.pathname, search: location.search }, ctx);
  if (!next) return;
  const search = next.search && !next.search.startsWith('?') ? `?${next.search}` : next.search;
  const url = `${next.pathname}${search}${location.hash}`;
  if (url !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(history.state, '', url);
  }
}

export function applyTransition(kind: Transition): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.transition = kind;
}
