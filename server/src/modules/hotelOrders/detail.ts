/**
 * hotelOrderDetail (SPEC §7, GET): the shared order detail (orders/detail.ts: form fields, masked contact, timeline,
 * money) with the hotel, room and plan as booked, the nights, the guests by room (phones and documents masked,
 * SPEC §9), the guarantee, the refunds and the actions the order allows now: pay (unpaid prepay before its
 * deadline), guarantee (an onsite order waiting for its card), cancel (unpaid, or booked until the check-in day as
 * the plan's rule allows) and refund (a paid prepay order with nights not yet past).
 */
import { intlOrderPart } from '../hotelIntl/detail';
import type { HotelOrderDetail } from '../../../../src/api/contract/hotel';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { maskDocument } from '../people/service';
import { orderInScope } from '../orders/afterSales';
import { creationRepository } from '../orders/creationRepository';
import { orderDetailBase, priceLinesOut } from '../orders/detail';
import type { AuthInfo } from '../session/service';
import { BOOKED_CANCELLABLE, UNPAID_CANCELLABLE, bookedCancellable } from './cancel';
import { cancelRuleOf, localNames, orderPlanName } from './present';
import { hotelOrdersRepository } from './repository';

/** Statuses a refund of some nights may start from (one refund at a time). */
export const REFUNDABLE: readonly OrderStatus[] = ['confirmed', 'partRefunded'];

/** A price line in the reader's words: a night's rooms or the service fee. */
function priceLabel(locale: Locale, l: PriceLineFen): string {
  return l.kind === 'serviceFee' ? translate(locale, 'hotelOrders.line.serviceFee') : l.label;
}

const asBedType = (b: string): HotelOrderDetail['room']['bedType'] =>
  b === 'twin' || b === 'queen' || b === 'single' ? b : 'king';
const asStar = (n: number): HotelOrderDetail['hotel']['star'] => (n <= 2 ? 2 : n >= 5 ? 5 : (n as 3 | 4));

export async function hotelOrderDetail(
  db: Db,
  auth: AuthInfo,
  orderId: string,
  locale: Locale,
  nowMs: number,
): Promise<HotelOrderDetail> {
  const order = await orderInScope(db, auth, orderId, [ORDER_TYPE.hotel]);
  if (!order) throw notFound();
  const repo = hotelOrdersRepository(db);
  const h = await repo.hotelOrder(orderId);
  if (!h) throw notFound();
  const [nights, guests, travellers, guarantee, refunds, base, intl] = await Promise.all([
    repo.nights(orderId),
    repo.guests(orderId),
    creationRepository(db).travellers(orderId),
    repo.guarantee(orderId),
    repo.refundsOf(orderId),
    orderDetailBase(db, auth.corpId, order, h.violations_json, nowMs, locale),
    intlOrderPart(db, orderId, h.hotel_id, locale),
  ]);
  const names = localNames(h, locale);
  const status = order.order_status as OrderStatus;
  const today = chinaToday(nowMs);
  const paid = order.paid_at !== null && h.pay_type === 'prepay';
  const holdsMoney = paid || guarantee?.status === 'held';
  const awaitingGuarantee = status === 'processing' && h.guarantee_required === 1 && !guarantee;
  const travellerBySeq = new Map(travellers.map((t) => [t.seq, t]));
  return {
    ...base.fields,
    ...(order.ccsqd_id ? { ccsqdId: order.ccsqd_id, ccsqdNo: base.names.ccsqdNo } : {}),
    ...(h.route_id ? { routeId: h.route_id } : {}),
    priceLines: priceLinesOut(h.price_json, (l) => priceLabel(locale, l)),
    refunds: refunds.map((r) => ({ refundId: r.id, status: r.status, amount: fenToYuan(Number(r.amount_fen)) })),
    changes: [],
    hotel: {
      hotelId: h.hotel_id,
      name: names.hotel,
      nameEn: h.hotel_name_en,
      star: asStar(Number(h.star)),
      address: names.address,
      location: { lat: Number(h.lat), lng: Number(h.lng) },
      image: h.image,
      cityName: names.city,
      phone: h.phone,
    },
    room: { roomId: h.room_id, name: names.room, bedType: asBedType(h.bed_type) },
    plan: {
      planId: h.plan_id,
      name: orderPlanName(h, locale),
      breakfast: Math.max(0, Math.min(2, Number(h.breakfast))) as 0 | 1 | 2,
      payType: h.pay_type === 'onsite' ? 'onsite' : 'prepay',
    },
    checkIn: h.check_in,
    checkOut: h.check_out,
    nights: Number(h.nights),
    rooms: Number(h.rooms),
    arrivalTime: h.arrival_time,
    nightly: nights.map((n) => ({ date: n.night, price: fenToYuan(Number(n.price_fen)) })),
    guests: guests.map((g) => {
      const t = travellerBySeq.get(g.seq);
      return {
        name: g.name,
        roomIndex: Number(g.room_index),
        empId: g.emp_id ?? '',
        phoneNumber: maskMobile(t?.phone ?? ''),
        idno: t ? maskDocument(t.id_type, t.idno) : '',
      };
    }),
    cancel: cancelRuleOf(h),
    guestNote: h.guest_note,
    membershipCard: h.membership_card,
    confirmationNo: h.confirmation_no,
    guarantee: {
      required: h.guarantee_required === 1,
      amount: fenToYuan(Number(h.guarantee_fen)),
      last4: guarantee?.last4 ?? '',
      status: guarantee ? (guarantee.status as 'held' | 'released' | 'charged') : '',
    },
    actions: {
      pay: base.payOpen,
      guarantee: awaitingGuarantee,
      cancel:
        UNPAID_CANCELLABLE.includes(status) ||
        (BOOKED_CANCELLABLE.includes(status) && bookedCancellable(h, nowMs, holdsMoney)),
      refund: paid && REFUNDABLE.includes(status) && nights.some((n) => n.refunded === 0 && n.night >= today),
    },
    ...(intl ? { intl } : {}),
  };
}
