/**
 * Car booking and order calls (SPEC §7 Car): checkPreBook and /vehicles/shopping/checkSameOrder, the three book
 * calls (bookJsyc instant, bookYyyc scheduled and transfers, bookCarOrder day rental — each under the request's
 * Idempotency-Key and for its own services), the order detail (QueryCarOrderDetail and /vehicles/order/detail, GET),
 * the order list and the processing steps (blztList, GET). The journey's calls (driver location, cancel fee, cancel,
 * driver phone) are the dispatch's (dispatch/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type {
  CarBookRequest,
  CarOrderIdQuery,
  CarOrderListRequest,
  CarPreBookRequest,
  CarSameOrderRequest,
} from '../../../../src/api/contract/car';
import type { AppContext } from '../../context';
import { ok, okList, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { carBooking } from './booking';
import { checkPreBook, checkSameOrder } from './checks';
import { BOOK_CALL_USE_TYPES } from './codes';
import { carOrderDetail, carProcessSteps } from './detail';
import { carOrderList } from './list';
import * as s from './schemas';

export async function carOrderRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const nowMs = () => ctx.now().getTime();
  const booking = carBooking(ctx);

  app.post<{ Body: CarPreBookRequest }>('/obt/car/checkPreBook', { schema: s.preBookSchema }, async (req) =>
    ok(await checkPreBook(ctx.db, authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: CarSameOrderRequest }>(
    '/obt/vehicles/shopping/checkSameOrder',
    { schema: s.sameOrderSchema },
    async (req) => ok(await checkSameOrder(ctx.db, authOf(req), req.body)),
  );

  for (const [path, scope, useTypes] of [
    ['/obt/vehicles/order/bookJsyc', 'car.bookJsyc', BOOK_CALL_USE_TYPES.jsyc],
    ['/obt/vehicles/order/bookYyyc', 'car.bookYyyc', BOOK_CALL_USE_TYPES.yyyc],
    ['/obt/car/bookCarOrder', 'car.bookCarOrder', BOOK_CALL_USE_TYPES.day],
  ] as const) {
    app.post<{ Body: CarBookRequest }>(path, { schema: s.bookSchema }, async (req) =>
      withIdempotency(ctx, req, scope, async (trx) =>
        ok(await booking.book(trx, authOf(req), req.body, useTypes, nowMs())),
      ),
    );
  }

  for (const path of ['/obt/car/QueryCarOrderDetail', '/obt/vehicles/order/detail']) {
    app.get<{ Querystring: CarOrderIdQuery }>(path, { schema: s.orderIdQuerySchema }, async (req) =>
      ok(await carOrderDetail(ctx.db, authOf(req), req.query.orderId, req.locale, nowMs())),
    );
  }
  app.post<{ Body: CarOrderListRequest }>('/obt/vehicles/order/list', { schema: s.listSchema }, async (req) => {
    const { list, page } = await carOrderList(ctx.db, authOf(req), req.body, nowMs());
    return okPage(list, page);
  });
  app.get<{ Querystring: CarOrderIdQuery }>(
    '/obt/vehicles/order/blztList',
    { schema: s.orderIdQuerySchema },
    async (req) => okList(await carProcessSteps(ctx.db, authOf(req), req.query.orderId)),
  );
}
