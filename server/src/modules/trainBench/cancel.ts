/**
 * trHbOrderCancel (SPEC §7): a waitlist order may be cancelled until it secures a seat. Unpaid: cancelled. Paid or
 * grabbing: cancelled and refunded in full (the grab step then finds it cancelled and does nothing). Cancelling a
 * cancelled order again answers the same. Runs inside the route's idempotent transaction.
 */
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { translate } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { STORED_LOCALE } from './codes';
import { refundToPayment } from './money';
import { benchRepository } from './repository';

/** Statuses a user may cancel from; the paid ones are refunded. */
export const BENCH_CANCELLABLE: readonly OrderStatus[] = ['awaitingPayment', 'paid', 'grabbing'];
const REFUNDED_ON_CANCEL: readonly string[] = ['paid', 'grabbing'];

export async function cancelBench(trx: Db, auth: AuthInfo, orderId: string, nowMs: number): Promise<void> {
  const repo = benchRepository(trx);
  const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
  if (!order) throw notFound();
  if (order.order_status === 'cancelled') return;
  if (!(BENCH_CANCELLABLE as readonly string[]).includes(order.order_status)) throw invalid('trainBench.cannotCancel');
  const opts = { nowMs, actorEmpId: auth.empId };
  if (REFUNDED_ON_CANCEL.includes(order.order_status)) {
    const prepaid = Number(order.prepaid_fen);
    const text = translate(STORED_LOCALE, 'trainBench.noteCancelledRefund', { amount: fenToYuan(prepaid) });
    await orderTransition(trx, orderId, ['paid', 'grabbing'], 'cancelled', text, opts);
    await refundToPayment(trx, order, prepaid, 'cancelled', nowMs);
    return;
  }
  await orderTransition(
    trx,
    orderId,
    ['awaitingPayment'],
    'cancelled',
    translate(STORED_LOCALE, 'trainBench.noteCancelled'),
    opts,
  );
}
