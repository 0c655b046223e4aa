/** The unified interface every chunk-failure platform file implements (issue 15: a clear message when page code fails to load). */
export interface ChunkFailureAdapter {
  /** Tells a failed page-code download from any other error. */
  isChunkLoadFailure(reason: unknown): boolean;
  /** Shows the "could not load this page" message with Retry and Back (a no-op where the host shows its own). */
  showChunkFailure(): Promise<void>;
  /** Starts listening for failed page-code loads for the life of the page; call once at boot. */
  watchChunkFailures(): void;
}
