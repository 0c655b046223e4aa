// Taro's preset compiles the app for every target; jest's node projects use their own lean presets.
// The framework per target comes from config/framework.ts (Preact for H5, React with OBT_H5_FRAMEWORK=react; React
// for the mini-programs), the same choice config/index.ts gives Taro's webpack plugin: the preset adds the matching
// JSX runtime and, in dev, the fast-refresh transform only where the dev server has its runtime (none for Preact, see
// hotReload).
const { require: tsxRequire } = require('tsx/cjs/api');
const { frameworkFor, hotReload } = tsxRequire('./config/framework.ts', __filename);

const framework = frameworkFor(process.env.TARO_ENV, process.env.OBT_H5_FRAMEWORK);
module.exports = {
  presets: [['taro', { framework, ts: true, compiler: 'webpack5', hot: hotReload(framework) }]],
};
