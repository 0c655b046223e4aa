/** Online payment in the WeCom mini-program: `Taro.requestPayment` with the server's parameters. */
import type { PayOnlineData } from '../../api/contract/pay';
import { requestPaymentStart } from './miniprogram';
import type { OnlinePaymentStart, PaymentClient } from './types';

export type { OnlinePaymentStart, PaymentAdapter, PaymentClient } from './types';
export { PAYMENT_FAILURE } from './types';

export function paymentClient(): PaymentClient {
  return 'qywx';
}

/** A mini-program has no web origin for the provider to return to (Taro's stand-in `location` is not one). */
export function paymentWebHost(): undefined {
  return undefined;
}

export function startOnlinePayment(data: PayOnlineData): Promise<OnlinePaymentStart> {
  return requestPaymentStart(data);
}
