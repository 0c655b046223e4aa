/**
 * Issue 17: work deferred past a list's first rows (the sheet's code, the rows under the fold) waits, where the
 * browser reports largest paints, until one is reported at or after the call — two frames alone could still end
 * before the compositor presented the rows on a busy device — and at most PRESENTED_WAIT_MS after the two frames;
 * without those reports (mini-programs, WebKit, jsdom) the two frames alone.
 */
import { afterPresented, PRESENTED_WAIT_MS } from '../../../src/components/PagedList/afterPresented';
import { dropHeldPaints, paint } from '../support/heldPaint';

jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

/** A stand-in for Chromium's PerformanceObserver of 'largest-contentful-paint' entries. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static live: FakeObserver[] = [];
  static buffered: { startTime: number; paintTime?: number }[] = [];
  observing = false;
  constructor(
    private readonly callback: (list: { getEntries(): { startTime: number; paintTime?: number }[] }) => void,
  ) {}
  observe(options: { type: string; buffered?: boolean }) {
    expect(options.type).toBe('largest-contentful-paint');
    this.observing = true;
    FakeObserver.live.push(this);
    if (options.buffered && FakeObserver.buffered.length) this.report(FakeObserver.buffered);
  }
  disconnect() {
    this.observing = false;
  }
  report(entries: { startTime: number; paintTime?: number }[]) {
    if (this.observing) this.callback({ getEntries: () => entries });
  }
  static paintAt(startTime: number, paintTime?: number) {
    for (const o of FakeObserver.live) o.report([{ startTime, paintTime }]);
  }
}

let now = 1000;
const realObserver = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;

beforeEach(() => {
  dropHeldPaints();
  FakeObserver.live = [];
  FakeObserver.buffered = [];
  now = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = realObserver;
  jest.restoreAllMocks();
});

const withLargestPaints = () => {
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
};

describe('afterPresented', () => {
  it('without largest-paint reports: after two frames', async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    const work = jest.fn();
    afterPresented(work);
    await paint();
    expect(work).not.toHaveBeenCalled();
    await paint();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits past two frames for a largest paint reported at or after the call, then runs once', async () => {
    withLargestPaints();
    // An earlier paint (the skeleton's) is in the buffer: it does not count.
    FakeObserver.buffered = [{ startTime: 900 }];
    const work = jest.fn();
    afterPresented(work);
    await paint();
    await paint();
    expect(work).not.toHaveBeenCalled();
    FakeObserver.paintAt(990);
    expect(work).not.toHaveBeenCalled();
    FakeObserver.paintAt(1040);
    expect(work).toHaveBeenCalledTimes(1);
    FakeObserver.paintAt(1100);
    expect(work).toHaveBeenCalledTimes(1);
    expect(FakeObserver.live.every((o) => !o.observing)).toBe(true);
  });

  it('a frame painted before the call but presented after it (a loaded box) is not the one waited for', async () => {
    withLargestPaints();
    const work = jest.fn();
    afterPresented(work);
    await paint();
    await paint();
    // The skeleton's frame: painted at 990 on the main thread, presented at 1010.
    FakeObserver.paintAt(1010, 990);
    expect(work).not.toHaveBeenCalled();
    // The rows' frame: painted at 1020, presented at 1045.
    FakeObserver.paintAt(1045, 1020);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a paint reported before the two frames have passed still waits for them', async () => {
    withLargestPaints();
    const work = jest.fn();
    afterPresented(work);
    FakeObserver.paintAt(1016);
    expect(work).not.toHaveBeenCalled();
    await paint();
    await paint();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('no largest paint reported (smaller than an earlier one, or after input): PRESENTED_WAIT_MS after the two frames', async () => {
    withLargestPaints();
    const realTimeout = globalThis.setTimeout;
    const fallbacks: (() => void)[] = [];
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms === PRESENTED_WAIT_MS) {
        fallbacks.push(fn);
        return 0;
      }
      return realTimeout(fn, ms);
    }) as unknown as typeof setTimeout);
    const work = jest.fn();
    afterPresented(work);
    await paint();
    // Counted from the frames, which come late on a loaded box, not from the call.
    expect(fallbacks).toHaveLength(0);
    await paint();
    expect(work).not.toHaveBeenCalled();
    expect(fallbacks).toHaveLength(1);
    fallbacks[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled: never runs, stops observing', async () => {
    withLargestPaints();
    const work = jest.fn();
    const cancel = afterPresented(work);
    cancel();
    await paint();
    await paint();
    FakeObserver.paintAt(1040);
    expect(work).not.toHaveBeenCalled();
    expect(FakeObserver.live.every((o) => !o.observing)).toBe(true);
  });
});
