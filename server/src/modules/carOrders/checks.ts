/**
 * The pre-booking checks of a car booking (SPEC §7 Car checkPreBook, /vehicles/shopping/checkSameOrder; SPEC §8 car
 * messages): the company has the car product, the employee has no finished instant ride left unpaid (it must be paid
 * first; its order id is answered so the client can open it), the city has car models for the service; and the
 * passengers' open car orders within one hour of the use time (not cancelled or completed).
 */
import type {
  CarPreBookData,
  CarPreBookRequest,
  CarSameOrderData,
  CarSameOrderRequest,
} from '../../../../src/api/contract/car';
import { CAR_USE_TYPE, type CarUseType } from '../../../../src/api/contract/car';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { chinaDate } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { carProductEnabled, vehicleTypesFor } from '../../suppliers/car';
import type { AuthInfo } from '../session/service';
import { employeeInBookingScope } from '../people/repository';
import { carOrdersRepository } from './repository';

/** Same-order window around the use time (SPEC: ± 1 hour). */
const SAME_ORDER_MINUTES = 60;

export async function checkPreBook(
  db: Db,
  auth: AuthInfo,
  req: CarPreBookRequest,
  locale: Locale,
): Promise<CarPreBookData> {
  const refuse = (reason: CarPreBookData['reason'], extra: Partial<CarPreBookData> = {}): CarPreBookData => ({
    ok: false,
    reason,
    message: translate(locale, `carOrders.${reason}` as 'carOrders.productClosed'),
    ...extra,
  });
  if (!(await carProductEnabled(db, auth.corpId))) return refuse('productClosed');
  const unpaid = await carOrdersRepository(db).unpaidRide(auth.corpId, [auth.empId]);
  if (unpaid) return refuse('unpaidRide', { unpaidOrderId: unpaid.id });
  if (req.cityCode) {
    const useType: CarUseType =
      req.useType ?? (req.orderType === ORDER_TYPE.carRealTime ? CAR_USE_TYPE.instant : CAR_USE_TYPE.scheduled);
    if (vehicleTypesFor(req.cityCode, useType).length === 0) return refuse('noModels');
  }
  return { ok: true, reason: '', message: '' };
}

/** The passengers' open car orders whose use time is within one hour of `useTime`. */
export async function sameOrdersAround(
  db: Db,
  corpId: string,
  useTime: string,
  passengers: CarSameOrderRequest['passengers'],
  namesBookedBy?: string,
): Promise<CarSameOrderData['orders']> {
  const t = chinaDate(useTime);
  if (!t.isValid()) return [];
  const fmt = 'YYYY-MM-DD HH:mm';
  const rows = await carOrdersRepository(db).openAround(
    corpId,
    t.subtract(SAME_ORDER_MINUTES, 'minute').format(fmt),
    t.add(SAME_ORDER_MINUTES, 'minute').format(fmt),
    {
      empIds: passengers.flatMap((p) => (p.empId ? [p.empId] : [])),
      contactsIds: passengers.flatMap((p) => (p.contactsId ? [p.contactsId] : [])),
      names: passengers.flatMap((p) => (!p.empId && p.name.trim() ? [p.name.trim()] : [])),
      namesBookedBy,
    },
  );
  return rows.map((r) => ({
    orderId: r.id,
    orderNo: r.order_no,
    useTime: r.use_time,
    fromName: r.from_name,
    toName: r.to_name,
    passengerName: r.name,
  }));
}

export async function checkSameOrder(db: Db, auth: AuthInfo, req: CarSameOrderRequest): Promise<CarSameOrderData> {
  // Only people the caller may book for (issue 16 access matrix): another employee's rides are not told, nor the
  // rides of passengers named in someone else's orders.
  const passengers: CarSameOrderRequest['passengers'] = [];
  for (const p of req.passengers) {
    if (p.empId && !(await employeeInBookingScope(db, auth.corpId, auth.empId, p.empId))) continue;
    passengers.push(p);
  }
  return { orders: await sameOrdersAround(db, auth.corpId, req.useTime, passengers, auth.empId) };
}
