/**
 * H5 build: React DOM (with its scheduler) in an entry file of its own (issue 17, Lighthouse TBT). The browser
 * compiles a streamed script off the main thread but finishes the compile on it, in one task that grows with the
 * script: 13–21 ms observed for the 390 KB app.js on the test box (×4 in Lighthouse's simulation, where a task counts
 * from 12.5 ms); split, app.js measured 7–15 ms and React DOM's file 3–8 ms. The cost: one more entry request (in
 * parallel, after the first paint) and ~0.6 KB more gzip across the entry files.
 */

/** Node-module paths of the files the group takes (React DOM and the scheduler it alone uses). */
export const REACT_DOM_FILES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/** The webpack cache group (config/index.ts splitChunks): initial chunks only, whatever their size. */
export const REACT_DOM_GROUP = {
  test: REACT_DOM_FILES,
  chunks: 'initial',
  priority: 90,
  enforce: true,
} as const;
