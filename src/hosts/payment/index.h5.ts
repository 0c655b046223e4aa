/**
 * Online payment on H5. The native app shell pays through its bridge when it offers `requestPayment`; the WeChat
 * webview through WeixinJSBridge's JSAPI; the browser and the WeCom webview show the provider's QR code. Each
 * way the cashier then confirms the payment by polling the order status.
 */
import type { PayOnlineData } from '../../api/contract/pay';
import { runtimeHost } from '../runtime';
import { shellCanPay, shellPayment } from './appShell';
import { qrDataUrl } from './qr';
import { PAYMENT_FAILURE, type OnlinePaymentStart, type PaymentClient } from './types';
import { jsapiAvailable, jsapiPayment } from './wechatJsapi';

export type { OnlinePaymentStart, PaymentAdapter, PaymentClient } from './types';
export { PAYMENT_FAILURE } from './types';

export function paymentClient(): PaymentClient {
  const host = runtimeHost();
  if (host === 'appShell' && shellCanPay()) return 'app';
  if (host === 'wechatWebview' && jsapiAvailable()) return 'wechat';
  return 'h5';
}

export function paymentWebHost(): string | undefined {
  return typeof location === 'undefined' || !location.origin ? undefined : location.origin;
}

export async function startOnlinePayment(data: PayOnlineData): Promise<OnlinePaymentStart> {
  if (data.appPayment) return shellPayment(data.appPayment);
  if (data.jsapi) return jsapiPayment(data.jsapi);
  if (!data.qrCode) return { kind: 'failed', reason: PAYMENT_FAILURE.noParams };
  try {
    return { kind: 'qr', image: await qrDataUrl(data.qrCode) };
  } catch {
    return { kind: 'failed', reason: PAYMENT_FAILURE.qr };
  }
}
