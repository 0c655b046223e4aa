/** The unified interface every push platform file implements. */
export interface PushAdapter {
  /**
   * Native app shell only (SPEC §7 App): 20 s after the app is ready, when `isLoggedIn()` holds,
   * sends the shell's push client id with saveAppTsInfo. Returns a cancel function; no-op elsewhere.
   */
  schedulePushRegistration(isLoggedIn: () => boolean): () => void;
}
