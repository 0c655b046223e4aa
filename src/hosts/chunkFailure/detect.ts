/**
 * Tells a failed page-chunk load (webpack's ChunkLoadError: offline, a deploy that removed the old chunks, a 404)
 * from any other error. Pure, so it is tested without a browser.
 */
const CHUNK_TEXT = /Loading (?:CSS )?chunk [\w./-]+ failed/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_TEXT.test(reason);
  const e = reason as { name?: unknown; message?: unknown; code?: unknown };
  if (e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof e.message === 'string' && CHUNK_TEXT.test(e.message);
}
