/**
 * Car test helpers: places in Beijing, an estimate saved as the shopping calls save it (the supplier's fare maths,
 * a straight route), the booking body of an estimate for a demo person, the book calls, and company switches the
 * booking reads (a rank's car standard, must-comply, a listed violation reason).
 */
import type { FastifyInstance } from 'fastify';
import type { CarBookData, CarBookRequest, CarPlace, CarUseType } from '../../../src/api/contract/car';
import { CAR_USE_TYPE } from '../../../src/api/contract/car';
import { chinaNow } from '../../../src/domain/time';
import { bookingParamNo } from '../../../server/src/modules/booking/rules';
import { estimateFen, saveEstimate, type EstimateSnapshot } from '../../../server/src/suppliers/car';
import { DEMO_PEOPLE, demoTraveller, type DemoPerson } from './fixtures';
import { DEMO, call, type Answer } from './testApp';
import { getCall, newKey } from './bookTrain';

export { getCall, newKey };

const place = (name: string, lat: number, lng: number, extra: Partial<CarPlace> = {}): CarPlace => ({
  name,
  address: `北京市 ${name}`,
  cityCode: 'BJS',
  cityName: '北京',
  lat,
  lng,
  ...extra,
});

export const BJ = {
  guomao: place('国贸', 39.9087, 116.4605),
  southStation: place('北京南站', 39.8652, 116.3786, { kind: 'station', code: 'VNP' }),
  pek: place('北京首都国际机场', 40.0799, 116.6031, { kind: 'airport', code: 'PEK', terminal: 'T3' }),
  wangjing: place('望京SOHO', 39.9965, 116.4806),
} as const;

/** The book call of a use type (bookJsyc, bookYyyc, bookCarOrder). */
export function bookUrl(useType: number): string {
  if (useType === CAR_USE_TYPE.instant) return '/obt/vehicles/order/bookJsyc';
  if (useType === CAR_USE_TYPE.dayRental) return '/obt/car/bookCarOrder';
  return '/obt/vehicles/order/bookYyyc';
}

/** 'YYYY-MM-DD HH:mm' China time `days` after the clock's day at `hhmm`. */
export function rideTimeIn(nowMs: number, days: number, hhmm = '10:00'): string {
  return `${chinaNow(nowMs).add(days, 'day').format('YYYY-MM-DD')} ${hhmm}`;
}

let seq = 0;

/** Saves an estimate of the demo company (price from the supplier's fare maths) as the shopping calls would. */
export async function saveCarEstimate(
  app: FastifyInstance,
  over: Partial<EstimateSnapshot> & { useType: CarUseType },
): Promise<EstimateSnapshot> {
  const nowMs = app.obt.now().getTime();
  const useType = over.useType;
  const useTime =
    over.useTime ??
    (useType === CAR_USE_TYPE.instant ? chinaNow(nowMs).format('YYYY-MM-DD HH:mm') : rideTimeIn(nowMs, 2));
  const vehicleTypeId = over.vehicleTypeId ?? 'economy';
  const from = over.from ?? BJ.guomao;
  const to = useType === CAR_USE_TYPE.dayRental ? undefined : (over.to ?? BJ.southStation);
  const distance = over.distance ?? 11_000;
  const duration = over.duration ?? 1_500;
  const dayPackage = useType === CAR_USE_TYPE.dayRental ? (over.dayPackage ?? 'halfDay') : undefined;
  const days = useType === CAR_USE_TYPE.dayRental ? (over.days ?? 1) : undefined;
  const priceFen =
    over.priceFen ??
    estimateFen({
      useType,
      vehicleTypeId,
      distance,
      duration,
      useTime,
      ...(dayPackage ? { dayPackage } : {}),
      ...(days ? { days } : {}),
    }).totalFen;
  seq += 1;
  const snap: EstimateSnapshot = {
    estimateKey: over.estimateKey ?? `test-est-${nowMs}-${seq}`,
    corpId: over.corpId ?? DEMO.corpId,
    empId: over.empId ?? DEMO.zhangsan.id,
    useType,
    vehicleTypeId,
    from,
    ...(to ? { to } : {}),
    useTime,
    ...(dayPackage ? { dayPackage } : {}),
    ...(days ? { days } : {}),
    ...(over.flightNo ? { flightNo: over.flightNo } : {}),
    priceFen,
    distance,
    duration,
    routePoints: to ? [from, to] : [from],
    wb: over.wb ?? 0,
    violations: over.violations ?? [],
    createdAt: over.createdAt ?? nowMs,
  };
  await saveEstimate(app.obt.db, snap);
  return snap;
}

/** The booking body of an estimate for a demo person riding alone without luggage. */
export function carBookBody(
  est: EstimateSnapshot,
  extra: Partial<CarBookRequest> = {},
  rider: DemoPerson = DEMO_PEOPLE.zhangsan,
): CarBookRequest {
  return {
    estimateKey: est.estimateKey,
    useType: est.useType,
    from: est.from,
    ...(est.to ? { to: est.to } : {}),
    useTime: est.useTime,
    ...(est.dayPackage ? { dayPackage: est.dayPackage } : {}),
    ...(est.days ? { days: est.days } : {}),
    passenger: demoTraveller(rider),
    riders: 1,
    luggageStandard: 0,
    luggageLarge: 0,
    linkman: rider.name,
    linkTel: rider.phone,
    price: est.priceFen / 100,
    ...extra,
  };
}

export const bookCarCall = (
  app: FastifyInstance,
  token: string,
  body: CarBookRequest,
  idem: string = newKey(),
  url: string = bookUrl(body.useType),
): Promise<Answer<CarBookData>> => call<CarBookData>(app, url, body, { token, idempotencyKey: idem });

/** Saves an estimate and books it for 张三 (or `rider`), other car orders around confirmed; throws when refused. */
export async function bookCar(
  app: FastifyInstance,
  token: string,
  over: Partial<EstimateSnapshot> & { useType: CarUseType },
  extra: Partial<CarBookRequest> = {},
  rider: DemoPerson = DEMO_PEOPLE.zhangsan,
): Promise<CarBookData> {
  const est = await saveCarEstimate(app, over);
  const res = await bookCarCall(app, token, carBookBody(est, { confirmDuplicate: true, ...extra }, rider));
  if (res.code !== 1) throw new Error(`car booking refused: ${res.tips}`);
  return res.data;
}

/** The rank of an employee. */
async function rankOf(app: FastifyInstance, empId: string): Promise<string> {
  const row = await app.obt.db.selectFrom('employees').select('rank_id').where('id', '=', empId).executeTakeFirst();
  return String(row?.rank_id ?? '');
}

/** Sets the car standard of an employee's rank: the classes allowed and an optional cap (fen). */
export async function setCarStandard(
  app: FastifyInstance,
  empId: string,
  classes: string[],
  capFen: number | null = null,
): Promise<void> {
  const rankId = await rankOf(app, empId);
  const db = app.obt.db;
  await db.deleteFrom('car_standards').where('corp_id', '=', DEMO.corpId).where('rank_id', '=', rankId).execute();
  await db
    .insertInto('car_standards')
    .values({ corp_id: DEMO.corpId, rank_id: rankId, classes_json: JSON.stringify(classes), ride_cap_fen: capFen })
    .execute();
}

/** Sets one of the demo company's booking rules for cars (e.g. mustComply). */
export async function setCarRule(app: FastifyInstance, rule: 'mustComply' | 'approvalRequired', on: boolean) {
  const paramNo = bookingParamNo(rule, '10906');
  const db = app.obt.db;
  await db.deleteFrom('parameters').where('corp_id', '=', DEMO.corpId).where('param_no', '=', paramNo).execute();
  await db
    .insertInto('parameters')
    .values({ corp_id: DEMO.corpId, param_no: paramNo, value: on ? '1' : '0', name: `car ${rule}` })
    .execute();
}

/** A listed violation reason of the demo company for cars; answers its id. */
export async function insertCarReason(app: FastifyInstance, id = 'car-reason-1'): Promise<string> {
  await app.obt.db
    .insertInto('violation_reasons')
    .values({
      id,
      corp_id: DEMO.corpId,
      cplx: '10906',
      text: '客户接待',
      en_text: 'Client visit',
      sort: 1,
      is_valid: 1,
    })
    .execute();
  return id;
}

/** The status of an order. */
export async function orderStatus(app: FastifyInstance, orderId: string): Promise<string> {
  const row = await app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirst();
  return row?.order_status ?? '';
}
