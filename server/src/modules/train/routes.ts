/** Train calls (SPEC §7 Train: search, booking, order reads and cancels; /obt/queryTrNumber for the stops). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  TrSearchRequest,
  TrSearchTransferPriceRequest,
  TrSearchTransferRequest,
  TrainBookRequest,
  TrainOrderIdRequest,
  TrainPolicyRequest,
  TrainStopsRequest,
  ValidOrderRequest,
} from '../../../../src/api/contract/train';
import type { AppContext } from '../../context';
import type { Envelope } from '../../../../src/api/contract/envelope';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { IDEMPOTENCY_HEADER, runIdempotent, withIdempotency, type IdemTrx } from '../../plugins/idempotency';
import { trainBooking } from './booking';
import { cancelTrainOrder } from './cancel';
import { trainOrders } from './orders';
import * as s from './schemas';
import { trainService } from './service';

const P = '/obt/train';

type AnyEnvelope = Envelope<unknown, unknown>;

/** A GET write (SPEC §7 order actions are GET) under its Idempotency-Key, keyed by its query. */
function getWrite(ctx: AppContext, req: FastifyRequest, scope: string, run: (trx: IdemTrx) => Promise<AnyEnvelope>) {
  const auth = authOf(req);
  const header = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  return runIdempotent(ctx, { corpId: auth.corpId, empId: auth.empId, key, scope, body: req.query }, run);
}

export async function trainRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const trains = trainService(ctx);
  const booking = trainBooking(ctx);
  const orders = trainOrders(ctx);

  app.post<{ Body: TrSearchRequest }>(`${P}/trSearch`, { schema: s.trSearchSchema }, async (req) =>
    ok(await trains.trSearch(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: TrainStopsRequest }>('/obt/queryTrNumber', { schema: s.stopsSchema }, async (req) =>
    ok(trains.queryTrNumber(req.body, req.locale)),
  );
  app.post<{ Body: TrSearchTransferRequest }>(`${P}/trSearchTransfer`, { schema: s.transferSchema }, async (req) =>
    ok(await trains.trSearchTransfer(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: TrSearchTransferPriceRequest }>(
    `${P}/trSearchTransferPrice`,
    { schema: s.transferPriceSchema },
    async (req) => ok(await trains.trSearchTransferPrice(authOf(req), req.body, req.locale)),
  );
  for (const path of ['clzcIsWb', 'trBookMatchClzc', 'matchClzc4Transfer']) {
    app.post<{ Body: TrainPolicyRequest }>(`${P}/${path}`, { schema: s.policySchema }, async (req) =>
      ok(await trains.policy(authOf(req), req.body, req.locale)),
    );
  }

  app.post<{ Body: ValidOrderRequest }>(`${P}/validOrder`, { schema: s.validOrderSchema }, async (req) =>
    ok(await booking.validOrder(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: TrainBookRequest }>(`${P}/trBookOrder`, { schema: s.bookSchema }, async (req) =>
    withIdempotency(ctx, req, 'train.trBookOrder', async (trx) =>
      ok(await booking.book(trx, authOf(req), req.body, req.locale, false)),
    ),
  );
  app.post<{ Body: TrainBookRequest }>(`${P}/bookTransfer`, { schema: s.bookSchema }, async (req) =>
    withIdempotency(ctx, req, 'train.bookTransfer', async (trx) =>
      ok(await booking.book(trx, authOf(req), req.body, req.locale, true)),
    ),
  );

  for (const path of ['trOrderDetail', 'trainSferOrderDetail']) {
    app.get<{ Querystring: TrainOrderIdRequest }>(`${P}/${path}`, { schema: s.orderIdQuerySchema }, async (req) =>
      ok(await orders.detail(authOf(req), req.query.orderId, req.locale)),
    );
  }
  for (const path of ['trOrderCancel', 'trainSferOrderCancel']) {
    app.get<{ Querystring: TrainOrderIdRequest }>(`${P}/${path}`, { schema: s.orderIdQuerySchema }, async (req) =>
      getWrite(ctx, req, `train.${path}`, async (trx) => {
        const auth = authOf(req);
        await cancelTrainOrder(trx, auth, req.query.orderId, ctx.now().getTime());
        return ok(await trainOrders(ctx, trx).detail(auth, req.query.orderId, req.locale));
      }),
    );
  }
  app.post<{ Body: TrainOrderIdRequest }>(`${P}/isTrainSferOrder`, { schema: s.orderIdBodySchema }, async (req) =>
    ok(await orders.transferFlag(authOf(req), req.body.orderId)),
  );
  app.post(`${P}/queryNoPay4Param`, { schema: s.noPaySchema }, async (req) => okList(await orders.unpaid(authOf(req))));
}
