/**
 * The two shopping calls that belong to booking (SPEC §7): priceValidate (version 1 and 2: the plan still sells at
 * the price the user saw, with enough rooms; SPEC §8 messages "price plan expired, re-query", "hotel full for the
 * period", "price changed") and v2/checkSameOrder (the guests' live hotel orders overlapping the stay). Read-only.
 */
import type {
  HotelPriceValidateData,
  HotelPriceValidateRequest,
  HotelSameOrderData,
  HotelSameOrderRequest,
  RatePlan,
} from '../../../../src/api/contract/hotel';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { bookingRepository } from '../booking/repository';
import { employeeInBookingScope } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { hotelPolicyContext, planPolicy } from '../hotel/policy';
import { ratePlanOf } from '../hotel/present';
import { pricedPlan } from './checks';
import { hotelOrdersRepository } from './repository';

export async function priceValidate(
  db: Db,
  auth: AuthInfo,
  req: HotelPriceValidateRequest,
  locale: Locale,
  nowMs: number,
): Promise<HotelPriceValidateData> {
  const checked = await pricedPlan(db, auth.corpId, req.planKey, req.rooms, req.avgPrice, nowMs);
  if (!('refusal' in checked)) return { valid: true, reason: '', message: '' };
  const { refusal, priced } = checked;
  let plan: RatePlan | undefined;
  if (refusal.reason === 'priceChanged' && priced) {
    // The plan at today's price with the booker's policy flag, as the shopping calls answer it.
    const policy = await hotelPolicyContext(db, auth, [], priced.hotel.cityId);
    plan = ratePlanOf(priced.plan, locale, planPolicy(priced.plan.avgFen, policy, locale));
  }
  return {
    valid: false,
    reason: refusal.reason,
    message: translate(locale, refusal.key, refusal.params),
    ...(plan ? { plan } : {}),
  };
}

export async function checkSameOrder(db: Db, auth: AuthInfo, req: HotelSameOrderRequest): Promise<HotelSameOrderData> {
  // Only employees the booker may book for: nobody else's stays are told.
  const empIds: string[] = [];
  for (const g of req.guests) {
    if (g.empId && (await employeeInBookingScope(db, auth.corpId, auth.empId, g.empId))) empIds.push(g.empId);
  }
  // And only the booker's own frequent travellers (another employee's contact ids tell nothing).
  const asked = req.guests.flatMap((g) => (!g.empId && g.contactsId ? [g.contactsId] : []));
  const contactsIds = asked.length
    ? (await bookingRepository(db).frequentTravellers(auth.corpId, auth.empId, asked)).map((c) => c.id)
    : [];
  const rows = await hotelOrdersRepository(db).overlapping(auth.corpId, req.checkIn, req.checkOut, {
    empIds,
    contactsIds,
  });
  return {
    orders: rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      hotelName: r.hotel_name,
      checkIn: r.check_in,
      checkOut: r.check_out,
      guestName: r.name,
    })),
  };
}
