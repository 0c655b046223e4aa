/** Train test helpers: passengers as the demo seed knows them, GET calls, and a compliant train booking. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  TrSearchData,
  TrainBookData,
  TrainItem,
  TrainPassengerInput,
  TrainSeat,
} from '../../../src/api/contract/train';
import { soldKey, soldMap } from '../../../server/src/suppliers/kit/inventory';
import { TRAIN_PRODUCT, trainBySeatKey } from '../../../server/src/suppliers/train';
import { DEMO_PEOPLE, demoTraveller } from './fixtures';
import { DEMO, call, type Answer } from './testApp';

/** Demo people with the facts their seeded ID cards are derived from. */
export const TRAIN_PEOPLE = DEMO_PEOPLE;

export type TrainPerson = (typeof TRAIN_PEOPLE)[keyof typeof TRAIN_PEOPLE];

export function trainPsg(p: TrainPerson, extra: Partial<TrainPassengerInput> = {}): TrainPassengerInput {
  return { ...demoTraveller(p), ...extra };
}

export const newKey = (): string => `test-${randomBytes(8).toString('hex')}`;

/** A GET call with query parameters (SPEC §7 GET calls), optionally under an Idempotency-Key. */
export async function getCall<D>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string>,
  opts: { token: string; idempotencyKey?: string; lang?: string },
): Promise<Answer<D>> {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const res = await app.inject({ method: 'GET', url, query, headers });
  const json = JSON.parse(res.body) as { code: number; tips?: string; data?: D };
  return {
    status: res.statusCode,
    code: json.code,
    tips: json.tips ?? '',
    data: json.data as D,
    list: [],
    headers: {},
  };
}

/** trSearch for a traveller. */
export async function searchTrains(
  app: FastifyInstance,
  token: string,
  body: { fromStation: string; toStation: string; date: string; empId?: string },
): Promise<TrSearchData> {
  const res = await call<TrSearchData>(
    app,
    '/obt/train/trSearch',
    {
      fromStation: body.fromStation,
      toStation: body.toStation,
      date: body.date,
      ...(body.empId ? { travellers: [{ empId: body.empId }] } : {}),
    },
    { token },
  );
  if (res.code !== 1) throw new Error(`trSearch failed: ${res.tips}`);
  return res.data;
}

/** The first train with a bookable, compliant seat of `seatType` with at least `n` seats left. */
export function pickSeat(
  data: TrSearchData,
  seatType = 'O',
  n = 1,
  skip: readonly string[] = [],
): { train: TrainItem; seat: TrainSeat } {
  for (const train of data.trains) {
    if (train.saleDateTime !== 'reservable' || skip.includes(train.trainCode)) continue;
    const seat = train.seats.find((s) => s.seatType === seatType && s.seatCount >= n && s.wb === 0);
    if (seat) return { train, seat };
  }
  throw new Error(`no ${seatType} seat`);
}

/** A booking body for the passengers on the seat keys. */
export function bookBody(seatKeys: string[], psgList: TrainPassengerInput[], extra: Record<string, unknown> = {}) {
  return { seatKeys, psgList, linkman: psgList[0]?.psgName ?? '张三', linkTel: '13800000001', ...extra };
}

/** Books 张三 on a compliant second-class seat Beijing South → Shanghai Hongqiao on `date`. */
export async function bookCompliantTrain(
  app: FastifyInstance,
  token: string,
  date: string,
  opts: { from?: string; to?: string; skip?: string[] } = {},
): Promise<{ booked: TrainBookData; seat: TrainSeat; train: TrainItem }> {
  const data = await searchTrains(app, token, {
    fromStation: opts.from ?? 'VNP',
    toStation: opts.to ?? 'AOH',
    date,
    empId: DEMO.zhangsan.id,
  });
  const { train, seat } = pickSeat(data, 'O', 1, opts.skip ?? []);
  const res = await call<TrainBookData>(
    app,
    '/obt/train/trBookOrder',
    bookBody([seat.seatKey], [trainPsg(TRAIN_PEOPLE.zhangsan)]),
    { token, idempotencyKey: newKey() },
  );
  if (res.code !== 1) throw new Error(`booking refused: ${res.tips}`);
  return { booked: res.data, seat, train };
}

/** Seats sold of a seat key's class, as the kit's inventory counts them for the train's run. */
export async function trainSeatsSold(app: FastifyInstance, seatKey: string, nowMs: number): Promise<number> {
  const found = trainBySeatKey(seatKey, nowMs);
  if (!found) throw new Error(`unknown seat key ${seatKey}`);
  const { run, seat } = found;
  const sold = await soldMap(app.obt.db, TRAIN_PRODUCT, [run.startDate], [run.trainCode]);
  return sold.get(soldKey(run.trainCode, run.startDate, seat.seatType)) ?? 0;
}
