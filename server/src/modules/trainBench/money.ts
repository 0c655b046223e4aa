/**
 * Money a waitlist order gives back (SPEC §4: a failed grab is refunded in full; §9: 1–7 working days), through the
 * pay module's one refund path (`returnToPayer`: the company account is credited at once, an online payment is
 * returned by the provider); the order's refund rows say where it went. Runs in the caller's transaction.
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { returnToPayer } from '../pay/refund';
import { benchRepository } from './repository';

export type RefundReason = 'grabFailed' | 'cancelled' | 'difference';

/** Returns `fen` to the order's payment for `reason` and records it; nothing when the amount is 0. */
export async function refundToPayment(
  trx: Db,
  order: { id: string; corp_id: string },
  fen: number,
  reason: RefundReason,
  at: number,
): Promise<void> {
  if (fen <= 0) return;
  const returned = await returnToPayer(trx, order.id, fen, at);
  await benchRepository(trx).insertRefund({
    id: newId(at),
    order_id: order.id,
    corp_id: order.corp_id,
    reason,
    amount_fen: fen,
    payment_id: returned.payment_id,
    method: returned.payment_method,
    created_at: at,
  });
}
