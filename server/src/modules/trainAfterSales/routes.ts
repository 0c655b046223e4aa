/**
 * Train after-sales calls (SPEC §7 Train): reads and estimates are plain; writes that create, confirm or cancel a
 * refund or change run under the request's Idempotency-Key (one transaction with the stored answer). GET where
 * SPEC §7 says GET (order reads and order actions), POST for the order writes.
 */
import type { FastifyInstance } from 'fastify';
import type {
  FindTrRefundOrdersQuery,
  OrderFeeExpectRequest,
  SaveTrRefundRequest,
  TrChangeOrderAddRequest,
  TrainAfterSalesQuery,
  TrainChangeIdQuery,
  TrainRefundIdQuery,
  TrainSubOrderQuery,
} from '../../../../src/api/contract/trainAfterSales';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { trainChanges } from './changes';
import { trainRefunds } from './refunds';
import * as s from './schemas';

const P = '/obt/train';

export async function trainAfterSalesRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const refunds = trainRefunds(ctx);
  const changes = trainChanges(ctx);

  // Refunds ---------------------------------------------------------------------------------------------------

  app.get<{ Querystring: TrainAfterSalesQuery }>(`${P}/applyTrRefund`, { schema: s.applyTrRefundSchema }, async (req) =>
    ok(await refunds.apply(authOf(req), req.query.orderId, req.locale)),
  );

  app.post<{ Body: OrderFeeExpectRequest }>(`${P}/orderFeeExpect`, { schema: s.orderFeeExpectSchema }, async (req) => {
    const { orderId, kind, ticketIds, seatKey } = req.body;
    const auth = authOf(req);
    return ok(
      kind === 1
        ? await refunds.quote(auth, orderId, ticketIds)
        : await changes.quote(auth, orderId, ticketIds, seatKey),
    );
  });

  app.post<{ Body: SaveTrRefundRequest }>(`${P}/saveTrRefund`, { schema: s.saveTrRefundSchema }, async (req) =>
    withIdempotency(ctx, req, 'train.saveTrRefund', async (trx) => ok(await refunds.add(trx, authOf(req), req.body))),
  );

  app.get<{ Querystring: FindTrRefundOrdersQuery }>(
    `${P}/findTrRefundOrderByIds`,
    { schema: s.listSchema },
    async (req) => okList(await refunds.list(authOf(req), req.query.orderId)),
  );

  app.get<{ Querystring: TrainSubOrderQuery }>(`${P}/trRefundDetail`, { schema: s.refundDetailSchema }, async (req) =>
    ok(await refunds.detail(authOf(req), req.query, req.locale)),
  );

  app.get<{ Querystring: TrainRefundIdQuery }>(`${P}/cancelTrRefund`, { schema: s.cancelRefundSchema }, async (req) =>
    withIdempotency(ctx, req, 'train.cancelTrRefund', async (trx) =>
      ok(await refunds.cancel(trx, authOf(req), req.query.refundId)),
    ),
  );

  // Changes ---------------------------------------------------------------------------------------------------

  app.get<{ Querystring: TrainAfterSalesQuery }>(`${P}/applyTrChange`, { schema: s.applyTrChangeSchema }, async (req) =>
    ok(await changes.apply(authOf(req), req.query.orderId, req.locale)),
  );

  app.post<{ Body: TrChangeOrderAddRequest }>(`${P}/trChangeOrderAdd`, { schema: s.changeAddSchema }, async (req) =>
    withIdempotency(ctx, req, 'train.trChangeOrderAdd', async (trx) =>
      ok(await changes.add(trx, authOf(req), req.body)),
    ),
  );

  app.get<{ Querystring: TrainChangeIdQuery }>(
    `${P}/confirmTrChangeOrder`,
    { schema: s.confirmChangeSchema },
    async (req) =>
      withIdempotency(ctx, req, 'train.confirmTrChangeOrder', async (trx) =>
        ok(await changes.confirm(trx, authOf(req), req.query.changeId)),
      ),
  );

  app.get<{ Querystring: TrainChangeIdQuery }>(
    `${P}/cancelTrChangeOrder`,
    { schema: s.cancelChangeSchema },
    async (req) =>
      withIdempotency(ctx, req, 'train.cancelTrChangeOrder', async (trx) =>
        ok(await changes.cancel(trx, authOf(req), req.query.changeId)),
      ),
  );

  app.get<{ Querystring: FindTrRefundOrdersQuery }>(
    `${P}/findTrChangeOrderByOrderId`,
    { schema: s.listSchema },
    async (req) => okList(await changes.list(authOf(req), req.query.orderId)),
  );

  app.get<{ Querystring: TrainSubOrderQuery }>(
    `${P}/trChangeOrderDetail`,
    { schema: s.changeDetailSchema },
    async (req) => ok(await changes.detail(authOf(req), req.query, req.locale)),
  );
}
