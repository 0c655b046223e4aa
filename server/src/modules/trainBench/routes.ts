/** Train waitlist calls (SPEC §7 Train): /train/hbOrder/book, /train/hbOrder/detail, /train/hbOrder/list, trHbOrderCancel. */
import type { FastifyInstance } from 'fastify';
import type { BenchBookRequest, BenchListRequest, BenchOrderIdRequest } from '../../../../src/api/contract/trainBench';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { IDEMPOTENCY_HEADER, runIdempotent, withIdempotency } from '../../plugins/idempotency';
import { bookBench } from './booking';
import { cancelBench } from './cancel';
import { benchOrders } from './orders';
import * as s from './schemas';

const P = '/obt/train';

export async function trainBenchRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const orders = benchOrders(ctx);

  app.post<{ Body: BenchBookRequest }>(`${P}/hbOrder/book`, { schema: s.benchBookSchema }, async (req) =>
    withIdempotency(ctx, req, 'trainBench.book', async (trx) =>
      ok(await bookBench(trx, authOf(req), req.body, req.locale, ctx.now().getTime())),
    ),
  );

  app.get<{ Querystring: BenchOrderIdRequest }>(`${P}/hbOrder/detail`, { schema: s.benchDetailSchema }, async (req) =>
    ok(await orders.detail(authOf(req), req.query.orderId, req.locale)),
  );

  app.post<{ Body: BenchListRequest }>(`${P}/hbOrder/list`, { schema: s.benchListSchema }, async (req) => {
    const { list, page } = await orders.list(authOf(req), req.body ?? {}, req.locale);
    return okPage(list, page);
  });

  // A GET write (SPEC §7 order actions): the key covers the query, as a body would.
  app.get<{ Querystring: BenchOrderIdRequest }>(
    `${P}/trHbOrderCancel`,
    { schema: s.benchCancelSchema },
    async (req) => {
      const auth = authOf(req);
      const header = req.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(header) ? header[0] : header;
      await runIdempotent(
        ctx,
        { corpId: auth.corpId, empId: auth.empId, key, scope: 'trainBench.cancel', body: req.query },
        async (trx) => {
          await cancelBench(trx, auth, req.query.orderId, ctx.now().getTime());
          return ok({ orderId: req.query.orderId });
        },
      );
      // The order as it is now (also for a replayed key).
      return ok(await orders.detail(auth, req.query.orderId, req.locale));
    },
  );
}
