/**
 * bookGj (SPEC §7 International hotel /hotel/order/bookGj: rooms with customers, nationality, invoice delivery) inside
 * the route's idempotent transaction. The international checks come first — the stay and form rules shared with
 * domestic (hotelOrders/checks.ts), the room conditions (≥ 1 adult per room, children 0–17, ≤ 10 children, ≤ 10
 * guests: src/domain/hotel/occupancy.ts), the nationality code, the guests exactly as the occupancy with names in
 * Latin letters, the plan priced now (expired, full, price changed), the room type taking every room, the invoice
 * delivery (an e-mail or an address when an invoice is wanted; the title must be the booker's) — then the steps
 * every hotel booking shares (hotelOrders/booking.ts placeHotelOrder: policy cap, required fields, trip request and
 * budget, duplicates, approval, rooms from stock never oversold, the 11007 order and the hotel rows), then the
 * international part of the order. International plans are prepaid: next step 'pay' (or approval).
 */
import type { TravellerInput } from '../../../../src/api/contract/booking';
import type { TravellerRef } from '../../../../src/api/contract/hotel';
import type { BookGjData, BookGjRequest, IntlGuestInput } from '../../../../src/api/contract/hotelIntl';
import { HOTEL_INTL_LIMITS } from '../../../../src/api/contract/hotelIntl';
import { isLatinName, roomTakesAll } from '../../../../src/domain/hotel/occupancy';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { fenToLocal, intlFactsOf, intlHotelCity } from '../../suppliers/hotel';
import { resolvePassengers } from '../booking/passengers';
import { placeHotelOrder } from '../hotelOrders/booking';
import { checkBookingForm, pricedPlan } from '../hotelOrders/checks';
import type { AuthInfo } from '../session/service';
import { limitsOf, taxesOf } from './present';
import { hotelIntlRepository } from './repository';
import { checkConditions } from './service';

/** 'ZHANG/SAN': how a guest named in Latin letters is stored and shown (upper case, as on a passport). */
export const latinName = (g: Pick<IntlGuestInput, 'surname' | 'givenName'>): string =>
  `${g.surname.trim().toUpperCase()}/${g.givenName.trim().toUpperCase()}`;

/** Every room's guests are its adults and children exactly (children with their ages), named in Latin letters. */
function checkGuests(req: BookGjRequest): void {
  for (const g of req.guests) {
    if (!isLatinName(g.surname) || !isLatinName(g.givenName)) {
      throw invalid('hotelIntl.guests.latin', { name: `${g.surname} ${g.givenName}`.trim() });
    }
    if (
      g.isChild &&
      (g.age === undefined || !Number.isInteger(g.age) || g.age < 0 || g.age > HOTEL_INTL_LIMITS.maxChildAge)
    ) {
      throw invalid('hotelIntl.guests.childAge', { name: latinName(g) });
    }
  }
  const matches = req.occupancy.every((room, i) => {
    const inRoom = req.guests.filter((g) => g.roomIndex === i);
    const ages = inRoom.flatMap((g) => (g.isChild ? [g.age ?? -1] : [])).sort((a, b) => a - b);
    const want = [...room.childAges].sort((a, b) => a - b);
    return (
      inRoom.filter((g) => !g.isChild).length === room.adults &&
      ages.length === want.length &&
      ages.every((a, j) => a === want[j])
    );
  });
  if (!matches || req.guests.some((g) => g.roomIndex >= req.occupancy.length))
    throw invalid('hotelIntl.guests.mismatch');
}

/** A guest as the shared traveller resolution takes it (no document: hotels abroad need the names only). */
const travellerOf = (g: IntlGuestInput): TravellerInput => ({
  psgName: latinName(g),
  psgType: g.isChild ? 2 : 1,
  idType: 'PASSPORT',
  idno: '',
  sex: 'M',
  born: '',
  phoneNumber: '',
  ...(g.empId ? { empId: g.empId } : {}),
  ...(g.contactsId && !g.empId ? { contactsId: g.contactsId } : {}),
});

export async function bookGj(trx: Db, auth: AuthInfo, req: BookGjRequest, nowMs: number): Promise<BookGjData> {
  const nationality = req.nationality ?? HOTEL_INTL_LIMITS.defaultNationality;
  checkConditions(req.occupancy, nationality);
  const rooms = req.occupancy.length;
  const stay = checkBookingForm({ ...req, rooms, guests: req.guests }, nowMs);
  checkGuests(req);

  const checked = await pricedPlan(trx, auth.corpId, req.planKey, rooms, req.avgPrice, nowMs);
  if ('refusal' in checked) throw invalid(checked.refusal.key, checked.refusal.params);
  const { hotel, room, plan } = checked.priced;
  const city = intlHotelCity(hotel.cityId);
  const facts = intlFactsOf(hotel.hotelId);
  if (!city || !facts) throw invalid('hotelIntl.planExpired');
  if (plan.payType !== 'prepay') throw invalid('hotelIntl.prepayOnly');
  const limits = limitsOf(room);
  if (!roomTakesAll(limits, req.occupancy)) {
    throw invalid('hotelIntl.occupancy.roomTooSmall', { adults: limits.maxAdults, children: limits.maxChildren });
  }

  const repo = hotelIntlRepository(trx);
  const inv = req.invoice;
  let titleName = '';
  if (inv.needInvoice) {
    if (!(inv.email ?? '').trim() && !inv.address) throw invalid('hotelIntl.invoice.delivery');
    if (inv.titleId) {
      const name = await repo.invoiceTitleName(auth.corpId, auth.empId, inv.titleId);
      if (name === undefined) throw invalid('hotelIntl.invoice.title');
      titleName = name;
    }
  }

  const guests = await resolvePassengers(trx, auth, req.guests.map(travellerOf), stay.checkIn);
  const policyRefs = req.guests.flatMap<TravellerRef>((g) =>
    g.empId ? [{ empId: g.empId }] : g.contactsId ? [{ contactsId: g.contactsId }] : [],
  );
  const placed = await placeHotelOrder(
    trx,
    auth,
    {
      form: req,
      priced: checked.priced,
      stay,
      rooms,
      guests,
      guestRooms: req.guests.map((g) => g.roomIndex),
      policyRefs,
      arrivalTime: req.arrivalTime,
      guestNote: req.guestNote ?? '',
      membershipCard: '',
    },
    nowMs,
  );
  const allFen = plan.totalFen * rooms;
  const taxes = taxesOf(allFen, stay.nights.length, rooms, facts);
  await repo.insertIntlOrder({
    order_id: placed.order.orderId,
    corp_id: auth.corpId,
    nationality,
    occupancy_json: JSON.stringify(req.occupancy.map((o) => ({ adults: o.adults, childAges: [...o.childAges] }))),
    guests_json: JSON.stringify(
      req.guests.map((g) => ({
        roomIndex: g.roomIndex,
        surname: g.surname.trim().toUpperCase(),
        givenName: g.givenName.trim().toUpperCase(),
        isChild: g.isChild,
        age: g.isChild ? (g.age ?? null) : null,
      })),
    ),
    currency: facts.currency,
    local_total: fenToLocal(allFen, facts.currency),
    tax_included_fen: Math.round(taxes.included * 100),
    tax_at_hotel: taxes.payAtHotel,
    need_invoice: inv.needInvoice ? 1 : 0,
    invoice_title_id: inv.needInvoice ? (inv.titleId ?? '') : '',
    invoice_title_name: titleName,
    invoice_email: inv.needInvoice ? (inv.email ?? '').trim() : '',
    invoice_address_json: inv.needInvoice && inv.address ? JSON.stringify(inv.address) : '',
    created_at: nowMs,
  });
  return {
    orderId: placed.order.orderId,
    orderNo: placed.order.orderNo,
    amount: fenToYuan(placed.totalFen),
    nextStep: placed.needsApproval ? 'awaitingSubmission' : 'pay',
    payDeadline: placed.order.payDeadline === null ? '' : chinaDateTime(placed.order.payDeadline),
    payType: 'prepay',
  };
}
