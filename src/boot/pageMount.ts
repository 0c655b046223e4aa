/**
 * H5: a page's render as a React transition (issue 17, Lighthouse TBT). Taro mounts a page by a `forceUpdate` of its
 * app wrapper, a default-priority update that React renders in one synchronous piece (50–70 ms for /login on the
 * test box, ×4 in Lighthouse's simulation). Inside `startTransition` the same update is time-sliced: React yields to
 * the browser every 5 ms while it renders, and only the commit runs in one piece.
 *
 * The entry (config/loaders/sliced-entry.js) hands the created Taro app to {@link mountPagesInTransitions}. Taro's
 * `mount` reaches the wrapper synchronously only once the wrapper exists (else it waits on a promise, outside any
 * transition), so mounts asked for before the app component first committed wait for {@link appCommitted}, which
 * the app component calls from a layout effect.
 *
 * Mounts also wait for what {@link holdMountsUntil} is given (the landing user's language, when it is not on the entry).
 *
 * With Preact (H5's default, config/framework.ts) preact/compat's `startTransition` runs its scope at once: Preact has
 * no time slicing, so a page's render is one synchronous piece. There each mount starts in a task of its own instead
 * (a MessageChannel message, no timer clamping), so the landing page's render does not join the task that started
 * the router and rendered the app's root (one 124 ms task of /login under 4× CPU throttle was the router's start
 * 24 ms, the app root 9 ms and the page 90 ms). The mount's `done` (Taro's onLoad/onShow, the page classes) still
 * runs in the render's commit, as with React, so nothing paints between the page and its classes.
 */

/** The part of Taro's app object this touches. */
export interface MountingApp {
  mount?: (component: unknown, id: string, done: (...args: unknown[]) => void) => void;
}

/** The part of React this needs. */
export interface TransitionStarter {
  startTransition?: (scope: () => void) => void;
}

let committed = false;
/** What mounts still wait for: the app's first commit, and each {@link holdMountsUntil} not yet settled. */
let holds = 1;
const waiting: Array<() => void> = [];

function release(): void {
  holds -= 1;
  if (holds === 0) for (const run of waiting.splice(0)) run();
}

/** Which renderer the build uses: Taro's H5 webpack plugin defines process.env.FRAMEWORK ('react' or 'preact'). */
const BUILD_FRAMEWORK = process.env.FRAMEWORK;

/** Runs `run` in a task of its own (after what the event loop has queued), not in the caller's task. */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.onmessage = null;
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Makes every later `app.mount` run inside `React.startTransition` (no-op without either); with Preact
 * (`framework` 'preact', whose transitions are not sliced) in a task of its own instead.
 */
export function mountPagesInTransitions(
  app: MountingApp,
  react: TransitionStarter,
  framework: string | undefined = BUILD_FRAMEWORK,
): void {
  const mount = app.mount;
  const startTransition = react.startTransition;
  if (typeof mount !== 'function' || typeof startTransition !== 'function') return;
  const start =
    framework === 'preact' ? (scope: () => void) => inNextTask(scope) : (scope: () => void) => startTransition(scope);
  app.mount = (component, id, done) => {
    const run = () => start(() => mount.call(app, component, id, done));
    if (holds === 0) run();
    else waiting.push(run);
  };
}

/** The app component committed its first render: mounts asked for until now run (in order), unless held. */
export function appCommitted(): void {
  if (committed) return;
  committed = true;
  release();
}

/**
 * Page mounts wait until `ready` settles (fulfilled or not) as well: what a first render needs that the entry does
 * not carry (an English user's dictionary, src/i18n/english.h5.ts), so no page renders in the wrong language first.
 */
export function holdMountsUntil(ready: Promise<unknown>): void {
  holds += 1;
  ready.then(release, release);
}

/** Tests only: back to the state before the app's first commit. */
export function resetPageMountForTests(): void {
  committed = false;
  holds = 1;
  waiting.length = 0;
}
