/**
 * The rows a windowed list renders: those in the viewport plus `buffer` rows above and below
 * (ARCHITECTURE §11: 500-row lists scroll without jank). Rows have one fixed height.
 */
export function visibleRange(
  scrollTop: number,
  viewportPx: number,
  rowPx: number,
  total: number,
  buffer: number,
): { first: number; last: number } {
  if (total <= 0 || rowPx <= 0) return { first: 0, last: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.max(0, Math.floor(top / rowPx) - buffer);
  const last = Math.min(total, Math.ceil((top + Math.max(viewportPx, rowPx)) / rowPx) + buffer);
  return { first: Math.min(first, last), last };
}
