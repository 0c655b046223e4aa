/**
 * Money going back to whoever paid an order, the one refund function every product uses (a refund, a cheaper
 * change's difference, a failed waitlist order): a company-account payment is credited back to the company account
 * (corp_pay_settings, the opposite of the cashier's debit); an online payment is returned by the provider (the demo
 * provider needs no call). In the caller's transaction; the caller records where the money went (its own table keeps
 * {@link MoneyReturnedColumns}).
 */
import type { Db } from '../../db';
import { payRepository } from './repository';
import type { MoneyReturnedColumns } from './tables';

/** A record's money columns before anything is returned. */
export const NOT_RETURNED: MoneyReturnedColumns = {
  payment_id: null,
  payment_method: '',
  returned_fen: 0,
  returned_at: null,
};

/**
 * Returns `fen` to the payment of order `orderId` at `nowMs`: the company account is credited (nothing when `fen` is
 * 0); an order never paid names no payment. Resolves with the columns that say where it went.
 */
export async function returnToPayer(
  trx: Db,
  orderId: string,
  fen: number,
  nowMs: number,
): Promise<MoneyReturnedColumns> {
  const repo = payRepository(trx);
  const payment = await repo.paymentOfOrder(orderId);
  if (payment?.method === 'company' && fen > 0) await repo.credit(payment.corp_id, fen, nowMs);
  return {
    payment_id: payment?.id ?? null,
    payment_method: payment?.method ?? '',
    returned_fen: fen,
    returned_at: nowMs,
  };
}
