/** Shared no-op for weapp and qywx: mini-programs receive no app push. */
export function noPush(_isLoggedIn: () => boolean): () => void {
  return () => undefined;
}
