/**
 * QueryCarOrderDetail and /vehicles/order/detail (SPEC §7, GET ?orderId=), and blztList: the shared order detail
 * (orders/detail.ts: form fields, masked contact, timeline, money) with the car part — the service, class, places,
 * use time, the passenger (phone masked, SPEC §9), riders and luggage, the estimate and the actual fare, the driver
 * once one accepted (phone masked; getOrderLinkerPlainText gives it for a call), the journey stages reached (from the
 * stamp columns, SPEC §4), the planned route, what a cancel costs now (the domain `cancelFeeFen` by stage), the
 * actions the status allows and the refund. An order outside the caller's booking scope answers as not found.
 */
import type {
  CarOrderDetail,
  CarProcessStep,
  CarStage,
  CarUseType,
  DayRentalPackage,
  LatLng,
  VehicleType,
} from '../../../../src/api/contract/car';
import { cancelFeeFen, isVehicleClass } from '../../../../src/domain/car/fare';
import { REAL_TIME_CAR, rideStage } from '../../../../src/domain/codes';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { vehicleType } from '../../suppliers/car';
import { orderInScope } from '../orders/afterSales';
import { creationRepository } from '../orders/creationRepository';
import { orderDetailBase, parseJson, priceLinesOut } from '../orders/detail';
import { orderTimeline } from '../orders/lifecycle';
import type { AuthInfo } from '../session/service';
import { CAR_ORDER_TYPES, isInstant } from './codes';
import { carOrdersRepository, type CarOrderRow } from './repository';

/** Statuses a car order may be cancelled from (the dispatch's cancel call decides the fee and the refund). */
const CANCELLABLE = ['awaitingSubmission', 'dispatching', 'dispatched', 'driverArrived'];
/** A pre-booked order may also be cancelled before its payment and once paid before a driver is called. */
const CANCELLABLE_PREBOOKED = ['awaitingPayment', 'paid'];
/** Statuses in which the driver is on the map. */
const TRACKED = ['dispatched', 'driverArrived', 'inService'];

/** A price line in the reader's words. */
function priceLabel(locale: Locale, l: PriceLineFen, days: number): string {
  if (l.label === 'package') return translate(locale, 'carOrders.line.package', { days });
  if (l.label === 'actual') return translate(locale, 'carOrders.line.actual');
  return translate(locale, 'carOrders.line.fare');
}

/** The stored `[lat, lng][]` route as points. */
export function routePoints(json: string): LatLng[] {
  return parseJson<[number, number][]>(json, [])
    .filter((p) => Array.isArray(p) && p.length === 2)
    .map(([lat, lng]) => ({ lat: Number(lat), lng: Number(lng) }));
}

/** The class as answered even for a class the supplier no longer lists. */
function vehicleOf(id: string): VehicleType {
  return isVehicleClass(id) ? vehicleType(id) : { vehicleTypeId: id, models: '', seats: 4, luggage: 2, image: '' };
}

/** The journey stages reached, oldest first: each with the time of its stamp column. */
export function stagesOf(c: CarOrderRow, status: string, paidAt: number | null): CarStage[] {
  const at = (ms: number | string | bigint | null) => (ms === null ? null : Number(ms));
  const instant = isInstant(c.use_type);
  const finished = at(c.finished_at);
  const stamps: [string, number | null][] = [
    ['dispatching', at(c.called_at)],
    ['dispatched', at(c.accepted_at)],
    ['driverArrived', at(c.arrived_at)],
    ['inService', at(c.started_at)],
  ];
  if (instant) {
    stamps.push(['awaitingPayment', finished]);
    stamps.push(['completed', status === 'completed' ? (paidAt ?? finished) : null]);
  } else {
    stamps.push(['completed', status === 'completed' ? finished : null]);
  }
  return stamps.flatMap(([s, ms]) => (ms === null ? [] : [{ status: s, at: chinaDateTime(ms) }]));
}

/** What a cancel costs now, fen (0 before a driver accepted, and once the trip started no cancel at all). */
export function cancelFeeNow(c: CarOrderRow, status: string): number {
  const stage = (REAL_TIME_CAR.stages as readonly string[]).includes(status) ? rideStage(status) : null;
  if (stage === null || !isVehicleClass(c.vehicle_type_id)) return 0;
  return cancelFeeFen(c.vehicle_type_id, stage, Number(c.estimate_fen)) ?? 0;
}

export async function carOrderDetail(
  db: Db,
  auth: AuthInfo,
  orderId: string,
  locale: Locale,
  nowMs: number,
): Promise<CarOrderDetail> {
  const order = await orderInScope(db, auth, orderId, CAR_ORDER_TYPES);
  if (!order) throw notFound();
  const c = await carOrdersRepository(db).carOrder(orderId);
  if (!c) throw notFound();
  const [travellers, base] = await Promise.all([
    creationRepository(db).travellers(orderId),
    orderDetailBase(db, auth.corpId, order, c.violations_json, nowMs, locale),
  ]);
  const passenger = travellers[0];
  const status = order.order_status;
  const instant = isInstant(c.use_type);
  const paidAt = order.paid_at === null ? null : Number(order.paid_at);
  const accepted = c.accepted_at !== null && c.driver_name !== '';
  const days = Number(c.days);
  const actualFen = c.actual_fen === null ? null : Number(c.actual_fen);
  const lines = priceLinesOut(c.price_json, (l) => priceLabel(locale, l, days));
  return {
    ...base.fields,
    ...(order.ccsqd_id ? { ccsqdId: order.ccsqd_id, ccsqdNo: base.names.ccsqdNo } : {}),
    ...(c.route_id ? { routeId: c.route_id } : {}),
    priceLines:
      instant && actualFen !== null
        ? [
            {
              kind: 'fare',
              label: translate(locale, 'carOrders.line.actual'),
              unitPrice: fenToYuan(actualFen),
              count: 1,
              amount: fenToYuan(actualFen),
            },
          ]
        : lines,
    refunds: [],
    changes: [],
    useType: c.use_type as CarUseType,
    vehicleType: vehicleOf(c.vehicle_type_id),
    from: {
      name: c.from_name,
      address: c.from_address,
      cityCode: c.city_code,
      cityName: c.city_name,
      lat: Number(c.from_lat),
      lng: Number(c.from_lng),
      ...(c.from_code ? { code: c.from_code } : {}),
    },
    ...(c.to_name
      ? {
          to: {
            name: c.to_name,
            address: c.to_address,
            cityCode: c.city_code,
            cityName: c.city_name,
            lat: Number(c.to_lat),
            lng: Number(c.to_lng),
            ...(c.to_code ? { code: c.to_code } : {}),
          },
        }
      : {}),
    useTime: c.use_time,
    ...(c.day_package ? { dayPackage: c.day_package as DayRentalPackage, days } : {}),
    ...(c.flight_no ? { flightNo: c.flight_no } : {}),
    passengerName: passenger?.name ?? '',
    passengerPhoneMasked: maskMobile(passenger?.phone ?? ''),
    riders: Number(c.riders),
    luggageStandard: Number(c.luggage_standard),
    luggageLarge: Number(c.luggage_large),
    estimatedPrice: fenToYuan(Number(c.estimate_fen)),
    actualPrice: actualFen === null ? null : fenToYuan(actualFen),
    actualDistance: c.actual_distance === null ? null : Number(c.actual_distance),
    actualDuration: c.actual_duration === null ? null : Number(c.actual_duration),
    driver: accepted
      ? {
          name: c.driver_name,
          phoneMasked: maskMobile(c.driver_phone),
          plate: c.plate,
          carModel: c.car_model,
          carColor: c.car_color,
          rating: Number(c.driver_rating),
        }
      : null,
    stages: stagesOf(c, status, paidAt),
    route: routePoints(c.route_json),
    cancelFee: fenToYuan(cancelFeeNow(c, status)),
    actions: {
      pay: instant ? status === 'awaitingPayment' : base.payOpen,
      cancel: CANCELLABLE.includes(status) || (!instant && CANCELLABLE_PREBOOKED.includes(status)),
      track: TRACKED.includes(status),
    },
    refundAmount: fenToYuan(Number(c.returned_fen)),
  };
}

/** blztList: the order's processing steps (its timeline), oldest first; scoped like the detail. */
export async function carProcessSteps(db: Db, auth: AuthInfo, orderId: string): Promise<CarProcessStep[]> {
  const order = await orderInScope(db, auth, orderId, CAR_ORDER_TYPES);
  if (!order) throw notFound();
  const events = await orderTimeline(db, orderId);
  return events.map((e) => ({ status: e.to_status, note: e.note, at: chinaDateTime(Number(e.created_at)) }));
}
