/**
 * H5 build, runs on the entry module that @tarojs/taro-loader/lib/h5 generates (src/app.config.ts), right after it
 * (config/slicedEntry.ts puts it there). Issue 17, Lighthouse TBT: the generated entry imports everything
 * statically, so the whole app (React, Taro's runtime and router, MobX, the stores, the app module) was evaluated,
 * the app created and the router started in ONE task of 90–150 ms (×4 in Lighthouse's simulation: 350–600 ms of
 * blocking time). This loader turns the entry into an async start whose steps each begin in a task of their own:
 *
 * - every static import of the generated entry moves into a "slice module" of its own (the same file with
 *   `?obt-slice=N`, which this loader answers with just that import, re-exporting what the entry uses: static
 *   imports there, so webpack's tree shaking and side-effect pruning see what they saw before); the entry loads the
 *   slices in the generated order with eager `import()` (same chunk, no request), each after a yield to the event
 *   loop (a MessageChannel message: no timer clamping, runs in hidden tabs too);
 * - `prewarm` (loader option: `request` or `request#export`) names modules the app module imports anyway; each gets a
 *   slice evaluated just before the app module's, in the order given (their order in the app's import graph), so the
 *   app module's own task only runs what is left (`#export`: re-exports that one export, for packages whose unused
 *   imports webpack would otherwise drop); `prewarmBefore` (request of a generated import → specs) does the same
 *   just before that import's slice (the first modules that import evaluates, in its own import order);
 * - the generated statements run after them, with a yield before each statement that creates the app, its history and
 *   its container, and before the router starts;
 * - `mountModule` (loader option) exports `mountPagesInTransitions(app, React)`: called with the created app, so a
 *   page's render is a React transition (time-sliced in 5 ms pieces) instead of one synchronous render (with
 *   Preact, H5's default, each mount is a task of its own instead: src/boot/pageMount.ts).
 * - `routeFirstModule` (loader option) exports `prepareLanding(config, pathname)`: called with the history's location
 *   in a task of its own just before the router starts, so the router's first resolve compiles the landing page's
 *   matcher second instead of after every route listed before it, and finds the page's code already requested
 *   (src/boot/routeFirst.ts).
 * - `appConfig` (loader option: `{ drop, derived, configModule }`): the generated app config without what H5 never
 *   reads, and without what `configModule`'s `completeAppConfig(config)` computes at run time, called right after
 *   the config is written (./h5-app-config.js).
 *
 * Any import line it does not recognise fails the build, so a Taro upgrade that changes the generated code cannot
 * silently start the app differently.
 */
const path = require('node:path');
const { trimAppConfig, CONFIG_LINE } = require('./h5-app-config');

const YIELD = `function __obtYield() {
  return new Promise(function (resolve) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      channel.port1.onmessage = null;
      resolve();
    };
    channel.port2.postMessage(null);
  });
}`;

/**
 * One import line of the generated entry: its slice module's code and the entry's statement that binds what it
 * imported from the slice's namespace `ns`.
 */
function importSlice(line) {
  let m = /^import\s+(['"][^'"]+['"])\s*;?$/.exec(line);
  if (m) return { module: `import ${m[1]};\n`, bind: () => '' };
  m = /^import\s+\{([^}]*)\}\s+from\s+(['"][^'"]+['"])\s*;?$/.exec(line);
  if (m) {
    const pairs = m[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [name, local] = s.split(/\s+as\s+/);
        return { name: name.trim(), local: (local || name).trim() };
      });
    return {
      module: `export { ${pairs.map((p) => p.name).join(', ')} } from ${m[2]};\n`,
      bind: (ns) => pairs.map((p) => `const ${p.local} = ${ns}.${p.name};`).join('\n'),
    };
  }
  m = /^import\s+\*\s+as\s+([\w$]+)\s+from\s+(['"][^'"]+['"])\s*;?$/.exec(line);
  if (m) {
    return {
      module: `import * as __obtAll from ${m[2]};\nexport { __obtAll };\n`,
      bind: (ns) => `const ${m[1]} = ${ns}.__obtAll;`,
    };
  }
  m = /^import\s+([\w$]+)\s+from\s+(['"][^'"]+['"])\s*;?$/.exec(line);
  if (m) return { module: `export { default } from ${m[2]};\n`, bind: (ns) => `const ${m[1]} = ${ns}.default;` };
  throw new Error(`sliced-entry: an import line of the generated entry it does not know: ${line}`);
}

/** A prewarm slice: `request` (side-effect import) or `request#export` (re-exports that one export). */
function prewarmSlice(spec) {
  const [request, name] = spec.split('#');
  const quoted = JSON.stringify(request);
  return { module: name ? `export { ${name} } from ${quoted};\n` : `import ${quoted};\n`, bind: () => '' };
}

/**
 * @param {string} source the generated entry
 * @param {{ prewarm?: string[], prewarmBefore?: Record<string, string[]>, mountModule?: string, routeFirstModule?: string,
 *   appConfig?: { drop?: string[], derived?: Record<string, unknown>, configModule?: string } }} options
 * @returns {{ slices: string[], entry: (sliceRequest: (n: number) => string) => string }}
 */
function planEntry(source, options = {}) {
  const prewarm = options.prewarm || [];
  const before = options.prewarmBefore || {};
  const appConfig = options.appConfig;
  if (appConfig) {
    source = trimAppConfig(String(source), appConfig);
    if (appConfig.configModule) source = source.replace(CONFIG_LINE, (line) => `${line}\n__obtCompleteConfig(config);`);
  }
  const imports = [];
  const body = [];
  for (const line of String(source).split('\n')) {
    if (/^\s*import[\s{*'"]/.test(line)) imports.push(line.trim());
    else body.push(line);
  }
  const text = body.join('\n');
  // The statements that create the app and start the router, each after a yield.
  const createAt = text.search(/^var inst = /m);
  const routerAt = text.search(/^create\w*Router\(/m);
  if (createAt < 0 || routerAt < createAt) {
    throw new Error('sliced-entry: the generated entry has no `var inst = …` followed by `createRouter(…)`');
  }
  const slices = [];
  // The app module is the default import bound to `component` (taro-loader's name for it).
  let prewarmed = false;
  for (const line of imports) {
    const from = /(['"])([^'"]+)\1\s*;?$/.exec(line);
    for (const spec of (from && before[from[2]]) || []) slices.push(prewarmSlice(spec));
    if (!prewarmed && /^import\s+component\s+from\s/.test(line)) {
      for (const spec of prewarm) slices.push(prewarmSlice(spec));
      prewarmed = true;
    }
    slices.push(importSlice(line));
  }
  if (!prewarmed) throw new Error('sliced-entry: the generated entry imports no `component` (the app module)');
  if (options.mountModule) {
    slices.push({
      module: `export { mountPagesInTransitions } from ${JSON.stringify(options.mountModule)};\n`,
      bind: (ns) => `const __obtMountPages = ${ns}.mountPagesInTransitions;`,
    });
  }
  if (appConfig && appConfig.configModule) {
    slices.push({
      module: `export { completeAppConfig } from ${JSON.stringify(appConfig.configModule)};\n`,
      bind: (ns) => `const __obtCompleteConfig = ${ns}.completeAppConfig;`,
    });
  }
  if (options.routeFirstModule) {
    slices.push({
      module: `export { prepareLanding } from ${JSON.stringify(options.routeFirstModule)};\n`,
      bind: (ns) => `const __obtPrepareLanding = ${ns}.prepareLanding;`,
    });
  }
  const entry = (sliceRequest) => {
    const steps = slices.map((slice, n) => {
      const load = `await import(/* webpackMode: "eager" */ ${JSON.stringify(sliceRequest(n))})`;
      const bind = slice.bind(`__obtSlice${n}`);
      return `await __obtYield();\n${bind ? `const __obtSlice${n} = ${load};\n${bind}` : `${load};`}`;
    });
    const created = options.mountModule ? '\n__obtMountPages(inst, React);\n' : '\n';
    return [
      YIELD,
      '(async function __obtStart() {',
      ...steps,
      text.slice(0, createAt),
      // One task each: create the app, its history, the mount of its container (one statement a line).
      ...text
        .slice(createAt, routerAt)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `await __obtYield();\n${line}`),
      created,
      'await __obtYield();',
      options.routeFirstModule ? '__obtPrepareLanding(config, history.location.pathname);\nawait __obtYield();' : '',
      text.slice(routerAt),
      '})().catch(function (error) {',
      '  setTimeout(function () {',
      '    throw error;',
      '  });',
      '});',
      '',
    ].join('\n');
  };
  return { slices: slices.map((s) => s.module), entry };
}

/** The request of slice `n` of the module at `resourcePath`, relative to its folder. */
function sliceRequest(resourcePath, n) {
  return `./${path.basename(resourcePath)}?obt-slice=${n}`;
}

/**
 * Dev builds prebundle dependencies: Taro's loader then turns the app entry into a one-line import of a virtual
 * `app.boot` module and generates the entry there (config/slicedEntry.ts slices that one).
 */
const BOOTSTRAP = /^\s*import\((['"])[^'"]+\.boot\1\)\s*;?\s*$/;

module.exports = function slicedEntry(source) {
  if (BOOTSTRAP.test(String(source))) return source;
  const plan = planEntry(source, this.getOptions ? this.getOptions() : {});
  const slice = /[?&]obt-slice=(\d+)/.exec(this.resourceQuery || '');
  if (slice) {
    const code = plan.slices[Number(slice[1])];
    if (code === undefined) throw new Error(`sliced-entry: no slice ${slice[1]}`);
    return code;
  }
  return plan.entry((n) => sliceRequest(this.resourcePath, n));
};
module.exports.planEntry = planEntry;
module.exports.sliceRequest = sliceRequest;
module.exports.BOOTSTRAP = BOOTSTRAP;
