/**
 * The shared booking-submit pipeline (ARCHITECTURE §13, §7 idempotency; SPEC §5 duplicate-order and whitelist checks,
 * SPEC §8 duplicate reminder and 'flight quotation changed'): the order of the steps, what stops it, the questions,
 * one idempotency key per intent, and where a booked order goes next.
 */
import { ApiError } from '../../../src/api/transport';
import {
  BookingSubmit,
  type BookAnswer,
  type Confirmations,
  type DuplicateOrder,
  type Freshness,
  type SubmitAdapter,
} from '../../../src/components/booking/submit';
import { flightNextStep } from '../../../src/packages/flight/booking/flightSubmit';

interface Booked {
  orderId: string;
  needsApproval: boolean;
}

const DUP: DuplicateOrder = {
  orderId: 'X1',
  orderNo: 'NO-X1',
  psgName: '张三',
  title: 'CA1501',
  time: '2026-12-01 08:00',
};
const refused = (tips = '舱位不足') => new ApiError('code', 2, tips);
const lost = () => new ApiError('network', 0, '');

/** A product adapter whose answers the test sets; it records every call. */
function fakeProduct() {
  const calls: string[] = [];
  const books: { key: string; confirmations: Confirmations }[] = [];
  const state = {
    form: 'form-1',
    freshness: { fresh: true } as Freshness,
    freshnessError: null as Error | null,
    duplicates: [] as DuplicateOrder[],
    eligible: true,
    /** Answers (or errors) of book, in order; the last one repeats. */
    book: [{ kind: 'booked', result: { orderId: 'O1', needsApproval: false } }] as (
      BookAnswer<Booked, number> | Error
    )[],
    hold: null as Promise<void> | null,
  };
  const adapter: SubmitAdapter<Booked, string[], number> = {
    intent: () => state.form,
    async freshness() {
      calls.push('freshness');
      if (state.freshnessError) throw state.freshnessError;
      return state.freshness;
    },
    async duplicates() {
      calls.push('duplicates');
      return state.duplicates;
    },
    async eligibility() {
      calls.push('eligibility');
      return state.eligible ? { eligible: true } : { eligible: false, detail: ['张三'] };
    },
    async book(key, confirmations) {
      calls.push('book');
      books.push({ key, confirmations });
      if (state.hold) await state.hold;
      const answer = state.book.length > 1 ? state.book.shift() : state.book[0];
      if (answer instanceof Error) throw answer;
      return answer as BookAnswer<Booked, number>;
    },
    next: (r) =>
      r.needsApproval
        ? { kind: 'approval', url: '/approval/Send', query: { orderId: r.orderId } }
        : { kind: 'cashier', url: '/tk/tkCmp', query: { orderId: r.orderId } },
  };
  let n = 0;
  const pipeline = new BookingSubmit(adapter, { newKey: () => `key-${++n}` });
  return { pipeline, calls, books, state };
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('booking-submit pipeline: the steps', () => {
  it('checks freshness, duplicates and eligibility in that order, then books and says where to go', async () => {
    const { pipeline, calls, books } = fakeProduct();
    const outcome = await pipeline.submit();
    expect(calls).toEqual(['freshness', 'duplicates', 'eligibility', 'book']);
    expect(books[0]).toEqual({
      key: 'key-1',
      confirmations: { duplicate: false, routeBooked: false, priceChanged: false },
    });
    expect(outcome).toEqual({
      kind: 'booked',
      result: { orderId: 'O1', needsApproval: false },
      next: { kind: 'cashier', url: '/tk/tkCmp', query: { orderId: 'O1' } },
    });
    expect(pipeline.running).toBe(false);
  });

  it('shows its step while it runs', async () => {
    const { pipeline, state } = fakeProduct();
    let release = () => undefined as void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const done = pipeline.submit();
    await flush();
    expect(pipeline.step).toBe('book');
    expect(pipeline.running).toBe(true);
    release();
    await done;
    expect(pipeline.step).toBe('idle');
  });

  it('a stale quote stops before the duplicate check and the booking', async () => {
    const { pipeline, calls, state } = fakeProduct();
    state.freshness = { fresh: false, reason: 'cacheExpired' };
    expect(await pipeline.submit()).toEqual({ kind: 'stale', reason: 'cacheExpired' });
    expect(calls).toEqual(['freshness']);
  });

  it('an ineligible passenger (whitelist) stops before booking', async () => {
    const { pipeline, calls, state } = fakeProduct();
    state.eligible = false;
    expect(await pipeline.submit()).toEqual({ kind: 'ineligible', detail: ['张三'] });
    expect(calls).not.toContain('book');
  });

  it('the page shows the outcome while the submission still runs (a tap then does nothing)', async () => {
    const { pipeline, books } = fakeProduct();
    let during: unknown = null;
    await pipeline.submit({
      settle: async () => {
        during = await pipeline.submit();
      },
    });
    expect(during).toEqual({ kind: 'busy' });
    expect(books).toHaveLength(1);
  });
});

describe('booking-submit pipeline: the duplicate-order question (SPEC §8)', () => {
  it('asks through the store: cancel stops, nothing is booked', async () => {
    const { pipeline, calls, state } = fakeProduct();
    state.duplicates = [DUP];
    const done = pipeline.submit();
    await flush();
    expect(pipeline.question).toEqual({ kind: 'duplicate', duplicates: [DUP] });
    expect(calls).toEqual(['freshness', 'duplicates']);
    pipeline.cancel();
    expect(await done).toEqual({ kind: 'cancelled', at: 'duplicate' });
    expect(pipeline.question).toBeNull();
    expect(calls).not.toContain('book');
  });

  it('continues only on confirm, and books with the confirmation', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.duplicates = [DUP];
    const done = pipeline.submit();
    await flush();
    pipeline.confirm();
    expect((await done).kind).toBe('booked');
    expect(books[0]?.confirmations.duplicate).toBe(true);
  });

  it('a page may answer with its own modal instead', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.duplicates = [DUP];
    const asked: string[] = [];
    const outcome = await pipeline.submit({ ask: (q) => (asked.push(q.kind), Promise.resolve(true)) });
    expect(asked).toEqual(['duplicate']);
    expect(outcome.kind).toBe('booked');
    expect(books).toHaveLength(1);
  });
});

describe('booking-submit pipeline: one idempotency key per intent (ARCHITECTURE §7)', () => {
  it('a lost answer keeps the key: the retry of the same form replays it', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.book = [lost(), { kind: 'booked', result: { orderId: 'O1', needsApproval: false } }];
    expect((await pipeline.submit()).kind).toBe('failed');
    expect((await pipeline.submit()).kind).toBe('booked');
    expect(books.map((b) => b.key)).toEqual(['key-1', 'key-1']);
  });

  it('a new key after the user changed the form', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.book = [lost(), { kind: 'booked', result: { orderId: 'O1', needsApproval: false } }];
    await pipeline.submit();
    state.form = 'form-2';
    await pipeline.submit();
    expect(books.map((b) => b.key)).toEqual(['key-1', 'key-2']);
  });

  it('a refusal created nothing: the next submission takes a new key', async () => {
    const { pipeline, books, state } = fakeProduct();
    const error = refused();
    state.book = [error, { kind: 'booked', result: { orderId: 'O1', needsApproval: false } }];
    expect(await pipeline.submit()).toEqual({ kind: 'refused', error });
    await pipeline.submit();
    expect(books.map((b) => b.key)).toEqual(['key-1', 'key-2']);
  });

  it('a refusal in a check before booking is a refusal too; a lost answer there keeps the key', async () => {
    const { pipeline, books, state } = fakeProduct();
    await pipeline.submit({ ask: () => Promise.resolve(true) });
    const error = refused('bad');
    state.freshnessError = error;
    expect(await pipeline.submit()).toEqual({ kind: 'refused', error });
    state.freshnessError = null;
    await pipeline.submit();
    expect(books.map((b) => b.key)).toEqual(['key-1', 'key-2']);
    state.freshnessError = lost();
    expect((await pipeline.submit()).kind).toBe('failed');
    state.freshnessError = null;
    await pipeline.submit();
    expect(books.map((b) => b.key)).toEqual(['key-1', 'key-2', 'key-2']);
  });

  it('a double tap while the booking is in flight books once', async () => {
    const { pipeline, books, state } = fakeProduct();
    let release = () => undefined as void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const first = pipeline.submit();
    const second = await pipeline.submit();
    expect(second).toEqual({ kind: 'busy' });
    await flush();
    expect(await pipeline.submit()).toEqual({ kind: 'busy' });
    release();
    expect((await first).kind).toBe('booked');
    expect(books).toHaveLength(1);
  });
});

describe('booking-submit pipeline: answers the user may overrule', () => {
  it('price changed: asks; accepting books again at the new price under a new key', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.book = [
      { kind: 'priceChanged', detail: 1200 },
      { kind: 'booked', result: { orderId: 'O2', needsApproval: false } },
    ];
    const done = pipeline.submit();
    await flush();
    expect(pipeline.question).toEqual({ kind: 'priceChanged', detail: 1200 });
    pipeline.confirm();
    expect((await done).kind).toBe('booked');
    expect(books.map((b) => b.confirmations.priceChanged)).toEqual([false, true]);
    expect(books[1]?.key).not.toBe(books[0]?.key);
  });

  it('price changed: declining books nothing more', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.book = [{ kind: 'priceChanged', detail: 1200 }];
    const outcome = await pipeline.submit({ ask: () => Promise.resolve(false) });
    expect(outcome).toEqual({ kind: 'cancelled', at: 'priceChanged' });
    expect(books).toHaveLength(1);
  });

  it('route booked (SPEC §5 "already booked, continue?"): yes books with the confirmation; asked once only', async () => {
    const { pipeline, books, state } = fakeProduct();
    state.book = [{ kind: 'routeBooked' }, { kind: 'routeBooked' }];
    const outcome = await pipeline.submit({ ask: () => Promise.resolve(true) });
    expect(books.map((b) => b.confirmations.routeBooked)).toEqual([false, true]);
    // Refused again after the confirmation: a plain refusal, never a loop.
    expect(outcome.kind).toBe('refused');
  });
});

describe('flight: where a booked order goes (SPEC §4 order routing)', () => {
  it('to the cashier when it may be paid now, else to the approval submission', () => {
    const base = { orderNo: 'NO1', amount: 1150, payDeadline: '' };
    expect(flightNextStep({ ...base, orderId: 'O1', nextStep: 'pay' })).toEqual({
      kind: 'cashier',
      url: '/tk/tkCmp',
      query: { orderId: 'O1' },
    });
    expect(flightNextStep({ ...base, orderId: 'O2', nextStep: 'approval' })).toEqual({
      kind: 'approval',
      url: '/approval/Send',
      query: { orderId: 'O2', orderType: '11001' },
    });
  });
});
