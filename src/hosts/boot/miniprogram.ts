/** Shared no-ops for weapp and qywx: no address to rewrite, native page animations. */
export function noop(): void {
  // Nothing to do on mini-programs.
}
