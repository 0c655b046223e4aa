import type { PayOnlineData, PayOnlineRequest } from '../../api/contract/pay';

/**
 * Which client asks pay/online: 'h5' gets a QR code, mini-programs `requestPayment` parameters, 'app' (the native
 * shell) an app payment payload, 'wechat' (the WeChat webview) JSAPI parameters.
 */
export type PaymentClient = NonNullable<PayOnlineRequest['client']>;

/** What starting an online payment produced. The payment itself is confirmed by polling the order status. */
export type OnlinePaymentStart =
  /** H5: show this QR image (a data URL) for the payer to scan. */
  | { kind: 'qr'; image: string }
  /** A native payment sheet (mini-program, app shell, WeChat JSAPI) finished; the provider's notify may still be on its way. */
  | { kind: 'requested' }
  /** The payer closed the native payment sheet. */
  | { kind: 'cancelled' }
  /** Nothing to show or pay with; `reason` is one of {@link PAYMENT_FAILURE} (for logs and tests, never shown raw). */
  | { kind: 'failed'; reason: string };

/** Why an online payment could not start. */
export const PAYMENT_FAILURE = {
  /** The answer had no QR content (H5) or no requestPayment parameters (mini-programs). */
  noParams: 'payment-params-missing',
  /** The QR image could not be drawn. */
  qr: 'qr-render-failed',
  /** `Taro.requestPayment` failed for another reason than a cancel. */
  request: 'request-payment-failed',
} as const;

/** The unified interface every payment platform file implements (ARCHITECTURE §5 payment). */
export interface PaymentAdapter {
  /** The `client` to send with pay/online. */
  paymentClient(): PaymentClient;
  /** pay/online `webHost`: the H5 origin the provider returns to; mini-programs have none. */
  paymentWebHost(): string | undefined;
  /** H5: QR image of `qrCode`; weapp/qywx: `Taro.requestPayment(requestPayment)`. */
  startOnlinePayment(data: PayOnlineData): Promise<OnlinePaymentStart>;
}
