import type { Transition } from '../../domain/transition';

/** What the app knows at boot, before the router starts. */
export interface BootContext {
  loggedIn: boolean;
  visitorMode: boolean;
}

/** The unified interface every boot platform file implements. */
export interface BootAdapter {
  /**
   * H5: records the first landing URL (JS-SDK signatures on iOS), then rewrites the address
   * (spec path parameters → query, guard) with `history.replaceState` before the Taro router starts.
   * Call at module top level of app.ts. Mini-programs: no-op.
   */
  bootHost(ctx: BootContext): void;
  /** H5: `<html data-transition>` drives the page animation CSS. Mini-programs: no-op. */
  applyTransition(kind: Transition): void;
}
