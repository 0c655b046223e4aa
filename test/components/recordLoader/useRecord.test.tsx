/**
 * The one record loader (useRecord): idle without a load, not found on null, a failed reload keeps what is shown,
 * an older answer is dropped, and polling until a final state runs on injected timers.
 */
import { act } from 'react';
import { useRecord, type RecordOptions, type RecordResult } from '../../../src/components/RecordLoader';
import { render, settle } from '../support/render';
import { resetTaro } from '../support/taro';

interface Row {
  status: string;
}

let last: RecordResult<Row> | null = null;

function Probe({
  load,
  id,
  options,
}: {
  load: (id: string) => Promise<Row | null>;
  id: string;
  options?: RecordOptions<Row>;
}) {
  last = useRecord(id ? () => load(id) : null, [id], options);
  return <span data-state={last.state}>{last.data?.status ?? ''}</span>;
}

/** Timers driven by hand: `tick()` runs what is due. */
function manualTimers() {
  let now = 0;
  const due: { at: number; fn: () => void; handle: number }[] = [];
  let next = 1;
  return {
    timers: {
      now: () => now,
      setTimer: (fn: () => void, ms: number) => {
        due.push({ at: now + ms, fn, handle: next });
        return next++;
      },
      clearTimer: (handle: unknown) => {
        const i = due.findIndex((d) => d.handle === handle);
        if (i >= 0) due.splice(i, 1);
      },
    },
    async tick(ms: number) {
      now += ms;
      for (const d of due.filter((x) => x.at <= now)) {
        due.splice(due.indexOf(d), 1);
        await act(async () => d.fn());
        await settle();
      }
    },
    pending: () => due.length,
  };
}

beforeEach(() => {
  resetTaro();
  last = null;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useRecord', () => {
  it('is idle without an id and loads nothing', async () => {
    const load = jest.fn();
    await render(<Probe load={load} id="" />);
    expect(last?.state).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('says not found when the load answers null, and keeps a shown record when a reload fails', async () => {
    const load = jest.fn().mockResolvedValueOnce(null);
    await render(<Probe load={load} id="a" />);
    await settle();
    expect(last?.state).toBe('notFound');

    load.mockResolvedValueOnce({ status: 'issued' });
    await act(async () => last?.reload());
    expect(last?.state).toBe('ready');
    load.mockRejectedValueOnce(new Error('offline'));
    await act(async () => last?.reload());
    expect(last?.state).toBe('ready');
    expect(last?.data).toEqual({ status: 'issued' });
  });

  it('fails with a retry, and a not-found failure when the caller recognises it', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await render(<Probe load={load} id="a" />);
    await settle();
    expect(last?.state).toBe('failed');

    document.body.innerHTML = '';
    await render(<Probe load={load} id="a" options={{ notFound: () => true }} />);
    await settle();
    expect(last?.state).toBe('notFound');
  });

  it('drops the answer of an older load', async () => {
    let resolveOld: (row: Row) => void = () => undefined;
    const load = jest.fn((id: string) =>
      id === 'old' ? new Promise<Row>((r) => (resolveOld = r)) : Promise.resolve({ status: 'new' }),
    );
    const view = await render(<Probe load={load} id="old" />);
    view.unmount();
    document.body.innerHTML = '';
    await render(<Probe load={load} id="new" />);
    await settle();
    await act(async () => resolveOld({ status: 'old' }));
    expect(last?.data).toEqual({ status: 'new' });
  });

  it('polls on the injected timers until the record is final, then stops', async () => {
    const clock = manualTimers();
    const load = jest
      .fn()
      .mockResolvedValueOnce({ status: 'paid' })
      .mockResolvedValueOnce({ status: 'ticketing' })
      .mockResolvedValueOnce({ status: 'ticketing' })
      .mockResolvedValue({ status: 'issued' });
    await render(
      <Probe
        load={load}
        id="o1"
        options={{ pollMs: 3000, pollForMs: 120_000, until: (r) => r.status === 'issued', timers: clock.timers }}
      />,
    );
    await settle();
    // The first poll runs at once.
    expect(last?.data?.status).toBe('ticketing');
    await clock.tick(3000);
    await clock.tick(3000);
    expect(last?.data?.status).toBe('issued');
    expect(load).toHaveBeenCalledTimes(4);
    expect(clock.pending()).toBe(0);
  });
});
