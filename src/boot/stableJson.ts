/**
 * JSON with object keys in sorted order (issue 17): the early first call and the page's own request are compared by
 * their bodies, and two builders may write the same fields in another order. Arrays keep their order; undefined
 * fields are left out as JSON.stringify leaves them out.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? 'null';
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
  return out;
}
