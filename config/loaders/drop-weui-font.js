/**
 * H5 build, pre-loader for @tarojs/components' taro-components.css (imported by the H5 platform runtime on every
 * page): drops the weui icon font, a ~10 KB base64 TrueType file that css-loader turns into a JS module of the
 * entry (3.2 KB gzip). Only Taro's <Icon> draws with it (classes weui-icon-*); this app uses no <Icon>, and
 * Taro's toasts and the Button loading spinner use SVG backgrounds. Leaves everything else untouched.
 */
module.exports = function dropWeuiFont(source) {
  return String(source).replace(/@font-face\s*\{[^}]*font-family:\s*["']?weui["']?[^}]*\}/g, '');
};
