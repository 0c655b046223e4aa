/**
 * Which UI framework each build target renders with (issue 17: the H5 entry toward ARCHITECTURE §11's 120 KB).
 * No imports: config/index.ts and babel.config.js (through tsx) both read it, so Taro's webpack plugin and its
 * babel preset never disagree.
 *
 * H5 renders with Preact through preact/compat (Taro's React plugin aliases react, react-dom and react/jsx-runtime to
 * it, so the app's code stays React code); `OBT_H5_FRAMEWORK=react` builds H5 with React 18 instead. Preact saves
 * react-dom's ~40 KB for ~11 KB: the H5 entry 96.5 KB gzip instead of 131.1 (/login's first load 113.4 KB, within
 * ARCHITECTURE §11's 120). Preact has no time slicing (preact/compat's startTransition runs its scope at once), which
 * once cost Lighthouse TBT (509 ms on /login, 1029 on /tk/tkList when first tried); since the entry starts in slices
 * (config/loaders/sliced-entry.js) and the landing page mounts in a task of its own (src/boot/pageMount.ts), every
 * page of ARCHITECTURE §11 meets its budgets with Preact (CI's Lighthouse commands: TBT 3–62 ms, LCP within budget;
 * React's best of 3 on the same box: TBT 0–89 ms). The mini-programs (weapp, qywx) stay on React whatever the
 * variable says: Taro's mini-program runtime is built and tested against React's reconciler here.
 */
export type Framework = 'react' | 'preact';

/** The framework of build target `target` (TARO_ENV) given the OBT_H5_FRAMEWORK setting (unset: Preact on H5). */
export function frameworkFor(target: string | undefined, h5Setting: string | undefined): Framework {
  if (h5Setting !== undefined && h5Setting !== '' && h5Setting !== 'react' && h5Setting !== 'preact') {
    throw new Error(`OBT_H5_FRAMEWORK must be react or preact, not ${JSON.stringify(h5Setting)}`);
  }
  return target === 'h5' && h5Setting !== 'react' ? 'preact' : 'react';
}

/**
 * Dev-server hot reload: React's fast refresh is installed; Preact's (@prefresh/webpack, @prefresh/babel-plugin)
 * is not, so with Preact dev H5 reloads the whole page on a change instead.
 */
export function hotReload(framework: Framework): boolean {
  return framework === 'react';
}
