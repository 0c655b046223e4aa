/** Online payment through the native app shell's bridge (`requestPayment` with the server's app payload). H5 only. */
import type { AppPaymentParams } from '../../api/contract/pay';
import { appBridge } from '../bridge';
import { PAYMENT_FAILURE, type OnlinePaymentStart } from './types';

/** Whether this shell version can pay natively (older shells keep the QR code). */
export function shellCanPay(): boolean {
  return typeof appBridge()?.requestPayment === 'function';
}

export async function shellPayment(params: AppPaymentParams): Promise<OnlinePaymentStart> {
  const bridge = appBridge();
  if (!bridge || typeof bridge.requestPayment !== 'function') {
    return { kind: 'failed', reason: PAYMENT_FAILURE.request };
  }
  try {
    const outcome = await bridge.requestPayment({ channel: params.channel, payload: params.payload });
    if (outcome === 'success') return { kind: 'requested' };
    if (outcome === 'cancel') return { kind: 'cancelled' };
    return { kind: 'failed', reason: PAYMENT_FAILURE.request };
  } catch {
    return { kind: 'failed', reason: PAYMENT_FAILURE.request };
  }
}
