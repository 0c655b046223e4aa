/**
 * book and v2/book (SPEC §5 hotel, §7 Hotel booking), one implementation inside the route's idempotent transaction.
 * The client's numbers are never trusted: the form's rules (stay, rooms and guests, arrival lead time, note,
 * cancellation rules ticked), the plan priced now (expired, full, price changed), the guests in the booker's scope,
 * the travel policy (nightly cap; a reason above it, blocked when the company must comply), required fields, the trip
 * request and its accommodation budget, duplicates, approval, the service fee and the guarantee are established
 * again. The order (orders/creation.ts), the hotel rows and the rooms taken from the supplier's stock commit in ONE
 * transaction: two bookings racing for the last room cannot both succeed.
 */
import type { HotelBookData, HotelBookRequest, TravellerRef } from '../../../../src/api/contract/hotel';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import { newId } from '../../lib/crypto';
import { chinaDateTime } from '../../lib/time';
import { reserveRooms, supplierCity } from '../../suppliers/hotel';
import { delayMs } from '../../suppliers/kit/step';
import {
  approvalRequired,
  bookedOrderFields,
  checkRequiredFields,
  checkTripRequest,
  orderViolationsOf,
  reasonPicker,
} from '../booking/bookSteps';
import type { BookingFormFields } from '../booking/bodySchemas';
import { employeeIds, resolvePassengers, type Passenger } from '../booking/passengers';
import { loadBookingRules } from '../booking/service';
import { storedText } from '../orders/afterSales';
import { createOrder, type CreatedOrder, type JobSpec } from '../orders/creation';
import type { AuthInfo } from '../session/service';
import { markRouteBooked } from '../trip/booking';
import { checkBookingForm, checkOccupancy, guaranteeOf, pricedPlan, type PricedPlan } from './checks';
import { CONFIRM_DELAY_MS, CPLX_HOTEL, GUARANTEE_LIMIT_MS, JOB, ORDER_NO_PREFIX, SUBMIT_LIMIT_MS } from './codes';
import { OVER_CAP, hotelPolicyContext, planPolicy } from '../hotel/policy';
import { maskCard } from './present';
import { planName } from '../hotel/present';
import { hotelOrdersRepository } from './repository';
import { serviceFeeOf } from './serviceFee';

/** The order's price lines: one per night (the room price × rooms), then the service fee per room-night. */
export function priceLinesOf(
  nights: readonly string[],
  nightlyFen: readonly number[],
  rooms: number,
  feeUnitFen: number,
) {
  const lines: PriceLineFen[] = nights.map((night, i) => {
    const unitFen = nightlyFen[i] ?? 0;
    return { kind: 'fare', label: night, unitFen, count: rooms, amountFen: unitFen * rooms };
  });
  const roomFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const count = rooms * nights.length;
  if (feeUnitFen > 0) {
    lines.push({ kind: 'serviceFee', label: 'serviceFee', unitFen: feeUnitFen, count, amountFen: feeUnitFen * count });
  }
  return { lines, roomFen, feeFen: feeUnitFen * count, totalFen: roomFen + feeUnitFen * count };
}

/** What a hotel booking (domestic book, international bookGj) established before the shared order steps. */
export interface HotelOrderPlan {
  /** The form fields of the request (contact, cost centre, project, reasons, trip request, duplicates). */
  form: BookingFormFields & { tripType?: 1 | 2; roomSharing?: boolean };
  priced: PricedPlan;
  stay: { checkIn: string; checkOut: string; nights: string[] };
  rooms: number;
  /** The guests resolved in the booker's scope, with the room each stays in (same order). */
  guests: readonly Passenger[];
  guestRooms: readonly number[];
  /** Who the travel policy is computed for (the guests who are employees or frequent travellers). */
  policyRefs: readonly TravellerRef[];
  arrivalTime: string;
  guestNote: string;
  membershipCard: string;
}

/** The order the shared steps created. */
export interface PlacedHotelOrder {
  order: CreatedOrder;
  totalFen: number;
  needsApproval: boolean;
  guarantee: { required: boolean; fen: number };
  onsite: boolean;
}

/**
 * The steps every hotel booking shares after its own checks, inside the route's idempotent transaction: the travel
 * policy (nightly cap; a reason above it, blocked when the company must comply), the required fields, the service
 * fee and price lines, the trip request and its budget, duplicates, approval, the rooms taken from the supplier's
 * stock (never oversold), the order (orders/creation.ts) and the hotel rows.
 */
export async function placeHotelOrder(
  trx: Db,
  auth: AuthInfo,
  p: HotelOrderPlan,
  nowMs: number,
): Promise<PlacedHotelOrder> {
  const { form: req, stay, guests } = p;
  const { hotel, room, plan } = p.priced;
  const repo = hotelOrdersRepository(trx);
  const travellerEmpIds = [...new Set(employeeIds(guests))];
  const tripType = req.tripType ?? 1;
  const { rules, serviceFeeFen } = await loadBookingRules(trx, auth.corpId, CPLX_HOTEL);
  const reasonOf = reasonPicker(trx, auth.corpId, CPLX_HOTEL, rules);
  // The travellers' nightly cap in the city (the shopping module's policy: the same wb the list showed).
  const policyCtx = await hotelPolicyContext(trx, auth, p.policyRefs, hotel.cityId, tripType);
  const violated = planPolicy(plan.avgFen, policyCtx, 'zh-CN').wb !== 0;
  let violationReason = '';
  if (violated) {
    if (rules.mustComply) throw invalid('policyBlocked');
    violationReason = await reasonOf(
      req.violationReasonId,
      req.violationReasonText,
      'violationReasonId',
      'hotelOrders.violationReasonRequired',
    );
  }
  const remark = await checkRequiredFields(trx, auth.corpId, rules, req);

  const fee = serviceFeeOf(serviceFeeFen, CPLX_HOTEL, p.rooms, stay.nights.length);
  const price = priceLinesOf(stay.nights, plan.nightlyFen, p.rooms, fee.unitFen);
  const { request, overBudgetReason } = await checkTripRequest(trx, auth, req, {
    product: CPLX_HOTEL,
    dates: [stay.checkIn, stay.checkOut],
    travellerEmpIds,
    amountFen: price.totalFen,
    reasonOf,
  });
  if (!req.confirmDuplicate) {
    const same = await repo.overlapping(auth.corpId, stay.checkIn, stay.checkOut, {
      empIds: travellerEmpIds,
      contactsIds: guests.flatMap((g) => (g.contactsId ? [g.contactsId] : [])),
    });
    const first = same[0];
    if (first) {
      throw invalid('hotelOrders.duplicate', {
        name: first.name,
        checkIn: first.check_in,
        checkOut: first.check_out,
      });
    }
  }
  const violations = orderViolationsOf(violated ? [OVER_CAP] : [], violationReason, request, overBudgetReason);
  const needsApproval = await approvalRequired(trx, auth, {
    product: CPLX_HOTEL,
    rules,
    travellerEmpIds,
    violations,
  });

  // Rooms: one conditional statement per night; a race lost refuses the whole booking (the transaction rolls back).
  if (!(await reserveRooms(trx, plan.planKey, p.rooms, nowMs))) throw invalid('hotelOrders.full');

  const guarantee = guaranteeOf(plan, p.rooms, p.arrivalTime);
  const onsite = plan.payType === 'onsite';
  const status: OrderStatus = needsApproval ? 'awaitingSubmission' : onsite ? 'processing' : 'awaitingPayment';
  const holdJob: JobSpec & { afterMs: number } = needsApproval
    ? { kind: JOB.submitExpire, afterMs: SUBMIT_LIMIT_MS }
    : guarantee.required
      ? { kind: JOB.guaranteeExpire, afterMs: GUARANTEE_LIMIT_MS }
      : { kind: JOB.confirm, afterMs: delayMs(`hotel.confirm|${plan.planKey}|${nowMs}`, ...CONFIRM_DELAY_MS) };
  const city = supplierCity(hotel.cityId);
  const orderFields = bookedOrderFields(auth, req, {
    approvalRequired: needsApproval,
    violationReason,
    overBudgetReason,
    remark,
  });
  const order = await createOrder(
    trx,
    {
      ...orderFields,
      status,
      orderNoPrefix: ORDER_NO_PREFIX,
      orderType: ORDER_TYPE.hotel,
      productType: Number(CPLX_HOTEL),
      totalFen: price.totalFen,
      title: storedText('hotelOrders.title', {
        hotel: hotel.name,
        checkIn: stay.checkIn,
        nights: stay.nights.length,
      }),
      travelDate: stay.checkIn,
      travelEndDate: stay.checkOut,
      travellers: guests,
      note: storedText(
        status !== 'processing'
          ? 'hotelOrders.note.booked'
          : guarantee.required
            ? 'hotelOrders.note.awaitingGuarantee'
            : 'hotelOrders.note.onsite',
      ),
      expiryJob: { kind: JOB.expire },
      holdJob,
    },
    { nowMs, actorEmpId: auth.empId },
  );
  await repo.insertOrder(
    {
      order_id: order.orderId,
      corp_id: auth.corpId,
      hotel_id: hotel.hotelId,
      hotel_name: hotel.name,
      hotel_name_en: hotel.nameEn,
      star: hotel.star,
      city_id: hotel.cityId,
      city_name: city?.name.zh ?? '',
      city_name_en: city?.name.en ?? '',
      address: hotel.address,
      address_en: hotel.addressEn,
      phone: hotel.phone,
      lat: hotel.location.lat,
      lng: hotel.location.lng,
      image: hotel.images[0] ? `/obt/hotel/img/${hotel.images[0].name}` : '',
      room_id: room.roomId,
      room_name: room.name,
      room_name_en: room.nameEn,
      bed_type: room.bedType,
      plan_id: plan.planId,
      plan_name: planName(plan, 'zh-CN'),
      plan_key: plan.planKey,
      breakfast: plan.breakfast,
      pay_type: plan.payType,
      guarantee_kind: plan.guarantee,
      cancel_kind: plan.cancel.kind,
      cancel_free_until: plan.cancel.freeUntil,
      cancel_penalty_fen: plan.cancel.kind === 'limited' ? (plan.nightlyFen[0] ?? 0) * p.rooms : 0,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      nights: stay.nights.length,
      rooms: p.rooms,
      arrival_time: p.arrivalTime,
      guest_note: p.guestNote.trim(),
      membership_card: p.membershipCard,
      confirmation_no: '',
      room_sharing: req.roomSharing && policyCtx.roomSharing ? 1 : 0,
      trip_type: tripType,
      guarantee_required: guarantee.required ? 1 : 0,
      guarantee_fen: guarantee.fen,
      room_fen: price.roomFen,
      service_fee_fen: price.feeFen,
      price_json: JSON.stringify(price.lines),
      route_id: request?.routeId || null,
      violations_json: JSON.stringify(violations),
      cancel_fee_fen: 0,
      created_at: nowMs,
    },
    stay.nights.map((night, i) => ({
      order_id: order.orderId,
      corp_id: auth.corpId,
      night,
      price_fen: plan.nightlyFen[i] ?? 0,
      refunded: 0,
    })),
    guests.map((g, seq) => ({
      id: newId(nowMs),
      order_id: order.orderId,
      corp_id: auth.corpId,
      seq,
      room_index: p.guestRooms[seq] ?? 0,
      name: g.name,
      emp_id: g.empId,
      contacts_id: g.contactsId,
    })),
  );
  if (request?.routeId) await markRouteBooked(trx, request.routeId, order.orderId, price.totalFen, nowMs);
  return { order, totalFen: price.totalFen, needsApproval, guarantee, onsite };
}

export function hotelBooking() {
  return {
    async book(trx: Db, auth: AuthInfo, req: HotelBookRequest, nowMs: number): Promise<HotelBookData> {
      const stay = checkBookingForm(req, nowMs);
      const checked = await pricedPlan(trx, auth.corpId, req.planKey, req.rooms, req.avgPrice, nowMs);
      if ('refusal' in checked) throw invalid(checked.refusal.key, checked.refusal.params);
      const { room, plan } = checked.priced;
      checkOccupancy(req, room);
      const repo = hotelOrdersRepository(trx);

      const guests = await resolvePassengers(trx, auth, req.guests, stay.checkIn);
      const travellerEmpIds = [...new Set(employeeIds(guests))];
      let membershipCard = '';
      if (req.membershipId) {
        const card = await repo.membership(auth.corpId, [...travellerEmpIds, auth.empId], req.membershipId);
        if (!card) throw invalid('hotelOrders.membershipInvalid');
        membershipCard = maskCard(card.card_no);
      }
      const placed = await placeHotelOrder(
        trx,
        auth,
        {
          form: req,
          priced: checked.priced,
          stay,
          rooms: req.rooms,
          guests,
          guestRooms: req.guests.map((g) => g.roomIndex),
          policyRefs: req.guests,
          arrivalTime: req.arrivalTime,
          guestNote: req.guestNote ?? '',
          membershipCard,
        },
        nowMs,
      );
      const { order, guarantee, onsite } = placed;
      const nextStep: HotelBookData['nextStep'] = placed.needsApproval
        ? 'awaitingSubmission'
        : !onsite
          ? 'pay'
          : guarantee.required
            ? 'guarantee'
            : 'confirm';
      return {
        orderId: order.orderId,
        orderNo: order.orderNo,
        amount: fenToYuan(placed.totalFen),
        nextStep,
        payDeadline: order.payDeadline === null ? '' : chinaDateTime(order.payDeadline),
        payType: plan.payType,
        guaranteeRequired: guarantee.required,
        guaranteeAmount: fenToYuan(guarantee.fen),
      };
    },
  };
}
