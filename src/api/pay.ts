/** Payment (SPEC §7 Common: payment; ARCHITECTURE §5 payment, §7 idempotency). */
import { request } from './transport';
import { type Answer, type Obj, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

/** pay/online: company account or online payment of one or more orders. */
export interface PayOnlineRequest {
  orderList: Obj[];
  /** Payment password (fixed-key cipher) for company-account payment. */
  payPwd?: string;
  payScene: string | number;
  subjectBeanList?: Obj[];
  /** Page host to return to after the cashier. */
  webHost?: string;
}

export const getPaySubject = (body: Obj): Answer => request('/obt/getPaySubject', body);
export const onlinePay = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/onlinePay', body, write(idempotencyKey));
export const payOnline = (body: PayOnlineRequest, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/pay/online', body, write(idempotencyKey));
/** Payment status, polled by order (quiet). */
export const queryOnlinePayStatus = (body: Obj): Answer => request('/obt/queryOnlinePayStatus', body, QUIET);
export const getPayOrderIdList = (body: Obj): Answer => request('/obt/getPayOrderIdList', body);
/** SMS code for company-account payment. */
export const payGetSmsCode = (body: Obj = {}): Answer => request('/obt/pay/getSmsCode', body);
export const paySmsCodeCheck = (body: Obj): Answer => request('/obt/pay/smsCodeCheck', body);
