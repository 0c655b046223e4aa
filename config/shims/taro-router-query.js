/**
 * H5 build: what @tarojs/router 4.2 uses of query-string (router/page.js getQuery: `queryString.parse(search,
 * { decode: false })`, a page's query from its address), without the library and its three helpers (3.5 KB gzip of
 * the entry, issue 17). config/entryTrim.ts gives this file to that importer only. The answer is query-string 9's for
 * those options (test/unit/config/taroRouterQuery.test.ts compares them): leading ?, # or & and empty parameters
 * skipped, a parameter without `=` is null, a repeated key collects an array, keys sorted, nothing decoded.
 * Plain ES2015: files under config/ are not compiled by the app's babel rule.
 */
function parse(query, options) {
  if (options && options.decode !== false) throw new Error('taro-router-query: only parse(…, { decode: false })');
  const parsed = Object.create(null);
  if (typeof query !== 'string') return parsed;
  for (const parameter of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (!parameter) continue;
    const at = parameter.indexOf('=');
    const key = at === -1 ? parameter : parameter.slice(0, at);
    const value = at === -1 ? null : parameter.slice(at + 1);
    parsed[key] = parsed[key] === undefined ? value : [].concat(parsed[key], value);
  }
  const sorted = Object.create(null);
  for (const key of Object.keys(parsed).sort()) sorted[key] = parsed[key];
  return sorted;
}

export default { parse };
