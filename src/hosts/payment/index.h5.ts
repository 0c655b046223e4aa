/** Online payment on H5: the cashier shows the provider's QR code for the payer to scan. */
import type { PayOnlineData } from '../../api/contract/pay';
import { qrDataUrl } from './qr';
import { PAYMENT_FAILURE, type OnlinePaymentStart, type PaymentClient } from './types';

export type { OnlinePaymentStart, PaymentAdapter, PaymentClient } from './types';
export { PAYMENT_FAILURE } from './types';

export function paymentClient(): PaymentClient {
  return 'h5';
}

export async function startOnlinePayment(data: PayOnlineData): Promise<OnlinePaymentStart> {
  if (!data.qrCode) return { kind: 'failed', reason: PAYMENT_FAILURE.noParams };
  try {
    return { kind: 'qr', image: await qrDataUrl(data.qrCode) };
  } catch {
    return { kind: 'failed', reason: PAYMENT_FAILURE.qr };
  }
}
