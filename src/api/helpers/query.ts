/**
 * Query-string encoding for GET calls (SPEC §7: GET sends query parameters).
 * undefined and null values are left out; arrays repeat the key; objects are sent as JSON text.
 */
export function encodeQuery(params: object | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => add(key, v));
    else add(key, value);
  }
  return parts.join('&');
}

/** Appends encoded parameters to a URL that may already carry a query. */
export function withQuery(url: string, params: object | undefined): string {
  const qs = encodeQuery(params);
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
