/**
 * Hotel shopping calls (SPEC §7 Hotel version 1 /obt/hotel/gn/shopping, version 2 /obt/hotel/gn/shopping/v2,
 * jsClzcBzz, /obt/bdc/hotel/v2/findStaticData) and the hotel pictures (/obt/hotel/img/:name, public). Booking,
 * priceValidate, checkSameOrder and orders are modules/hotelOrders; its product lists these routes.
 */
import type { FastifyInstance } from 'fastify';
import type {
  HotelDetailRequest,
  HotelKeywordRequest,
  HotelListRequest,
  HotelPlanPolicyRequest,
  HotelStandardRequest,
  HotelStaticRequest,
  PricePlanListRequest,
  PricePlanOneRequest,
} from '../../../../src/api/contract/hotel';
import type { AppContext } from '../../context';
import { CODE, fail, ok, okList } from '../../lib/envelope';
import { t } from '../../plugins/i18n';
import { authOf } from '../../plugins/auth';
import { hotelImageSvg } from '../../suppliers/hotel/images';
import * as s from './schemas';
import { hotelShopping } from './service';

const V1 = '/obt/hotel/gn/shopping';
const V2 = '/obt/hotel/gn/shopping/v2';

export async function hotelShoppingRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const shop = hotelShopping(opts.ctx);

  for (const path of [`${V1}/hotelList`, `${V2}/list`]) {
    app.post<{ Body: HotelListRequest }>(path, { schema: s.listSchema }, async (req) => {
      const { data, list } = await shop.list(authOf(req), req.body, req.locale);
      return okList(list, data);
    });
  }
  for (const path of [`${V1}/keyword`, `${V2}/onlyLocalKeyword`]) {
    app.post<{ Body: HotelKeywordRequest }>(path, { schema: s.keywordSchema }, async (req) =>
      ok(shop.keyword(req.body, req.locale)),
    );
  }
  app.post<{ Body: HotelDetailRequest }>(`${V1}/hotelInfo`, { schema: s.detailSchema }, async (req) =>
    ok(await shop.hotelInfo(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: HotelDetailRequest }>(`${V1}/imgInfo`, { schema: s.detailSchema }, async (req) =>
    ok(shop.imgInfo(req.body)),
  );
  app.post<{ Body: HotelDetailRequest }>(`${V1}/roomInfo`, { schema: s.detailSchema }, async (req) =>
    ok(await shop.roomInfo(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: PricePlanListRequest }>(`${V1}/pricePlanList`, { schema: s.planListSchema }, async (req) =>
    ok(await shop.pricePlanList(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: HotelDetailRequest }>(`${V2}/detail`, { schema: s.detailSchema }, async (req) =>
    ok(await shop.detail(authOf(req), req.body, req.locale)),
  );
  for (const path of [`${V1}/pricePlanOne`, `${V2}/pricePlanOne`]) {
    app.post<{ Body: PricePlanOneRequest }>(path, { schema: s.planOneSchema }, async (req) =>
      ok(await shop.pricePlanOne(authOf(req), req.body, req.locale)),
    );
  }
  app.post<{ Body: HotelPlanPolicyRequest }>(`${V2}/clzcRatePlan`, { schema: s.planPolicySchema }, async (req) =>
    ok(await shop.clzcRatePlan(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: HotelStandardRequest }>('/obt/hotel/jsClzcBzz', { schema: s.standardSchema }, async (req) =>
    ok(await shop.jsClzcBzz(authOf(req), req.body)),
  );
  app.post(`${V1}/getSignJdCity`, { schema: s.emptySchema }, async (req) =>
    ok(shop.signCities(authOf(req), req.locale)),
  );
  for (const path of [`${V1}/getOpenPlat`, `${V2}/getBindPlat`]) {
    app.post(path, { schema: s.emptySchema }, async (req) => ok(shop.plats(req.locale)));
  }
  for (const path of [`${V1}/findJdStaticByCityIdData`, '/obt/bdc/hotel/v2/findStaticData']) {
    app.post<{ Body: HotelStaticRequest }>(path, { schema: s.staticSchema }, async (req) =>
      ok(shop.staticData(req.body, req.locale)),
    );
  }

  // Pictures: public (an <img> sends no token), drawn from the name, the same bytes forever.
  app.get<{ Params: { name: string } }>('/obt/hotel/img/:name', { schema: s.imageSchema }, async (req, reply) => {
    const svg = hotelImageSvg(req.params.name);
    if (svg === undefined) return reply.code(404).send(fail(CODE.notFound, t(req, 'notFoundPath')));
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
  });
}
