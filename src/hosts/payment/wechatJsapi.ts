/**
 * Online payment in the WeChat webview: `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` with the server's JSAPI
 * parameters. WeChat injects `WeixinJSBridge` into its webview; without it the cashier keeps the QR code. H5 only.
 */
import type { JsapiPayParams } from '../../api/contract/pay';
import { PAYMENT_FAILURE, type OnlinePaymentStart } from './types';

interface WeixinJSBridge {
  invoke(name: string, params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void;
}

function jsBridge(): WeixinJSBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = (window as unknown as { WeixinJSBridge?: Partial<WeixinJSBridge> }).WeixinJSBridge;
  return bridge && typeof bridge.invoke === 'function' ? (bridge as WeixinJSBridge) : undefined;
}

/** Whether the page can pay with JSAPI now. */
export function jsapiAvailable(): boolean {
  return jsBridge() !== undefined;
}

export function jsapiPayment(params: JsapiPayParams): Promise<OnlinePaymentStart> {
  const bridge = jsBridge();
  if (!bridge) return Promise.resolve({ kind: 'failed', reason: PAYMENT_FAILURE.request });
  return new Promise((resolve) => {
    try {
      bridge.invoke(
        'getBrandWCPayRequest',
        {
          appId: params.appId,
          timeStamp: params.timeStamp,
          nonceStr: params.nonceStr,
          package: params.package,
          signType: params.signType,
          paySign: params.paySign,
        },
        (res) => {
          // WeChat answers get_brand_wcpay_request:ok | :cancel | :fail.
          const msg = typeof res?.err_msg === 'string' ? res.err_msg : '';
          if (/:ok$/.test(msg)) resolve({ kind: 'requested' });
          else if (/:cancel$/.test(msg)) resolve({ kind: 'cancelled' });
          else resolve({ kind: 'failed', reason: PAYMENT_FAILURE.request });
        },
      );
    } catch {
      resolve({ kind: 'failed', reason: PAYMENT_FAILURE.request });
    }
  });
}
