/**
 * Which UI framework each build target renders with (issue 17: the H5 entry toward ARCHITECTURE §11's 120 KB).
 * No imports: config/index.ts and babel.config.js (through tsx) both read it, so Taro's webpack plugin and its
 * babel preset never disagree.
 *
 * React 18 everywhere by default. `OBT_H5_FRAMEWORK=preact` builds H5 with Preact through preact/compat (Taro's
 * React plugin aliases react, react-dom and react/jsx-runtime to it, so the app's code stays React code): the H5
 * entry measured 105.5 KB gzip instead of 139.8 (react-dom's ~40 KB for ~11 KB; /login's first load 122.4 instead of
 * 156.8 KB), all 52 browser journeys and the 134-screen sweep passed, but Preact has no time slicing
 * (preact/compat's startTransition runs its scope at once, src/boot/pageMount.ts): a page's render is one task again
 * (Lighthouse long tasks of 230–310 ms on /login and /tk/tkList), and Lighthouse TBT, enforced ≤ 200 ms, got worse:
 * best of 3 on a quiet box, React → Preact, /login 75 → 509 ms, /tk/tkList 154 → 1029, /car/carList 30 → 222,
 * /tr/trList 229 → 346, /home 73 → 131. Not the default until the renders are split some other way. The
 * mini-programs (weapp, qywx) stay on React whatever the variable says: Taro's mini-program runtime is built and
 * tested against React's reconciler here.
 */
export type Framework = 'react' | 'preact';

/** The framework of build target `target` (TARO_ENV) given the OBT_H5_FRAMEWORK setting. */
export function frameworkFor(target: string | undefined, h5Setting: string | undefined): Framework {
  if (h5Setting !== undefined && h5Setting !== '' && h5Setting !== 'react' && h5Setting !== 'preact') {
    throw new Error(`OBT_H5_FRAMEWORK must be react or preact, not ${JSON.stringify(h5Setting)}`);
  }
  return target === 'h5' && h5Setting === 'preact' ? 'preact' : 'react';
}

/**
 * Dev-server hot reload: React's fast refresh is installed; Preact's (@prefresh/webpack, @prefresh/babel-plugin)
 * is not, so with Preact dev H5 reloads the whole page on a change instead.
 */
export function hotReload(framework: Framework): boolean {
  return framework === 'react';
}
