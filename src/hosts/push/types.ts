/** The unified interface every push platform file implements. */
export interface PushAdapter {
  /**
   * Native app shell only (SPEC §7 App): 20 s after the app is ready, when `isLoggedIn()` holds,
   * sends the shell's push client id with saveAppTsInfo. Returns a cancel function; no-op elsewhere.
   */
  schedulePushRegistration(isLoggedIn: () => boolean): () => void;
}

/** After the first 20 s: how often to look again while logged out or while the shell has no client id yet. */
export const PUSH_RECHECK_MS = 5_000;

/** How many rechecks a missing bridge or an empty client id gets (a minute at {@link PUSH_RECHECK_MS}). */
export const PUSH_MAX_RETRIES = 12;
