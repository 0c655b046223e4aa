/**
 * Money a waitlist order gives back (SPEC §4: a failed grab is refunded in full; §9: 1–7 working days): to the
 * payment of the order, as after-sales does for other products — the company account is credited at once, an online
 * payment is returned by the provider (recorded here). Runs in the caller's transaction.
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { benchRepository } from './repository';

export type RefundReason = 'grabFailed' | 'cancelled' | 'difference';

/** Records `fen` back to the order's payment for `reason`; nothing when the amount is 0. */
export async function refundToPayment(
  trx: Db,
  order: { id: string; corp_id: string; pay_id: string | null },
  fen: number,
  reason: RefundReason,
  at: number,
): Promise<void> {
  if (fen <= 0) return;
  const repo = benchRepository(trx);
  const payment = order.pay_id ? await repo.payment(order.pay_id) : undefined;
  if (payment?.method === 'company') await repo.creditCompany(payment.corp_id, fen, at);
  await repo.insertRefund({
    id: newId(at),
    order_id: order.id,
    corp_id: order.corp_id,
    reason,
    amount_fen: fen,
    payment_id: payment?.id ?? null,
    method: payment?.method ?? '',
    created_at: at,
  });
}
