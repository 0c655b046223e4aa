/** The unified interface every back-button platform file implements. */
export interface BackButtonAdapter {
  /**
   * App shell: registers the hardware back-button handler with the bridge (once per app; later calls only
   * replace `hintText`). `hintText` gives the localised "press again to exit". Elsewhere a no-op: browsers
   * and mini-programs own their back button. Returns whether a handler is registered.
   */
  installBackButton(hintText: () => string): boolean;
}
