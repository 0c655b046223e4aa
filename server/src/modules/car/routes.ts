/**
 * Car shopping calls (SPEC §7 Car, issue 14): cities and vehicle classes, estimates (instant, scheduled and
 * transfers, day rental), the policy of a class, flights for transfers, saved places, and the vehicle pictures
 * (/obt/bdc/car/img/:name, public base data). Booking and orders are modules/carOrders; its product lists these routes.
 */
import type { FastifyInstance } from 'fastify';
import type {
  CarEstimateRequest,
  FavoritePlaceRequest,
  FlightByNumberRequest,
  VehicleClzcDetailRequest,
  VehicleTypeListRequest,
} from '../../../../src/api/contract/car';
import type { AppContext } from '../../context';
import { translate } from '../../i18n/messages';
import { CODE, ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { carImageSvg } from '../../suppliers/car';
import * as s from './schemas';
import { carShopping, type EstimateFamily } from './service';

export async function carShoppingRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const shop = carShopping(opts.ctx);

  app.post('/obt/car/vehiclesCityFindList', { schema: s.citiesSchema }, async (req) => ok(shop.cities(req.locale)));

  app.post<{ Body: VehicleTypeListRequest }>(
    '/obt/car/vehicleTypeFindList',
    { schema: s.vehicleTypesSchema },
    async (req) => {
      const { data, tipKey } = await shop.vehicleTypes(authOf(req), req.body);
      return { code: CODE.ok, tips: tipKey ? translate(req.locale, tipKey) : '', data };
    },
  );

  const estimates: [string, EstimateFamily, Record<string, unknown>][] = [
    ['/obt/vehicles/shopping/estimateJsycPrice', 'instant', s.estimateJsycSchema],
    ['/obt/vehicles/shopping/estimateYyycPrice', 'yyyc', s.estimateYyycSchema],
    ['/obt/car/queryCar', 'prebooked', s.queryCarSchema],
    ['/obt/car/queryDayCar', 'day', s.queryDayCarSchema],
  ];
  for (const [path, family, schema] of estimates) {
    app.post<{ Body: CarEstimateRequest }>(path, { schema }, async (req) =>
      ok(await shop.estimate(authOf(req), req.body, family, req.locale)),
    );
  }

  app.post<{ Body: VehicleClzcDetailRequest }>(
    '/obt/car/vehicleClzcDetail',
    { schema: s.classPolicySchema },
    async (req) => ok(await shop.classPolicy(authOf(req), req.body, req.locale)),
  );

  app.post<{ Body: FlightByNumberRequest }>(
    '/obt/car/queryFlightByHbh',
    { schema: s.flightByNumberSchema },
    async (req) => {
      const { data, list } = shop.flightsByNumber(req.body, req.locale);
      return { code: CODE.ok, tips: data.found ? '' : translate(req.locale, 'car.flightNotFound'), data, list };
    },
  );

  app.post('/obt/car/getTkOrder', { schema: s.flightOrdersSchema }, async (req) =>
    okList(await shop.flightOrders(authOf(req), req.locale), {}),
  );

  app.post<{ Body: FavoritePlaceRequest }>('/obt/common/gaode/favorites', { schema: s.favoriteSchema }, async (req) =>
    ok(await shop.saveFavorite(authOf(req), req.body)),
  );
  app.post('/obt/common/gaode/favoritesList', { schema: s.favoritesListSchema }, async (req) =>
    ok(await shop.favorites(authOf(req))),
  );

  // Pictures: public (an <img> sends no token), drawn from the name, the same bytes forever.
  app.get<{ Params: { name: string } }>('/obt/bdc/car/img/:name', { schema: s.imageSchema }, async (req, reply) => {
    const svg = carImageSvg(req.params.name);
    if (svg === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
  });
}
