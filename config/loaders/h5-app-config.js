/**
 * H5 build: the app config that @tarojs/taro-loader/lib/h5 writes into the entry (`var config = {…}`, the whole
 * app.config.ts as JSON) without what the H5 runtime never reads (issue 17, entry bytes; config/slicedEntry.ts runs it
 * from the slicing loader):
 *
 * - `drop`: mini-program keys. `pages` and `subPackages` are already in the generated route table (`config.routes`);
 *   @tarojs/router reads `pages` only for a native tab bar (none here: the dashboard draws its own) and for the
 *   multi-page router (this build's router is `browser`); preloadRule, lazyCodeLoading, permission and the privacy
 *   keys are mini-program settings. About 1.1 KB gzip of the entry.
 * - `derived`: values the entry computes at run time from modules it carries anyway (`router.customRoutes`, ~14 KB of
 *   JSON: every page path with its spec URL aliases, from the route registry; about 1.5 KB gzip). The build gives
 *   each one's expected value and fails when the generated config holds anything else, so the run-time copy cannot
 *   drift from what Taro was configured with; the entry then calls `configModule`'s `completeAppConfig(config)`
 *   before the config is first read.
 */

/** The line the Taro loader writes the config on. */
const CONFIG_LINE = /^var config = (\{.*\})[ \t]*;?[ \t]*$/m;

/** Reads `a.b.c` of `object`. */
function getPath(object, dotted) {
  return dotted.split('.').reduce((value, key) => (value == null ? undefined : value[key]), object);
}

/** Deletes `a.b.c` of `object` (when present). */
function deletePath(object, dotted) {
  const keys = dotted.split('.');
  const last = keys.pop();
  const parent = keys.reduce((value, key) => (value == null ? undefined : value[key]), object);
  if (parent != null) delete parent[last];
}

/**
 * @param {string} source the generated entry
 * @param {{ drop?: string[], derived?: Record<string, unknown> }} options
 * @returns {string} the entry with the trimmed config line
 */
function trimAppConfig(source, options) {
  const match = CONFIG_LINE.exec(source);
  if (!match) throw new Error('h5-app-config: the generated entry has no `var config = {…}` line');
  const config = JSON.parse(match[1]);
  for (const key of options.drop || []) deletePath(config, key);
  for (const [key, expected] of Object.entries(options.derived || {})) {
    const actual = getPath(config, key);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`h5-app-config: the generated config's ${key} is not the value the entry computes at run time`);
    }
    deletePath(config, key);
  }
  return source.replace(CONFIG_LINE, () => `var config = ${JSON.stringify(config)}`);
}

module.exports = { trimAppConfig, CONFIG_LINE };
