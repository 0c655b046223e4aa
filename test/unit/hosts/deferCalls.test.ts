/**
 * src/hosts/ui/deferCalls.ts: the stand-ins that keep Taro's interaction APIs off the H5 entry (issue 17). A toast
 * asked for before the module arrived still shows, in order; offline the fallback shows it; the module is fetched
 * after start, not before the first screen.
 */
import { afterStart, deferCalls, WARM_DELAY_MS } from '../../../src/hosts/ui/deferCalls';

type Api = Record<string, (...args: never[]) => unknown>;

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const never = { showToast: () => 'fallback', hideToast: () => 'fallback' };

it('calls made before the module arrived run once it has, in call order, with their arguments and answers', async () => {
  const order: string[] = [];
  const real = {
    showLoading: (o: { title: string }) => order.push(`show ${o.title}`),
    hideLoading: () => {
      order.push('hide');
      return 'hidden';
    },
  };
  const module = later<typeof real>();
  const load = jest.fn(() => module.promise);
  const { calls } = deferCalls(load, ['showLoading', 'hideLoading'], {
    showLoading: () => 0,
    hideLoading: () => 'fallback',
  });

  const shown = calls.showLoading({ title: '加载中' });
  const hidden = calls.hideLoading();
  expect(order).toEqual([]);
  module.resolve(real);
  await expect(hidden).resolves.toBe('hidden');
  await shown;
  expect(order).toEqual(['show 加载中', 'hide']);
  expect(load).toHaveBeenCalledTimes(1);
});

it('offline: a call whose load failed is shown by the fallback; the next call loads again', async () => {
  const load = jest
    .fn<Promise<Api>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk taro-interaction failed'))
    .mockResolvedValue({ showToast: (o: { title: string }) => `toast ${o.title}` });
  const fallback = { showToast: jest.fn((o: { title: string }) => `plain ${o.title}`) };
  const { calls } = deferCalls(load as unknown as () => Promise<typeof fallback>, ['showToast'], fallback);

  await expect(calls.showToast({ title: '网络不可用' })).resolves.toBe('plain 网络不可用');
  expect(fallback.showToast).toHaveBeenCalledWith({ title: '网络不可用' });
  await expect(calls.showToast({ title: '已保存' })).resolves.toBe('toast 已保存');
  expect(load).toHaveBeenCalledTimes(2);
});

it('warm loads once ahead of the first call and never rejects', async () => {
  const load = jest
    .fn<Promise<typeof never>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({
      showToast: () => 'real',
      hideToast: () => 'real',
    });
  const { calls, warm } = deferCalls(load, ['showToast', 'hideToast'], never);
  await expect(warm()).resolves.toBeUndefined();
  await expect(warm()).resolves.toBeUndefined();
  await expect(calls.showToast()).resolves.toBe('real');
  expect(load).toHaveBeenCalledTimes(2);
});

it("a real function's rejection reaches the caller (Taro's fail path), not the fallback", async () => {
  const { calls } = deferCalls(
    () => Promise.resolve({ showModal: (): Promise<string> => Promise.reject(new Error('fail')) }),
    ['showModal'],
    {
      showModal: () => Promise.resolve('fallback'),
    },
  );
  await expect(calls.showModal()).rejects.toThrow('fail');
});

describe('afterStart', () => {
  const g = globalThis as Record<string, unknown>;
  let listeners: Record<string, () => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    listeners = {};
    g.document = { readyState: 'loading' };
    g.window = {
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      requestIdleCallback: (fn: () => void) => setTimeout(fn, 50),
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete g.document;
    delete g.window;
  });

  it('runs the work once the page has loaded, WARM_DELAY_MS later, in idle time', () => {
    const work = jest.fn();
    afterStart(work);
    jest.advanceTimersByTime(10 * WARM_DELAY_MS);
    expect(work).not.toHaveBeenCalled();
    listeners.load();
    jest.advanceTimersByTime(WARM_DELAY_MS);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after load already happened: counts from now; without requestIdleCallback runs at the delay', () => {
    (g.document as { readyState: string }).readyState = 'complete';
    delete (g.window as Record<string, unknown>).requestIdleCallback;
    const work = jest.fn();
    afterStart(work, 500);
    jest.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
