/** GET /obt/bdc/geo/:productCode/:file (file = zh-CN.json | en-US.json): cacheable base-data files. */
import type { FastifyInstance } from 'fastify';
import type { GeoEntry, GeoFileData, GeoLocale, GeoProductCode } from '../../../../src/api/contract/basedata';
import { CODE, fail, okList } from '../../lib/envelope';
import { flag, int, obj, oneOf, reply, str } from '../../lib/schema';
import { t } from '../../plugins/i18n';
import { GEO_LOCALES, GEO_PRODUCTS, geoFile } from './service';

const geoSchema = {
  summary: 'City, airport or station list of a product in a locale',
  params: {
    type: 'object',
    properties: { productCode: str({ pattern: '^\\d{5}$' }), file: str({ maxLength: 16 }) },
    required: ['productCode', 'file'],
  },
  response: reply(
    obj<GeoFileData>({ productCode: int(), locale: str(), version: str() }),
    obj<GeoEntry>({
      code: str(),
      kind: oneOf(['city', 'airport', 'station'], 'string'),
      name: str(),
      cityCode: str(),
      cityName: str(),
      pinyin: str(),
      jianpin: str(),
      initial: str(),
      countryName: str(),
      hot: flag(),
    }),
  ),
};

export async function basedataRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { productCode: string; file: string } }>(
    '/obt/bdc/geo/:productCode/:file',
    { schema: geoSchema },
    async (req, reply) => {
      const product = Number(req.params.productCode) as GeoProductCode;
      const locale = req.params.file.replace(/\.json$/, '') as GeoLocale;
      if (!GEO_PRODUCTS.includes(product) || !GEO_LOCALES.includes(locale) || !req.params.file.endsWith('.json')) {
        return reply.code(404).send(fail(CODE.notFound, t(req, 'notFoundPath')));
      }
      const file = geoFile(product, locale);
      reply.header('cache-control', 'public, max-age=86400').header('etag', file.etag);
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return okList(file.list, file.data);
    },
  );
}
