/**
 * config/entrySplit.ts (issue 17, Lighthouse TBT): React DOM and its scheduler go to an entry file of their own, so
 * the main-thread part of compiling the entry is two shorter tasks. The group takes exactly those packages' files
 * (not React, MobX, Taro or the app's code, which stay in app.js), for the initial chunks only.
 */
import path from 'node:path';
import { REACT_DOM_FILES, REACT_DOM_GROUP } from '../../../config/entrySplit';

const modules = path.resolve(__dirname, '../../../node_modules');

describe('the React DOM entry file', () => {
  it('takes React DOM and the scheduler, whatever the platform’s path separator', () => {
    for (const file of [
      path.join(modules, 'react-dom/cjs/react-dom.production.min.js'),
      path.join(modules, 'react-dom/client.js'),
      path.join(modules, 'scheduler/cjs/scheduler.production.min.js'),
      'C:\\app\\node_modules\\react-dom\\index.js',
    ]) {
      expect(REACT_DOM_FILES.test(file)).toBe(true);
    }
  });

  it('leaves React, MobX, Taro, other packages named like them and the app’s own code in app.js', () => {
    for (const file of [
      path.join(modules, 'react/cjs/react.production.min.js'),
      path.join(modules, 'mobx/dist/mobx.esm.js'),
      path.join(modules, '@tarojs/runtime/dist/index.js'),
      path.join(modules, 'react-dom-extra/index.js'),
      path.resolve(__dirname, '../../../src/app.ts'),
      path.resolve(__dirname, '../../../src/react-dom/index.ts'),
    ]) {
      expect(REACT_DOM_FILES.test(file)).toBe(false);
    }
  });

  it('is an entry split only (page chunks are not touched), enforced past the size limits', () => {
    expect(REACT_DOM_GROUP).toMatchObject({ chunks: 'initial', enforce: true });
  });
});
