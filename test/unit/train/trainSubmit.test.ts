/**
 * The train adapter of the shared booking-submit pipeline (ARCHITECTURE §13; SPEC §5 train, §7 validOrder /
 * trBookOrder / bookTransfer): one idempotency key across retries of the same form, validOrder's refusals stop
 * before booking, a changed price is a question asked before anything is booked, and the next screen.
 */
import { BookingSubmit } from '../../../src/components/booking/submit';
import type { Envelope } from '../../../src/api/contract/envelope';
import type {
  TrainBookData,
  TrainBookRequest,
  TrainSeat,
  ValidOrderData,
  ValidOrderRequest,
} from '../../../src/api/contract/train';
import { ApiError } from '../../../src/api/transport';
import {
  trainNextStep,
  trainSubmitAdapter,
  type TrainBookingApi,
  type TrainDraft,
  type TrainStale,
} from '../../../src/packages/train/booking/trainSubmit';
import { BOOKED, seat } from './fixtures';

const QUESTION = '该行程已预订，是否继续？';

type Reply<T> = Envelope<T> | Error;

function harness(opts: { valid?: Reply<ValidOrderData>[]; book?: Reply<TrainBookData>[]; transfer?: boolean } = {}) {
  const calls: { name: string; body: unknown; key?: string }[] = [];
  const valid = opts.valid ?? [{ code: 1, data: { valid: true, reason: '', message: '' } }];
  const book = opts.book ?? [{ code: 1, data: BOOKED }];
  const next = <T>(list: Reply<T>[]): Promise<Envelope<T>> => {
    const r = list.length > 1 ? list.shift() : list[0];
    return r instanceof Error ? Promise.reject(r) : Promise.resolve(r as Envelope<T>);
  };
  const api: TrainBookingApi = {
    validOrder: (body: ValidOrderRequest) => {
      calls.push({ name: 'validOrder', body });
      return next(valid);
    },
    trBookOrder: (body: TrainBookRequest, key: string) => {
      calls.push({ name: 'trBookOrder', body, key });
      return next(book);
    },
    bookTransfer: (body: TrainBookRequest, key: string) => {
      calls.push({ name: 'bookTransfer', body, key });
      return next(book);
    },
  };
  let seats: TrainSeat[] = opts.transfer ? [seat(), seat({ seatKey: 'G2|O' })] : [seat()];
  const stale: TrainStale[] = [];
  const draft = (): TrainDraft => {
    const request: TrainBookRequest = {
      seatKeys: seats.map((s) => s.seatKey),
      psgList: [],
      linkman: '张三',
      linkTel: '13800000001',
      // The price is not in the request; kept here only to see which seats the form books.
      remark: seats.map((s) => s.price).join(','),
    };
    return { transfer: seats.length > 1, request, valid: { seatKeys: request.seatKeys, psgList: [] } };
  };
  let n = 0;
  const pipeline = new BookingSubmit(
    trainSubmitAdapter(api, {
      draft,
      routeBookedQuestion: () => QUESTION,
      onStale: (s) => stale.push(s),
      adoptSeats: (next) => {
        seats = next;
      },
    }),
    { newKey: () => `key-${++n}` },
  );
  const books = () => calls.filter((c) => c.name !== 'validOrder');
  return { pipeline, calls, books, stale, seats: () => seats };
}

describe('train booking through the shared pipeline', () => {
  it('books a direct train with trBookOrder and a connection with bookTransfer, after validOrder', async () => {
    const direct = harness();
    const outcome = await direct.pipeline.submit();
    expect(outcome).toMatchObject({ kind: 'booked', result: { orderId: 'T9' } });
    expect(direct.calls.map((c) => c.name)).toEqual(['validOrder', 'trBookOrder']);

    const transfer = harness({ transfer: true });
    await transfer.pipeline.submit();
    expect(transfer.calls.map((c) => c.name)).toEqual(['validOrder', 'bookTransfer']);
    expect((transfer.books()[0]?.body as TrainBookRequest).seatKeys).toHaveLength(2);
  });

  it('keeps one idempotency key across retries of the same form after a lost answer', async () => {
    const h = harness({ book: [new Error('network'), new Error('timeout'), { code: 1, data: BOOKED }] });
    expect((await h.pipeline.submit()).kind).toBe('failed');
    expect((await h.pipeline.submit()).kind).toBe('failed');
    expect((await h.pipeline.submit()).kind).toBe('booked');
    const keys = h.books().map((c) => c.key);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('takes a new key after a refusal (nothing was created)', async () => {
    const h = harness({ book: [new ApiError('code', 2, '余票不足'), { code: 1, data: BOOKED }] });
    expect((await h.pipeline.submit()).kind).toBe('refused');
    expect((await h.pipeline.submit()).kind).toBe('booked');
    expect(h.books().map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('stops before booking when validOrder refuses, and tells the form why', async () => {
    const h = harness({
      valid: [{ code: 1, data: { valid: false, reason: 'identity', message: '身份核验未通过' } }],
    });
    const outcome = await h.pipeline.submit();
    expect(outcome).toEqual({ kind: 'stale', reason: 'identity' });
    expect(h.books()).toHaveLength(0);
    expect(h.stale).toEqual([{ reason: 'identity', message: '身份核验未通过', verifyMode: undefined }]);
  });

  it('asks before booking when the price changed; yes books the seats at the new price', async () => {
    const dearer = seat({ price: 603.5 });
    const h = harness({
      valid: [{ code: 1, data: { valid: false, reason: 'priceChanged', message: '价格变动', seats: [dearer] } }],
    });
    const asked: unknown[] = [];
    const outcome = await h.pipeline.submit({
      ask: (q) => {
        asked.push(q);
        return Promise.resolve(true);
      },
    });
    expect(asked).toEqual([{ kind: 'priceChanged', detail: [dearer] }]);
    expect(outcome.kind).toBe('booked');
    expect(h.books()).toHaveLength(1);
    expect((h.books()[0]?.body as TrainBookRequest).remark).toBe('603.5');
    expect(h.seats()).toEqual([dearer]);
  });

  it('books nothing when the user declines the new price', async () => {
    const h = harness({
      valid: [{ code: 1, data: { valid: false, reason: 'priceChanged', message: '', seats: [seat({ price: 600 })] } }],
    });
    const outcome = await h.pipeline.submit({ ask: () => Promise.resolve(false) });
    expect(outcome).toEqual({ kind: 'cancelled', at: 'priceChanged' });
    expect(h.books()).toHaveLength(0);
    expect(h.seats()[0]?.price).toBe(553);
  });

  it("asks 'already booked, continue?' on the server's refusal and books again with confirmRouteBooked", async () => {
    const h = harness({ book: [new ApiError('code', 2, QUESTION), { code: 1, data: BOOKED }] });
    const outcome = await h.pipeline.submit({ ask: (q) => Promise.resolve(q.kind === 'routeBooked') });
    expect(outcome.kind).toBe('booked');
    const bodies = h.books().map((c) => c.body as TrainBookRequest);
    expect(bodies[0]?.confirmRouteBooked).toBeUndefined();
    expect(bodies[1]?.confirmRouteBooked).toBe(true);
  });

  it('sends a payable order to the cashier, one needing approval to trCmp (number and approval submission)', () => {
    expect(trainNextStep(BOOKED)).toEqual({ kind: 'cashier', url: '/pay/payment', query: { orderIds: 'T9' } });
    for (const nextStep of ['awaitingSubmission', 'approval'] as const) {
      expect(trainNextStep({ ...BOOKED, nextStep })).toEqual({
        kind: 'approval',
        url: '/tr/trCmp',
        query: { orderId: 'T9' },
      });
    }
  });
});
