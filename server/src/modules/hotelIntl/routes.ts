/**
 * International hotel calls (SPEC §7 International hotel): /obt/hotel/gj/shopping keyword, getOpenPlat, hotelList,
 * hotelInfo, pricePlanList, pricePlanOne, and /obt/hotel/order/bookGj under the request's Idempotency-Key (same key →
 * the same order). The hotel product (modules/hotelOrders/product.ts) lists these routes.
 */
import type { FastifyInstance } from 'fastify';
import type {
  BookGjRequest,
  IntlHotelInfoRequest,
  IntlHotelListRequest,
  IntlKeywordRequest,
  IntlPricePlanListRequest,
  IntlPricePlanOneRequest,
} from '../../../../src/api/contract/hotelIntl';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { bookGj } from './booking';
import * as s from './schemas';
import { hotelIntlShopping } from './service';

const GJ = '/obt/hotel/gj/shopping';

export async function hotelIntlRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const shop = hotelIntlShopping(ctx);
  const nowMs = () => ctx.now().getTime();

  app.post<{ Body: IntlKeywordRequest }>(`${GJ}/keyword`, { schema: s.keywordSchema }, async (req) =>
    ok(shop.keyword(req.body, req.locale)),
  );
  app.post(`${GJ}/getOpenPlat`, { schema: s.emptySchema }, async (req) => ok(shop.getOpenPlat(req.locale)));
  app.post<{ Body: IntlHotelListRequest }>(`${GJ}/hotelList`, { schema: s.listSchema }, async (req) => {
    const { data, list } = await shop.list(authOf(req), req.body, req.locale);
    return okList(list, data);
  });
  app.post<{ Body: IntlHotelInfoRequest }>(`${GJ}/hotelInfo`, { schema: s.infoSchema }, async (req) =>
    ok(await shop.hotelInfo(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: IntlPricePlanListRequest }>(`${GJ}/pricePlanList`, { schema: s.planListSchema }, async (req) =>
    ok(await shop.pricePlanList(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: IntlPricePlanOneRequest }>(`${GJ}/pricePlanOne`, { schema: s.planOneSchema }, async (req) =>
    ok(await shop.pricePlanOne(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: BookGjRequest }>('/obt/hotel/order/bookGj', { schema: s.bookGjSchema }, async (req) =>
    withIdempotency(ctx, req, 'hotel.bookGj', async (trx) => ok(await bookGj(trx, authOf(req), req.body, nowMs()))),
  );
}
