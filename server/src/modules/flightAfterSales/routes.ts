/**
 * Flight after-sales calls (SPEC §7 Flights: order operations and demand orders): refunds, changes and demand
 * orders. Writes that create or cancel something run under the request's Idempotency-Key (one transaction with
 * the stored answer); need/update is a plain transaction (the client sends no key for it).
 */
import type { FastifyInstance } from 'fastify';
import type {
  ChangeAddRequest,
  ChangeCancelRequest,
  ChangeDetailRequest,
  ChangeFeeRequest,
  ChangeQueryFlightRequest,
  FlightNeedAddRequest,
  FlightNeedIdRequest,
  FlightNeedListRequest,
  FlightNeedUpdateRequest,
  OrderIdRequest,
  RefundAddRequest,
  RefundCancelRequest,
  RefundDetailRequest,
  RefundQuoteRequest,
} from '../../../../src/api/contract/flight';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { flightChanges } from './changes';
import { flightNeeds } from './needs';
import { flightRefunds } from './refunds';
import * as s from './schemas';

const ORDER = '/obt/flight/order';

export async function flightAfterSalesRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const refunds = flightRefunds(ctx);
  const changes = flightChanges(ctx);
  const needs = flightNeeds(ctx);

  // Refunds ---------------------------------------------------------------------------------------------------

  app.post<{ Body: { orderId?: string } }>(`${ORDER}/moreRefundInfo`, { schema: s.moreRefundInfoSchema }, async (req) =>
    ok(await refunds.moreInfo(req.locale)),
  );

  app.post<{ Body: RefundQuoteRequest }>(`${ORDER}/applyRefund`, { schema: s.applyRefundSchema }, async (req) =>
    ok(await refunds.quote(authOf(req), req.body, req.locale)),
  );

  app.post<{ Body: RefundAddRequest }>(`${ORDER}/refundAdd`, { schema: s.refundAddSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.refundAdd', async (trx) => ok(await refunds.add(trx, authOf(req), req.body))),
  );

  app.post<{ Body: RefundCancelRequest }>(`${ORDER}/refundCancel`, { schema: s.refundCancelSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.refundCancel', async (trx) =>
      ok(await refunds.cancel(trx, authOf(req), req.body.refundId)),
    ),
  );

  app.post<{ Body: RefundDetailRequest }>(`${ORDER}/refundOrderDetail`, { schema: s.refundDetailSchema }, async (req) =>
    ok(await refunds.detail(authOf(req), req.body, req.locale)),
  );

  // Changes ---------------------------------------------------------------------------------------------------

  app.post<{ Body: OrderIdRequest }>(`${ORDER}/applyTkChange`, { schema: s.applyTkChangeSchema }, async (req) =>
    ok(await changes.apply(authOf(req), req.body.orderId, req.locale)),
  );

  app.post<{ Body: ChangeQueryFlightRequest }>(
    `${ORDER}/tkChangeQueryFlight`,
    { schema: s.changeQueryFlightSchema },
    async (req) => ok(await changes.queryFlights(authOf(req), req.body, req.locale)),
  );

  app.post<{ Body: ChangeFeeRequest }>(`${ORDER}/queryChangeFee`, { schema: s.queryChangeFeeSchema }, async (req) =>
    ok(await changes.fee(authOf(req), req.body)),
  );

  app.post<{ Body: ChangeAddRequest }>(`${ORDER}/tkChangeOrderAdd`, { schema: s.changeAddSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.tkChangeOrderAdd', async (trx) =>
      ok(await changes.add(trx, authOf(req), req.body)),
    ),
  );

  app.post<{ Body: ChangeCancelRequest }>(`${ORDER}/cancelChangeOrder`, { schema: s.changeCancelSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.cancelChangeOrder', async (trx) =>
      ok(await changes.cancel(trx, authOf(req), req.body.changeId)),
    ),
  );

  app.post<{ Body: ChangeDetailRequest }>(`${ORDER}/detail`, { schema: s.changeDetailSchema }, async (req) =>
    ok(await changes.detail(authOf(req), req.body, req.locale)),
  );

  // Demand orders ---------------------------------------------------------------------------------------------

  app.post<{ Body: FlightNeedAddRequest }>(
    '/obt/flight/gj/order/tkNeedOrderAdd',
    { schema: s.needAddSchema },
    async (req) =>
      withIdempotency(ctx, req, 'flight.tkNeedOrderAdd', async (trx) =>
        ok(await needs.add(trx, authOf(req), req.body, req.locale)),
      ),
  );

  app.post<{ Body: FlightNeedListRequest }>('/obt/flight/need/list', { schema: s.needListSchema }, async (req) => {
    const { list, page } = await needs.list(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: FlightNeedIdRequest }>('/obt/flight/need/detail', { schema: s.needDetailSchema }, async (req) =>
    ok(await needs.detail(authOf(req), req.body.needId)),
  );

  app.post<{ Body: FlightNeedUpdateRequest }>(
    '/obt/flight/need/update',
    { schema: s.needUpdateSchema },
    async (req) => {
      const { needId, ...fields } = req.body;
      return ok(await needs.update(authOf(req), needId, fields, req.locale));
    },
  );

  app.post<{ Body: FlightNeedIdRequest }>('/obt/flight/need/cancel', { schema: s.needCancelSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.needCancel', async (trx) =>
      ok(await needs.cancel(trx, authOf(req), req.body.needId)),
    ),
  );
}
