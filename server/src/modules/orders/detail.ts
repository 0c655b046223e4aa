/**
 * Presentation parts every product's order detail shares (flights, trains…): the booking-form fields and money of
 * the `orders` row, the timeline, the masked travellers, price lines and insurance, in the contract's shapes
 * (documents and phones masked, SPEC §9; times in China time; money in yuan).
 */
import type { PriceLine } from '../../../../src/api/contract/orders';
import { maskEmail, maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { chinaDateTime } from '../../lib/time';
import { maskDocument } from '../people/service';
import { parseViolations } from '../approval/outcome';
import { detailRepository, type FormRefs } from './detailRepository';
import { orderTimeline } from './lifecycle';

/** A stored JSON column, or the fallback when it is unreadable. */
export function parseJson<T>(json: string | null | undefined, fallback: T): T {
  try {
    return JSON.parse(json ?? '') as T;
  } catch {
    return fallback;
  }
}

/** The `orders` columns the shared detail reads. */
export interface DetailOrderRow extends FormRefs {
  id: string;
  corp_id: string;
  order_no: string;
  order_type: number;
  order_status: string;
  link_man: string;
  link_tel: string;
  link_email: string;
  violation_reason: string;
  remark: string;
  total_fen: number | string | bigint;
  paid_at: number | string | bigint | null;
  pay_deadline: number | string | bigint | null;
  created_at: number | string | bigint;
}

/** The stored price lines in the reader's language (`label` names a line by the product's own words). */
export function priceLinesOut(json: string | null | undefined, label: (l: PriceLineFen) => string): PriceLine[] {
  return parseJson<PriceLineFen[]>(json, []).map((l) => ({
    kind: l.kind,
    label: label(l),
    unitPrice: fenToYuan(l.unitFen),
    count: l.count,
    amount: fenToYuan(l.amountFen),
  }));
}

/** A passenger's insurance as stored (product id, name, price in fen) in yuan. */
export function insuranceOut(json: string | null | undefined): { bxid: string; bxmc: string; price: number }[] {
  return parseJson<{ bxid: string; bxmc: string; priceFen: number }[]>(json, []).map((i) => ({
    bxid: i.bxid,
    bxmc: i.bxmc,
    price: fenToYuan(Number(i.priceFen)),
  }));
}

/** A traveller of the order with the document and phone masked. */
export function maskedTraveller(p: {
  id: string;
  name: string;
  psgType: number;
  idType: string;
  idno: string;
  phone: string;
  empId: string | null;
}) {
  return {
    psgId: p.id,
    psgName: p.name,
    psgType: (p.psgType === 2 || p.psgType === 3 ? p.psgType : 1) as 1 | 2 | 3,
    idType: p.idType,
    idno: maskDocument(p.idType, p.idno),
    phoneNumber: maskMobile(p.phone),
    empId: p.empId ?? '',
  };
}

/**
 * What every order detail shows of the `orders` row: number, type, status, contact (masked), the form's names,
 * violation reason and items, remark, amount, payment, creation time and the timeline; and the pay deadline (ms)
 * and whether paying is still open for the product's actions.
 */
export async function orderDetailBase(
  db: Db,
  corpId: string,
  order: DetailOrderRow,
  violationsJson: string | null,
  nowMs: number,
  /** The reader's language (timeline notes). */
  locale: Locale = 'zh-CN',
) {
  const [events, names] = await Promise.all([
    orderTimeline(db, order.id, locale),
    detailRepository(db).formNames(corpId, order),
  ]);
  const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
  return {
    names,
    deadlineMs: deadline,
    payOpen: order.order_status === 'awaitingPayment' && (deadline === null || nowMs < deadline),
    fields: {
      orderId: order.id,
      orderNo: order.order_no,
      orderType: order.order_type,
      orderStatus: order.order_status,
      linkman: order.link_man,
      linkTel: maskMobile(order.link_tel),
      linkEmail: maskEmail(order.link_email),
      costCenterName: names.costCenterName,
      projectName: names.projectName,
      violationReason: order.violation_reason,
      remark: order.remark,
      violations: parseViolations(violationsJson),
      amount: fenToYuan(Number(order.total_fen)),
      paid: order.paid_at !== null,
      payDeadline: deadline === null ? '' : chinaDateTime(deadline),
      createdAt: chinaDateTime(Number(order.created_at)),
      timeline: events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note })),
    },
  };
}
