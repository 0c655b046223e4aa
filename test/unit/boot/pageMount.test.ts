/**
 * src/boot/pageMount.ts (issue 17, Lighthouse TBT): Taro's page mounts run inside React.startTransition (so React
 * time-slices the page's render) or, with Preact (no time slicing), each in a task of its own; mounts asked for
 * before the app component's first commit wait for it, and for what holdMountsUntil is given (an English user's
 * dictionary).
 */
import {
  appCommitted,
  holdMountsUntil,
  mountPagesInTransitions,
  resetPageMountForTests,
  type MountingApp,
} from '../../../src/boot/pageMount';

function fakes() {
  const log: string[] = [];
  let inTransition = false;
  const react = {
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        scope();
      } finally {
        inTransition = false;
      }
    },
  };
  const app: MountingApp = {
    mount(component, id, done) {
      log.push(`mount ${String(component)} ${id} ${inTransition ? 'in transition' : 'outside'} ${this === app}`);
      done();
    },
  };
  return { log, react, app };
}

beforeEach(() => resetPageMountForTests());

it('holds mounts until the app committed, then runs them in order inside a transition', () => {
  const { log, react, app } = fakes();
  mountPagesInTransitions(app, react);
  const done = jest.fn();
  app.mount!('Login', '/login', done);
  app.mount!('Home', '/home', done);
  expect(log).toEqual([]);
  appCommitted();
  expect(log).toEqual(['mount Login /login in transition true', 'mount Home /home in transition true']);
  expect(done).toHaveBeenCalledTimes(2);
  app.mount!('List', '/tk/tkList', done);
  expect(log[2]).toBe('mount List /tk/tkList in transition true');
  appCommitted();
  expect(log).toHaveLength(3);
});

describe('with Preact', () => {
  /** One turn of the event loop: a MessageChannel message posted now has run by then. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts each mount in a task of its own, not in the task that asked for it, in order', async () => {
    const { log, react, app } = fakes();
    mountPagesInTransitions(app, react, 'preact');
    appCommitted();
    const done = jest.fn();
    app.mount!('Login', '/login', done);
    app.mount!('Home', '/home', done);
    expect(log).toEqual([]);
    await nextTask();
    // Outside React's transition (preact/compat's runs at once anyway), with `this` the app, and done passed through.
    expect(log).toEqual(['mount Login /login outside true', 'mount Home /home outside true']);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('still holds mounts until the app committed', async () => {
    const { log, react, app } = fakes();
    mountPagesInTransitions(app, react, 'preact');
    app.mount!('Login', '/login', () => undefined);
    await nextTask();
    expect(log).toEqual([]);
    appCommitted();
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(['mount Login /login outside true']);
  });

  it('React builds keep the transition (the default when the build names no framework)', () => {
    for (const framework of ['react', undefined]) {
      resetPageMountForTests();
      const { log, react, app } = fakes();
      mountPagesInTransitions(app, react, framework);
      appCommitted();
      app.mount!('Login', '/login', () => undefined);
      expect(log).toEqual(['mount Login /login in transition true']);
    }
  });
});

it('leaves the app alone without startTransition (React before 18)', () => {
  const { log, app } = fakes();
  const mount = app.mount;
  mountPagesInTransitions(app, {});
  expect(app.mount).toBe(mount);
  app.mount!('Login', '/login', () => undefined);
  expect(log).toEqual(['mount Login /login outside true']);
});

describe('holdMountsUntil', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('mounts wait for the app commit and for the held promise, whichever settles last', async () => {
    const { log, react, app } = fakes();
    mountPagesInTransitions(app, react);
    let ready!: () => void;
    holdMountsUntil(new Promise<void>((resolve) => (ready = resolve)));
    app.mount!('Login', '/login', () => undefined);
    appCommitted();
    await settle();
    expect(log).toEqual([]);
    ready();
    await settle();
    expect(log).toEqual(['mount Login /login in transition true']);
    app.mount!('Home', '/home', () => undefined);
    expect(log[1]).toBe('mount Home /home in transition true');
  });

  it('a failed promise releases the mounts too (the page then shows its fallback texts)', async () => {
    const { log, react, app } = fakes();
    mountPagesInTransitions(app, react);
    appCommitted();
    holdMountsUntil(Promise.reject(new Error('offline')));
    app.mount!('Login', '/login', () => undefined);
    expect(log).toEqual([]);
    await settle();
    expect(log).toEqual(['mount Login /login in transition true']);
  });
});
