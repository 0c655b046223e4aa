/**
 * SPEC §7 Maps through the reference server: /obt/maps/* (place search, suggestion, place detail, reverse
 * geocoding, geocoder, directions, IP location, translate, weather, basemap). Signed-in calls like the rest of /obt.
 */
import gcoord from 'gcoord';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DirectionRequest,
  GeocoderRequest,
  PlaceDetailRequest,
  PlaceSearchRequest,
  ReverseGeocodeRequest,
  SuggestionRequest,
  TranslateRequest,
  WeatherRequest,
} from '../../../../src/api/contract/maps';
import { isOutsideChina } from '../../../../src/domain/geo';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { BizError, invalid } from '../../lib/errors';
import { CODE } from '../../lib/envelope';
import { chinaDay } from '../../lib/time';
import type { Lang } from './gazetteer';
import { MapsProviderError } from './amap';
import { basemap } from './basemap';
import type { MapsProvider } from './provider';
import * as s from './schemas';
import { mapsProvider } from './service';

const langOf = (req: FastifyRequest): Lang => (req.locale === 'en-US' ? 'en' : 'zh');

export async function mapsRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; provider?: MapsProvider },
): Promise<void> {
  const provider = opts.provider ?? mapsProvider(opts.ctx.config.mapWebKey);
  // A provider outage is a tip for the user, not a 500: the screen keeps working without the map data.
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof MapsProviderError) {
        opts.ctx.log.warn({ err: err.message }, 'map provider failed');
        throw new BizError(CODE.invalid, 'maps.unavailable', {});
      }
      throw err;
    }
  };

  app.post('/obt/maps/placeSearch', { schema: s.placeSearchSchema }, async (req) => {
    const body = req.body as PlaceSearchRequest;
    const { list, total } = await guard(() => provider.placeSearch(body, langOf(req)));
    return okList(list, { total });
  });

  app.post('/obt/maps/suggestion', { schema: s.suggestionSchema }, async (req) =>
    okList(await guard(() => provider.suggestion(req.body as SuggestionRequest, langOf(req)))),
  );

  app.post('/obt/maps/placeDetail', { schema: s.placeDetailSchema }, async (req) => {
    const place = await guard(() => provider.placeDetail((req.body as PlaceDetailRequest).id, langOf(req)));
    if (!place) throw invalid('maps.placeNotFound');
    return ok(place);
  });

  app.post('/obt/maps/reverseGeocode', { schema: s.reverseGeocodeSchema }, async (req) => {
    const { data, pois } = await guard(() => provider.reverseGeocode(req.body as ReverseGeocodeRequest, langOf(req)));
    return okList(pois, data);
  });

  app.post('/obt/maps/geocoder', { schema: s.geocoderSchema }, async (req) => {
    const found = await guard(() => provider.geocoder(req.body as GeocoderRequest, langOf(req)));
    if (!found) throw invalid('maps.addressNotFound');
    return ok(found);
  });

  app.post('/obt/maps/direction', { schema: s.directionSchema }, async (req) => {
    const route = await guard(() => provider.direction(req.body as DirectionRequest));
    if (!route) throw invalid('maps.noRoute');
    return ok(route);
  });

  app.post('/obt/maps/ipLocation', { schema: s.ipLocationSchema }, async (req) => {
    const at = await guard(() => provider.ipLocation(req.ip, langOf(req)));
    if (!at) throw invalid('maps.ipUnknown');
    return ok(at);
  });

  // Pure arithmetic: no provider needed, the same in demo and production.
  app.post('/obt/maps/translate', { schema: s.translateSchema }, async (req) => {
    const { from, points } = req.body as TranslateRequest;
    const system = from === 'bd09' ? gcoord.BD09 : gcoord.WGS84;
    return ok({
      points: points.map((p) => {
        if (from === 'gcj02' || isOutsideChina(p.lng, p.lat)) return { lat: p.lat, lng: p.lng };
        const [lng, lat] = gcoord.transform([p.lng, p.lat], system, gcoord.GCJ02) as [number, number];
        return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
      }),
    });
  });

  app.post('/obt/maps/weather', { schema: s.weatherSchema }, async (req) => {
    const today = chinaDay(opts.ctx.now());
    const data = await guard(() => provider.weather((req.body as WeatherRequest).city, langOf(req), today));
    if (!data) throw invalid('maps.cityNotFound');
    return ok(data);
  });

  app.post('/obt/maps/basemap', { schema: s.basemapSchema }, async (req) => ok(basemap(langOf(req))));
}
