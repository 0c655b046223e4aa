/**
 * The dispatch calls (paths as src/api/car.ts names them): getDriverLocation, getCancelFee, the two cancel calls
 * (under the request's Idempotency-Key) and getOrderLinkerPlainText (the answer is never logged).
 */
import type { FastifyInstance } from 'fastify';
import type { CarCancelRequest, CarOrderIdQuery, DriverLocationRequest } from '../../../../../src/api/contract/car';
import type { AppContext } from '../../../context';
import { ok } from '../../../lib/envelope';
import { authOf } from '../../../plugins/auth';
import { withIdempotency } from '../../../plugins/idempotency';
import { cancelCarRide } from './cancel';
import { cancelFeeSchema, cancelSchema, driverLocationSchema, linkerSchema } from './schemas';
import { cancelFee, driverLocation, linkerPhone } from './tracking';

export async function carDispatchRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const nowMs = () => ctx.now().getTime();

  app.post<{ Body: DriverLocationRequest }>(
    '/obt/car/getDriverLocation',
    { schema: driverLocationSchema },
    async (req) => ok(await driverLocation(ctx.db, authOf(req), req.body.id, nowMs())),
  );
  app.post<{ Body: CarOrderIdQuery }>('/obt/vehicles/order/getCancelFee', { schema: cancelFeeSchema }, async (req) =>
    ok(await cancelFee(ctx.db, authOf(req), req.body.orderId, nowMs())),
  );
  for (const [path, scope] of [
    ['/obt/vehicles/order/cancel', 'car.cancel'],
    ['/obt/car/cancelCarOrder', 'car.cancelCarOrder'],
  ] as const) {
    app.post<{ Body: CarCancelRequest }>(path, { schema: cancelSchema }, async (req) =>
      withIdempotency(ctx, req, scope, async (trx) =>
        ok(await cancelCarRide(trx, ctx, authOf(req), req.body.orderId, req.body, nowMs())),
      ),
    );
  }
  app.post<{ Body: CarOrderIdQuery }>('/obt/common/getOrderLinkerPlainText', { schema: linkerSchema }, async (req) =>
    ok(await linkerPhone(ctx.db, authOf(req), req.body.orderId)),
  );
}
