/**
 * POST /vehicles/order/list (SPEC §7): the car orders of the caller's booking scope (findScope, capped by bookRange,
 * like the order centre) with the filters date (a 'YYYY-MM' month or a 'YYYY-MM-DD' day of the use time), orderNo,
 * empName (the passenger), linkTel, cityId, orderType (11018 / 10906) and tripOnly (booked through a trip request,
 * /userCenter/tripCarList); newest use time first, 10 a page (SPEC §9 orders). Without a date the window is the last
 * 30 days (SPEC §9 default order range) and — pre-booked rides being in the future — the next 30 days too.
 */
import type { CarOrderListItem, CarOrderListRequest, CarUseType } from '../../../../src/api/contract/car';
import type { PageData } from '../../../../src/api/contract/envelope';
import { CAR_BOOKING_DAYS } from '../../../../src/domain/car/useTime';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDateTime, chinaDay } from '../../lib/time';
import { DEFAULT_RANGE_DAYS, scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { carOrdersRepository } from './repository';

const PAGE_SIZE = 10;

/** The use-time window [from, to) of the list, as 'YYYY-MM-DD…' strings comparable with use_time. */
export function listWindow(date: string | undefined, nowMs: number): { useFrom: string; useTo: string } {
  if (date && date.length === 7) {
    const [y, m] = date.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return { useFrom: `${date}-01`, useTo: `${next}-01` };
  }
  if (date) return { useFrom: date, useTo: addDays(date, 1) };
  const today = chinaDay(nowMs);
  return { useFrom: addDays(today, -DEFAULT_RANGE_DAYS), useTo: addDays(today, CAR_BOOKING_DAYS + 1) };
}

export async function carOrderList(
  db: Db,
  auth: AuthInfo,
  req: CarOrderListRequest,
  nowMs: number,
): Promise<{ list: CarOrderListItem[]; page: PageData }> {
  const repo = carOrdersRepository(db);
  const page = toPage(req, PAGE_SIZE);
  const filter = {
    ...scopeFor(auth, req.findScope),
    ...listWindow(req.date, nowMs),
    orderNo: req.orderNo?.trim() || undefined,
    empName: req.empName?.trim() || undefined,
    linkTel: req.linkTel?.trim() || undefined,
    cityCode: req.cityId?.trim() || undefined,
    orderType: req.orderType,
    tripOnly: req.tripOnly === true,
  };
  const [rows, total] = await Promise.all([repo.list(filter, page.offset, page.count), repo.count(filter)]);
  const nos = await repo.ccsqdNos([...new Set(rows.flatMap((r) => (r.ccsqd_id ? [r.ccsqd_id] : [])))]);
  const list = rows.map<CarOrderListItem>((r) => ({
    orderId: r.id,
    orderNo: r.order_no,
    orderType: Number(r.order_type),
    productType: Number(r.product_type),
    orderStatus: r.order_status,
    useType: Number(r.use_type) as CarUseType,
    useTime: r.use_time,
    fromName: r.from_name,
    toName: r.to_name,
    cityName: r.city_name,
    passengerName: r.passenger_name,
    vehicleTypeId: r.vehicle_type_id,
    amount: fenToYuan(Number(r.total_fen)),
    ccsqdNo: r.ccsqd_id ? (nos.get(r.ccsqd_id) ?? '') : '',
    createdAt: chinaDateTime(Number(r.created_at)),
  }));
  return { list, page: pageData(page, total) };
}
