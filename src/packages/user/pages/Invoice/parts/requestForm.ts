/**
 * The invoice request form (SPEC §3 invoice request: kpType, glddlx/glddid/glddbh, e-mail for an electronic
 * invoice, delivery address and express type for paper) as pure data: the checks and the kpOrderAdd request.
 */
import type { Address } from '../../../../../api/contract';
import type { InvoiceOrderItem, KpOrderAddRequest, KpType, SendMode } from '../../../../../api/contract/invoice';
import { yuanToFen } from '../../../../../domain/money';
import { checkEmail, checkRemark } from '../../../../../domain/validators';
import { validationKey, type MessageKey } from '../../../../../i18n';
import '../../../../../i18n/parts/invoice';

/** kpOrderAdd takes 1..50 orders. */
export const MAX_ORDERS_PER_REQUEST = 50;

export interface RequestForm {
  /** The chosen title (swxx id); '' when none. */
  kpswxxId: string;
  kpType: KpType;
  /** Electronic: where the PDF link goes. */
  email: string;
  /** Paper: one of my saved addresses. */
  address: Address | null;
  sendMode: SendMode;
  remark: string;
}

export type RequestErrors = Partial<Record<'title' | 'email' | 'address' | 'fee' | 'remark', MessageKey>>;

export function newRequestForm(): RequestForm {
  return { kpswxxId: '', kpType: 1, email: '', address: null, sendMode: 2, remark: '' };
}

/** The order ids of the `orderIds` query ('a,b,c'): trimmed, each once, at most 50. */
export function parseOrderIds(param: string | undefined): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_ORDERS_PER_REQUEST);
}

/** Sum of the orders' paid amounts, in fen. */
export function ordersTotalFen(orders: readonly Pick<InvoiceOrderItem, 'amount'>[]): number {
  return orders.reduce((sum, o) => sum + yuanToFen(o.amount), 0);
}

/**
 * A title is required; electronic needs a well-formed e-mail; paper needs an address and the fee of the chosen
 * express type on screen (`feeShown`) before it can be sent; the remark is at most 200 characters.
 */
export function checkRequestForm(form: RequestForm, feeShown: boolean): RequestErrors {
  const errors: RequestErrors = {};
  if (!form.kpswxxId) errors.title = 'invoice.add.v.title';
  if (form.kpType === 1) {
    const code = checkEmail(form.email.trim());
    if (code) errors.email = validationKey(code);
  } else if (!form.address) {
    errors.address = 'invoice.add.v.address';
  } else if (!feeShown) {
    errors.fee = 'invoice.add.v.fee';
  }
  const remark = checkRemark(form.remark);
  if (remark) errors.remark = validationKey(remark);
  return errors;
}

/** kpOrderAdd: the orders as glddlx/glddid/glddbh; the e-mail (electronic) or the address and express type (paper). */
export function toKpOrderAddRequest(form: RequestForm, orders: readonly InvoiceOrderItem[]): KpOrderAddRequest {
  const request: KpOrderAddRequest = {
    kpswxxId: form.kpswxxId,
    kpType: form.kpType,
    orders: orders.map((o) => ({ glddlx: o.orderType, glddid: o.orderId, glddbh: o.orderNo })),
  };
  if (form.kpType === 1) request.email = form.email.trim();
  else if (form.address) request.express = { sendMode: form.sendMode, addressId: form.address.empAddrId };
  const remark = form.remark.trim();
  if (remark) request.remark = remark;
  return request;
}

/** Same request body, same text: the idempotency key is kept while the body stays the same. */
export function requestFingerprint(request: KpOrderAddRequest): string {
  return JSON.stringify(request);
}
