/**
 * A first-screen part (src/boot/firstScreenPart.ts): the entry starts only once the rows' paint has reached the
 * screen (a largest-contentful-paint entry among the rows), at most a cap after their frame — an entry requested
 * between the frame and its presentation is on the largest paint's path for Lighthouse (issue 17); and the part
 * writes its fields' placeholders.
 */
import {
  ROWS_PRESENTED_CAP_MS,
  presentedRowsHost,
  withTexts,
  type PresentWindow,
} from '../../../src/boot/firstScreenPart';
import type { RowsHost } from '../../../src/boot/firstScreenStarter';

const base: RowsHost = {
  holder: () => null,
  whenParsed: (then) => then(),
  imagesSettled: () => Promise.resolve(),
  afterFrame: (then) => then(),
  viewport: () => ({ height: 800, designToPx: (d) => d / 2 }),
};

const inRows = { element: { closest: (s: string) => (s === '[data-rows]' ? {} : null) } };
const elsewhere = { element: { closest: () => null } };

function fakeWindow(types = ['paint', 'largest-contentful-paint']) {
  const timers: { then: () => void; ms: number }[] = [];
  const observed: string[] = [];
  let report: ((list: { getEntries(): readonly unknown[] }) => void) | null = null;
  let disconnected = false;
  const win: PresentWindow = {
    PerformanceObserver: Object.assign(
      class {
        constructor(r: typeof report) {
          report = r;
        }
        observe(o: { type: string; buffered?: boolean }) {
          observed.push(`${o.type}${o.buffered ? ' buffered' : ''}`);
        }
        disconnect() {
          disconnected = true;
        }
      },
      { supportedEntryTypes: types },
    ),
    setTimeout: (then, ms) => timers.push({ then, ms }),
  };
  const entries = (...list: unknown[]) => report!({ getEntries: () => list });
  return { win, timers, observed, entries, disconnected: () => disconnected };
}

describe('presentedRowsHost', () => {
  it("waits after the rows' frame until their largest paint is reported, then starts once", () => {
    const w = fakeWindow();
    const host = presentedRowsHost(base, w.win);
    expect(w.observed).toEqual(['largest-contentful-paint buffered']);
    const started = jest.fn();
    host.afterFrame(started);
    expect(started).not.toHaveBeenCalled();
    w.entries(elsewhere);
    expect(started).not.toHaveBeenCalled();
    w.entries(inRows);
    expect(started).toHaveBeenCalledTimes(1);
    expect(w.disconnected()).toBe(true);
    // The cap's timer later does nothing more.
    w.timers.forEach((t) => t.then());
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at the frame when the paint was reported already', () => {
    const w = fakeWindow();
    const host = presentedRowsHost(base, w.win);
    w.entries(inRows);
    const started = jest.fn();
    host.afterFrame(started);
    expect(started).toHaveBeenCalledTimes(1);
    expect(w.timers).toHaveLength(0);
  });

  it('starts at the cap when no paint among the rows is reported (the largest paint is elsewhere)', () => {
    const w = fakeWindow();
    const host = presentedRowsHost(base, w.win);
    const started = jest.fn();
    host.afterFrame(started);
    w.entries(elsewhere);
    expect(started).not.toHaveBeenCalled();
    expect(w.timers.map((t) => t.ms)).toEqual([ROWS_PRESENTED_CAP_MS]);
    w.timers[0].then();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('keeps the frame alone where the browser reports no largest paint', () => {
    expect(presentedRowsHost(base, fakeWindow(['paint']).win)).toBe(base);
    expect(presentedRowsHost(base, { setTimeout: () => 0 })).toBe(base);
  });
});

it("writes the texts and the fields' placeholders into a part's markup", () => {
  const t = (key: string) => ({ a: 'A & B', p: '输入"订单号"' })[key] ?? key;
  const markup = '<div><span class="x" data-k="a" data-after=" "></span><input type="text" data-kp="p"></div>';
  expect(withTexts(markup, t)).toBe(
    '<div><span class="x" data-after=" ">A &amp; B </span><input type="text" placeholder="输入&quot;订单号&quot;"></div>',
  );
});
