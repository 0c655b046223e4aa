/** Mini-programs load their subpackages themselves and show their own failure: nothing to watch. */
export function watchChunkFailures(): void {}
export function showChunkFailure(): Promise<void> {
  return Promise.resolve();
}
export { isChunkLoadFailure } from './detect';
