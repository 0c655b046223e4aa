import { poll, PollStopped } from '../../../src/api/helpers/poll';

// A hand-driven clock and timer queue so the tests are exact and instant.
function fakeTimers() {
  let now = 0;
  const queue: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = nextId++;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = queue.findIndex((t) => t.id === id);
      if (i >= 0) queue.splice(i, 1);
    },
    pending: () => queue.length,
    /** Advances to the next timer and runs it, then lets promises settle. */
    async tick() {
      queue.sort((a, b) => a.at - b.at);
      const t = queue.shift();
      if (!t) return;
      now = t.at;
      t.fn();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('poll', () => {
  it('calls at once, then every interval, until the predicate holds', async () => {
    const t = fakeTimers();
    const values = ['paying', 'paying', 'paid'];
    const service = jest.fn(async () => values.shift() as string);
    const seen: string[] = [];
    const handle = poll(service, {
      intervalMs: 2000,
      timeoutMs: 60000,
      until: (v) => v === 'paid',
      onValue: (v) => seen.push(v),
      ...t,
    });
    await settle();
    expect(service).toHaveBeenCalledTimes(1);
    await t.tick();
    expect(t.now()).toBe(2000);
    await t.tick();
    await expect(handle.promise).resolves.toBe('paid');
    expect(service).toHaveBeenCalledTimes(3);
    expect(seen).toEqual(['paying', 'paying', 'paid']);
    expect(t.pending()).toBe(0);
  });

  it('rejects with deadline and the last value when the deadline passes', async () => {
    const t = fakeTimers();
    const service = jest.fn(async () => 'waiting');
    const handle = poll(service, { intervalMs: 1000, timeoutMs: 2500, until: () => false, ...t });
    const outcome = handle.promise.catch((e: unknown) => e);
    await settle();
    await t.tick();
    await t.tick();
    const e = (await outcome) as PollStopped;
    expect(e).toBeInstanceOf(PollStopped);
    expect(e.reason).toBe('deadline');
    expect(e.last).toBe('waiting');
    expect(service).toHaveBeenCalledTimes(3);
    expect(t.pending()).toBe(0);
  });

  it('cancel stops polling and rejects with cancelled', async () => {
    const t = fakeTimers();
    const service = jest.fn(async () => 1);
    const handle = poll(service, { intervalMs: 1000, until: () => false, ...t });
    const outcome = handle.promise.catch((e: unknown) => e);
    await settle();
    handle.cancel();
    const e = (await outcome) as PollStopped;
    expect(e.reason).toBe('cancelled');
    expect(t.pending()).toBe(0);
    await t.tick();
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('a value arriving after cancel is ignored', async () => {
    const t = fakeTimers();
    let release: (v: string) => void = () => undefined;
    const service = jest.fn(() => new Promise<string>((r) => (release = r)));
    const handle = poll(service, { intervalMs: 1000, until: () => true, ...t });
    handle.cancel();
    release('done');
    await expect(handle.promise).rejects.toMatchObject({ reason: 'cancelled' });
  });

  it('a service error ends the poll unless retryOnError says continue', async () => {
    const t = fakeTimers();
    const err = new Error('network');
    const failing = jest.fn(async () => {
      throw err;
    });
    await expect(poll(failing, { intervalMs: 10, until: () => true, ...t }).promise).rejects.toBe(err);

    const results: Array<() => Promise<string>> = [async () => Promise.reject(err), async () => 'ok'];
    const flaky = jest.fn(() => (results.shift() as () => Promise<string>)());
    const handle = poll(flaky, { intervalMs: 10, until: (v) => v === 'ok', retryOnError: () => true, ...t });
    await settle();
    await t.tick();
    await expect(handle.promise).resolves.toBe('ok');
  });

  it('works with real timers', async () => {
    let n = 0;
    const handle = poll(async () => ++n, { intervalMs: 5, timeoutMs: 1000, until: (v) => v >= 3 });
    await expect(handle.promise).resolves.toBe(3);
  });
});
