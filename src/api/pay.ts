/** Payment (SPEC §7 Common: payment; ARCHITECTURE §5 payment, §7 idempotency). */
import { request } from './transport';
import { type Answer, type Obj, PUBLIC, QUIET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type {
  DevProviderPayRequest,
  PayOnlineData,
  PayOnlineRequest,
  PaySmsCodeCheckData,
  PaySmsCodeCheckRequest,
  PaySmsCodeData,
  PaySmsCodeRequest,
  PayStatusData,
  PayStatusRequest,
  PaySubjectData,
  PaySubjectRequest,
} from './contract/pay';

export type { PayOnlineRequest } from './contract/pay';

/** The cashier's data: payment subjects, the orders, their amount and the payment deadline (SPEC §9: 15 min). */
export const getPaySubject = (body: PaySubjectRequest): Answer<PaySubjectData> => request('/obt/getPaySubject', body);
export const onlinePay = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/onlinePay', body, write(idempotencyKey));
/**
 * pay/online: company account or online payment of one or more orders. One key per payment intent (the cashier
 * keeps it for the visit), so a double tap or a retry after a lost answer never charges twice.
 */
export const payOnline = (
  body: PayOnlineRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<PayOnlineData> => request('/obt/pay/online', body, write(idempotencyKey));
/** Payment status, polled by order (quiet). */
export const queryOnlinePayStatus = (body: PayStatusRequest): Answer<PayStatusData> =>
  request('/obt/queryOnlinePayStatus', body, QUIET);
export const getPayOrderIdList = (body: Obj): Answer => request('/obt/getPayOrderIdList', body);
/** SMS code for company-account payment. */
export const payGetSmsCode = (body: PaySmsCodeRequest): Answer<PaySmsCodeData> => request('/obt/pay/getSmsCode', body);
export const paySmsCodeCheck = (body: PaySmsCodeCheckRequest): Answer<PaySmsCodeCheckData> =>
  request('/obt/pay/smsCodeCheck', body);
/**
 * Demo only: the simulated provider pays `payId` ('simulate scan' on the H5 cashier); it then sends the signed
 * notify that marks the orders paid. Public like every /obt/dev/ call of the reference server.
 */
export const devProviderPay = (body: DevProviderPayRequest): Answer => request('/obt/dev/providerPay', body, PUBLIC);
