/** Rows of trip applications as contract shapes (yuan, China times), and the company's date rule. */
import type {
  CcsqdChange,
  CcsqdChangeSide,
  CcsqdChangeState,
  CcsqdListItem,
  CcsqdStatus,
  TripPerson,
  TripRoute,
  TripRouteType,
} from '../../../../src/api/contract/trip';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { parseTripDateRule, type TripDateRule } from '../../../../src/domain/tripDateRules';
import type { Db } from '../../db';
import { chinaDateTime } from '../../lib/time';
import { commonRepository } from '../common/repository';
import type { CcsqdChangeRow, CcsqdPersonRow, CcsqdRouteRow } from './repository';
import type { RouteFields } from './validate';
import type { CcsqdTable } from './tables';

/** Company parameters of the trip-request date rule (SPEC §4), company value over the platform default. */
export const PARAM_TRIP_DATE_RANGE_TYPE = 'trip.dateRangeType';
export const PARAM_TRIP_DATE_TOLERANCE = 'trip.dateToleranceDays';

export async function tripDateRule(db: Db, corpId: string): Promise<TripDateRule> {
  const values = await commonRepository(db).parameterValues(corpId, [
    PARAM_TRIP_DATE_RANGE_TYPE,
    PARAM_TRIP_DATE_TOLERANCE,
  ]);
  return parseTripDateRule(values.get(PARAM_TRIP_DATE_RANGE_TYPE), values.get(PARAM_TRIP_DATE_TOLERANCE));
}

/** The columns a list row needs. */
export type CcsqdListRow = Pick<
  CcsqdTable,
  | 'id'
  | 'ccsqd_no'
  | 'ccr'
  | 'ccsy'
  | 'mdd'
  | 'date_begin'
  | 'date_end'
  | 'status'
  | 'jtys_fen'
  | 'zsys_fen'
  | 'qtys_fen'
  | 'zys_fen'
  | 'created_at'
>;

export function toListItem(r: CcsqdListRow): CcsqdListItem {
  return {
    ccsqdId: r.id,
    ccsqdNo: r.ccsqd_no,
    ccr: r.ccr,
    ccsy: r.ccsy,
    mdd: r.mdd,
    dateBegin: r.date_begin,
    dateEnd: r.date_end,
    status: r.status as CcsqdStatus,
    jtys: fenToYuan(Number(r.jtys_fen)),
    zsys: fenToYuan(Number(r.zsys_fen)),
    qtys: fenToYuan(Number(r.qtys_fen)),
    zys: fenToYuan(Number(r.zys_fen)),
    createdAt: chinaDateTime(Number(r.created_at)),
  };
}

export function toRoute(r: CcsqdRouteRow): TripRoute {
  return {
    routeId: r.id,
    seq: r.seq,
    routeType: r.route_type as TripRouteType,
    product: r.product,
    depCity: r.dep_city,
    depCityName: r.dep_city_name,
    arrCity: r.arr_city,
    arrCityName: r.arr_city_name,
    dateBegin: r.date_begin,
    dateEnd: r.date_end,
    cost: fenToYuan(Number(r.cost_fen)),
    supplier: r.supplier,
    supplierId: r.supplier_id,
    remark: r.remark,
    status: r.status === 3 ? 3 : 0,
    bookedOrderId: r.booked_order_id ?? '',
    bookedAmount: fenToYuan(Number(r.booked_amount_fen)),
  };
}

export function toPerson(p: CcsqdPersonRow): TripPerson {
  return {
    personId: p.id,
    empId: p.emp_id ?? '',
    name: p.name,
    deptName: p.dept_name ?? '',
    phoneNumber: maskMobile(p.emp_phone || p.phone_number),
    outsider: p.emp_id ? 0 : 1,
  };
}

/** A leg as kept in a change snapshot (fen, no booking state beyond status). */
export interface SnapshotRoute extends RouteFields {
  routeId: string;
  status: 0 | 3;
  bookedOrderId: string;
  bookedAmountFen: number;
}

/** What a change order replaces, in fen (stored as JSON in ccsqd_changes). */
export interface ChangeSnapshot {
  dateBegin: string;
  dateEnd: string;
  jtysFen: number;
  zsysFen: number;
  qtysFen: number;
  zysFen: number;
  routes: SnapshotRoute[];
}

export function snapshotRoute(r: CcsqdRouteRow): SnapshotRoute {
  return {
    routeId: r.id,
    routeType: r.route_type as TripRouteType,
    depCity: r.dep_city,
    depCityName: r.dep_city_name,
    arrCity: r.arr_city,
    arrCityName: r.arr_city_name,
    dateBegin: r.date_begin,
    dateEnd: r.date_end,
    costFen: Number(r.cost_fen),
    supplier: r.supplier,
    supplierId: r.supplier_id,
    remark: r.remark,
    status: r.status === 3 ? 3 : 0,
    bookedOrderId: r.booked_order_id ?? '',
    bookedAmountFen: Number(r.booked_amount_fen),
  };
}

function sideOf(s: ChangeSnapshot, product: (t: TripRouteType) => string): CcsqdChangeSide {
  return {
    dateBegin: s.dateBegin,
    dateEnd: s.dateEnd,
    jtys: fenToYuan(s.jtysFen),
    zsys: fenToYuan(s.zsysFen),
    qtys: fenToYuan(s.qtysFen),
    zys: fenToYuan(s.zysFen),
    routes: s.routes.map((r, i) => ({
      routeId: r.routeId,
      seq: i + 1,
      routeType: r.routeType,
      product: product(r.routeType),
      depCity: r.depCity,
      depCityName: r.depCityName,
      arrCity: r.arrCity,
      arrCityName: r.arrCityName,
      dateBegin: r.dateBegin,
      dateEnd: r.dateEnd,
      cost: fenToYuan(r.costFen),
      supplier: r.supplier,
      supplierId: r.supplierId,
      remark: r.remark,
      status: r.status,
      bookedOrderId: r.bookedOrderId,
      bookedAmount: fenToYuan(r.bookedAmountFen),
    })),
  };
}

export function toChange(c: CcsqdChangeRow, product: (t: TripRouteType) => string): CcsqdChange {
  return {
    changeId: c.id,
    ccsqdId: c.ccsqd_id,
    changeYy: c.change_yy,
    state: c.state as CcsqdChangeState,
    bgqzys: fenToYuan(Number(c.bgqzys_fen)),
    bghzys: fenToYuan(Number(c.bghzys_fen)),
    before: sideOf(JSON.parse(c.before_json) as ChangeSnapshot, product),
    after: sideOf(JSON.parse(c.after_json) as ChangeSnapshot, product),
    createdAt: chinaDateTime(Number(c.created_at)),
    decidedAt: chinaDateTime(c.decided_at === null ? null : Number(c.decided_at)),
  };
}
