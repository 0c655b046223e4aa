// Component tests render our React pages into jsdom with the same HTML components the H5 build uses
// (h5.useHtmlComponents → @tarojs/components-react) and a small in-memory stand-in for @tarojs/taro.
const path = require('path');

const root = path.resolve(__dirname, '../..');
// ESM packages that must be transpiled for jest (TOOLCHAIN: jest with Taro 4.2).
const esm = ['@tarojs', 'classnames', 'mobx-react-lite', 'tslib'].join('|');

module.exports = {
  displayName: 'components',
  rootDir: root,
  roots: ['<rootDir>/test/components'],
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFiles: ['<rootDir>/test/components/support/setup.ts'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      'babel-jest',
      {
        configFile: false,
        babelrc: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          ['@babel/preset-typescript', { allowDeclareFields: true }],
        ],
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)(\\.js)?$': 'identity-obj-proxy',
    '^@tarojs/taro$': '<rootDir>/test/components/support/taro.ts',
    '^@tarojs/components$': '<rootDir>/test/components/support/components.ts',
    '/app/afterPaint$': '<rootDir>/test/components/support/afterPaint.ts',
  },
};
