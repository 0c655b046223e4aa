/**
 * The simulated online payment provider's signatures: the notify it sends (HMAC-SHA256 over the sorted
 * `key=value` pairs, with PAY_NOTIFY_SECRET) and the client-side payment parameters: requestPayment (mini-programs),
 * JSAPI (WeChat webview) and the app payload (native app shell).
 */
import { randomBytes } from 'node:crypto';
import type { AppPaymentParams, JsapiPayParams, RequestPaymentParams } from '../../../../src/api/contract/pay';
import { hmacHex, safeEqual } from '../../lib/crypto';

/** The provider's notify body (server to server). */
export interface PayNotifyBody {
  payId: string;
  /** The provider's transaction number. */
  tradeNo: string;
  /** Amount the provider collected, fen. */
  totalFen: number;
  /** 'SUCCESS' when the money was collected. */
  status: string;
  /** Epoch ms at the provider. */
  timestamp: number;
  nonce: string;
  sign: string;
}

export type UnsignedNotify = Omit<PayNotifyBody, 'sign'>;

/** 'a=1&b=2…' of every field but `sign`, keys sorted. */
export function canonicalNotify(body: UnsignedNotify): string {
  return (Object.keys(body) as (keyof UnsignedNotify)[])
    .filter((k) => (k as string) !== 'sign')
    .sort()
    .map((k) => `${k}=${String(body[k])}`)
    .join('&');
}

export function signNotify(secret: string, body: UnsignedNotify): string {
  return hmacHex(secret, canonicalNotify(body));
}

export function verifyNotify(secret: string, body: PayNotifyBody): boolean {
  const { sign, ...rest } = body;
  return typeof sign === 'string' && safeEqual(sign, signNotify(secret, rest));
}

/** A signed notify as the provider sends it once the payer paid. */
export function buildNotify(secret: string, payId: string, totalFen: number, nowMs: number): PayNotifyBody {
  const unsigned: UnsignedNotify = {
    payId,
    tradeNo: `DEMO${nowMs}${randomBytes(4).toString('hex')}`,
    totalFen,
    status: 'SUCCESS',
    timestamp: nowMs,
    nonce: randomBytes(8).toString('hex'),
  };
  return { ...unsigned, sign: signNotify(secret, unsigned) };
}

/** wx.requestPayment parameters for a prepared payment, signed with the merchant key. */
export function requestPaymentParams(key: string, appId: string, payId: string, nowMs: number): RequestPaymentParams {
  const timeStamp = String(Math.floor(nowMs / 1000));
  const nonceStr = randomBytes(16).toString('hex');
  const pkg = `prepay_id=${payId}`;
  const paySign = hmacHex(key, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).toUpperCase();
  return { timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign };
}

/** JSAPI (getBrandWCPayRequest) parameters: the same signature as requestPayment, plus the app id it covers. */
export function jsapiPayParams(key: string, appId: string, payId: string, nowMs: number): JsapiPayParams {
  return { appId, ...requestPaymentParams(key, appId, payId, nowMs) };
}

/** Merchant number of the simulated provider (the app payload names it like WeChat Pay's partnerid). */
export const DEMO_MERCHANT_ID = 'demo-merchant';

/**
 * The native app's WeChat Pay payload (the fields the WeChat open SDK's PayReq takes), as the JSON string the
 * shell's bridge passes on. Signed over the sorted `key=value` pairs with the merchant key.
 */
export function appPaymentParams(key: string, appId: string, payId: string, nowMs: number): AppPaymentParams {
  const fields: Record<string, string> = {
    appid: appId,
    noncestr: randomBytes(16).toString('hex'),
    package: 'Sign=WXPay',
    partnerid: DEMO_MERCHANT_ID,
    prepayid: payId,
    timestamp: String(Math.floor(nowMs / 1000)),
  };
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return { channel: 'wechat', payload: JSON.stringify({ ...fields, sign: hmacHex(key, canonical).toUpperCase() }) };
}

/** Clients paid through a scanned QR code (the browser); the others get provider parameters for their host. */
export function paysByQr(client: string | undefined): boolean {
  return !['weapp', 'qywx', 'app', 'wechat'].includes(client ?? 'h5');
}

/**
 * The page a payment's QR code opens (issue 16): the configured provider's cashier (PAY_PROVIDER_URL, `{payId}`
 * replaced, else `payId=` appended), the simulated provider's page in demo mode, and otherwise none — online payment
 * is then "not configured", never a demo-only URL.
 */
export function providerQrPage(
  settings: { payProviderUrl: string; demo: boolean },
  base: string,
): ((payId: string) => string) | undefined {
  const configured = settings.payProviderUrl.trim();
  if (configured) {
    return (payId) => {
      const id = encodeURIComponent(payId);
      if (configured.includes('{payId}')) return configured.split('{payId}').join(id);
      return `${configured}${configured.includes('?') ? '&' : '?'}payId=${id}`;
    };
  }
  if (settings.demo) return (payId) => `${base}/obt/dev/providerPage?payId=${encodeURIComponent(payId)}`;
  return undefined;
}
