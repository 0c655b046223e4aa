/**
 * SPEC §7 Maps through the reference server (/obt/maps/*): the demo gazetteer answers deterministically in GCJ-02,
 * the calls need a session, outside-China points are left unconverted (SPEC §5), and with MAP_WEB_KEY set the
 * calls are forwarded to the provider with the server-held key (played here by a fake fetch).
 */
import type {
  BasemapData,
  DirectionData,
  GeocoderData,
  IpLocationData,
  MapPlace,
  PlaceSearchData,
  ReverseGeocodeData,
  TranslateData,
  WeatherData,
} from '../../src/api/contract/maps';
import Fastify from 'fastify';
import { amapProvider, MapsProviderError } from '../../server/src/modules/maps/amap';
import { mapsRoutes } from '../../server/src/modules/maps/routes';
import { mapsProvider } from '../../server/src/modules/maps/service';
import { setupErrors } from '../../server/src/plugins/errors';
import { setupI18n } from '../../server/src/plugins/i18n';
import { addDays, chinaDay } from '../../server/src/lib/time';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, DEMO.zhangsan.phone);
});

afterAll(async () => {
  await t.close();
});

const maps = <D = unknown, L = unknown>(path: string, body: object, lang?: string) =>
  call<D, L>(t.app, `/obt/maps/${path}`, body, { token, lang });

describe('/obt/maps demo gazetteer', () => {
  it('needs a session', async () => {
    const res = await call(t.app, '/obt/maps/placeSearch', { keyword: '北京' });
    expect(res.code).not.toBe(1);
  });

  it('finds airports by code and name, in GCJ-02 (shifted from the surveyed WGS-84)', async () => {
    const byCode = await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: 'PEK' });
    expect(byCode.code).toBe(1);
    const pek = byCode.list[0] as MapPlace;
    expect(pek).toMatchObject({ id: 'airport:PEK', kind: 'airport', name: '北京首都国际机场', cityCode: 'BJS' });
    // Surveyed 116.5846, 40.0801; GCJ-02 lies a few hundred metres east and south-ish of it.
    expect(pek.lng).toBeGreaterThan(116.5846);
    expect(pek.lng - 116.5846).toBeLessThan(0.01);
    expect(Math.abs(pek.lat - 40.0801)).toBeLessThan(0.01);
    const byName = await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: '浦东' });
    expect(byName.list.map((p) => p.id)).toEqual(expect.arrayContaining(['airport:PVG', 'district:SHA14']));
    expect(byName.data.total).toBe(byName.list.length);
  });

  it('filters by city, kind and radius, sorting by distance from a location', async () => {
    const tiananmen = { lat: 39.9047, lng: 116.4037 };
    const res = await maps<PlaceSearchData, MapPlace>('placeSearch', {
      keyword: '北京',
      city: 'BJS',
      kinds: ['station'],
      location: tiananmen,
    });
    expect(res.list.length).toBe(4);
    expect(res.list.every((p) => p.kind === 'station' && p.cityCode === 'BJS')).toBe(true);
    const d = res.list.map((p) => p.distance as number);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    const near = await maps<PlaceSearchData, MapPlace>('placeSearch', {
      keyword: '北京',
      kinds: ['airport'],
      location: tiananmen,
      radius: 30000,
    });
    expect(near.list.map((p) => p.id)).toEqual(['airport:PEK']);
  });

  it('pages results', async () => {
    const all = await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: '区', count: 50 });
    const page2 = await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: '区', count: 5, pageNum: 2 });
    expect(page2.list.map((p) => p.id)).toEqual(all.list.slice(5, 10).map((p) => p.id));
    expect(page2.data.total).toBe(all.data.total);
  });

  it('suggests at most 10 places, prefix matches first, in the caller language', async () => {
    const res = await maps<unknown, MapPlace>('suggestion', { keyword: 'sh' }, 'en-US');
    expect(res.list.length).toBeLessThanOrEqual(10);
    expect(res.list[0]?.name).toBe('Shanghai');
  });

  it('reverse-geocodes to city, district and the nearest places', async () => {
    const bund = (await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: '外滩' })).list[0] as MapPlace;
    const res = await maps<ReverseGeocodeData, MapPlace>('reverseGeocode', { lat: bund.lat, lng: bund.lng });
    expect(res.data).toMatchObject({ cityCode: 'SHA', cityName: '上海', district: '黄浦区', outsideChina: false });
    expect(res.data.address).toBe('上海市黄浦区 外滩附近');
    expect(res.list[0]?.id).toBe(bund.id);
    // SPEC §5: outside the China box nothing is converted or named.
    const paris = await maps<ReverseGeocodeData>('reverseGeocode', { lat: 48.8566, lng: 2.3522 });
    expect(paris.data).toMatchObject({ outsideChina: true, cityCode: '' });
  });

  it('geocodes an address by the longest place name it contains', async () => {
    const res = await maps<GeocoderData>('geocoder', { address: '上海市浦东新区陆家嘴环路1000号' });
    expect(res.data).toMatchObject({ level: 'landmark', name: '陆家嘴', cityCode: 'SHA' });
    const none = await maps('geocoder', { address: '不存在的地方' });
    expect(none.code).toBe(2);
    expect(none.tips).toBe('未能解析该地址');
  });

  it('plans a driving route from start to end with distance and duration', async () => {
    const from = { lat: 39.9047, lng: 116.4037 };
    const pek = (await maps<PlaceSearchData, MapPlace>('placeSearch', { keyword: 'PEK' })).list[0] as MapPlace;
    const res = await maps<DirectionData>('direction', { from, to: { lat: pek.lat, lng: pek.lng } });
    expect(res.code).toBe(1);
    expect(res.data.points[0]).toEqual(from);
    expect(res.data.points.at(-1)).toEqual({ lat: pek.lat, lng: pek.lng });
    expect(res.data.distance).toBeGreaterThan(25000);
    expect(res.data.distance).toBeLessThan(40000);
    expect(res.data.duration).toBeGreaterThan(0);
  });

  it('locates a loopback caller in the default city and a public IP deterministically', async () => {
    const local = await maps<IpLocationData>('ipLocation', {});
    expect(local.data).toMatchObject({ cityCode: 'BJS', cityName: '北京' });
    const a = await call<IpLocationData>(t.app, '/obt/maps/ipLocation', {}, { token, ip: '8.8.4.4' });
    const b = await call<IpLocationData>(t.app, '/obt/maps/ipLocation', {}, { token, ip: '8.8.4.4' });
    expect(a.data.cityCode).toBe(b.data.cityCode);
  });

  it('translates WGS-84 and BD-09 to GCJ-02 and leaves outside-China points alone', async () => {
    const res = await maps<TranslateData>('translate', {
      from: 'wgs84',
      points: [
        { lat: 39.9042, lng: 116.4074 },
        { lat: 51.5072, lng: -0.1276 },
      ],
    });
    expect(res.data.points[0]?.lng).not.toBe(116.4074);
    expect(res.data.points[1]).toEqual({ lat: 51.5072, lng: -0.1276 });
    const bd = await maps<TranslateData>('translate', { from: 'bd09', points: [{ lat: 39.9105, lng: 116.4139 }] });
    expect(Math.abs((bd.data.points[0]?.lng ?? 0) - 116.4074)).toBeLessThan(0.002);
  });

  it('gives four days of weather from the server clock, stable for a day', async () => {
    const res = await maps<WeatherData>('weather', { city: '上海' });
    const today = chinaDay(t.clock.ms);
    expect(res.data.days.map((d) => d.date)).toEqual([0, 1, 2, 3].map((n) => addDays(today, n)));
    for (const d of res.data.days) expect(d.high).toBeGreaterThanOrEqual(d.low);
    expect((await maps<WeatherData>('weather', { city: 'SHA' })).data).toEqual(res.data);
    expect((await maps('weather', { city: '火星' })).code).toBe(2);
  });

  it('serves a basemap with land, districts, roads and every gazetteer city', async () => {
    const res = await maps<BasemapData>('basemap', {});
    expect(res.data.land.length).toBeGreaterThanOrEqual(3);
    expect(res.data.cities.length).toBe(42);
    expect(res.data.districts.filter((d) => d.cityCode === 'BJS').length).toBe(10);
    expect(res.data.roads.some((r) => r.kind === 'airport' && r.name.includes('首都'))).toBe(true);
    for (const d of res.data.districts) expect(d.ring[0]).toEqual(d.ring.at(-1));
  });

  it('refuses bad bodies by schema', async () => {
    expect((await maps('placeSearch', { keyword: '' })).code).not.toBe(1);
    expect((await maps('direction', { from: { lat: 91, lng: 0 }, to: { lat: 0, lng: 0 } })).code).not.toBe(1);
  });
});

describe('production forwarding (MAP_WEB_KEY)', () => {
  type Seen = string[];
  const fakeFetch = (seen: Seen, answer: (url: URL) => unknown) => async (url: string) => {
    seen.push(url);
    return { ok: true, json: async () => answer(new URL(url)) };
  };

  it('uses the demo gazetteer without a key and the provider with one', async () => {
    const seen: Seen = [];
    const demo = mapsProvider(
      '',
      fakeFetch(seen, () => ({})),
    );
    expect((await demo.suggestion({ keyword: 'PEK' }, 'zh'))[0]?.id).toBe('airport:PEK');
    expect(seen).toEqual([]);
    const prod = mapsProvider(
      'server-key',
      fakeFetch(seen, () => ({
        status: '1',
        count: '1',
        pois: [
          {
            id: 'B000A83M61',
            name: '北京首都国际机场',
            location: '116.603039,40.080525',
            type: '交通设施服务;机场相关',
            cityname: '北京市',
            address: '顺义区',
          },
        ],
      })),
    );
    const res = await prod.placeSearch({ keyword: '首都机场', city: '北京' }, 'zh');
    expect(res.list[0]).toMatchObject({ id: 'B000A83M61', kind: 'airport', cityCode: 'BJS', lat: 40.080525 });
    const url = new URL(seen[0] as string);
    expect(url.host).toBe('restapi.amap.com');
    expect(url.searchParams.get('key')).toBe('server-key');
    expect(url.searchParams.get('keywords')).toBe('首都机场');
  });

  it('maps a driving route and a provider failure', async () => {
    const seen: Seen = [];
    const prod = amapProvider(
      'k',
      fakeFetch(seen, (u) =>
        u.pathname.endsWith('/direction/driving')
          ? {
              status: '1',
              route: {
                paths: [
                  {
                    distance: '1200',
                    duration: '300',
                    steps: [{ polyline: '116.1,39.1;116.2,39.2' }, { polyline: '116.3,39.3' }],
                  },
                ],
              },
            }
          : { status: '0', info: 'INVALID_USER_KEY' },
      ),
    );
    const route = await prod.direction({ from: { lat: 39.1, lng: 116.1 }, to: { lat: 39.3, lng: 116.3 } });
    expect(route).toEqual({
      distance: 1200,
      duration: 300,
      points: [
        { lng: 116.1, lat: 39.1 },
        { lng: 116.2, lat: 39.2 },
        { lng: 116.3, lat: 39.3 },
      ],
    });
    await expect(prod.ipLocation('1.2.3.4', 'zh')).rejects.toBeInstanceOf(MapsProviderError);
  });

  it('asks the weather by the adcode the geocoder names, and filters places by kind', async () => {
    const seen: Seen = [];
    const prod = amapProvider(
      'k',
      fakeFetch(seen, (u) => {
        if (u.pathname.endsWith('/geocode/geo')) return { status: '1', geocodes: [{ adcode: '310000' }] };
        if (u.pathname.endsWith('/weather/weatherInfo'))
          return {
            status: '1',
            forecasts: [
              { city: '上海市', casts: [{ date: '2026-03-02', dayweather: '小雨', daytemp: '12', nighttemp: '6' }] },
            ],
          };
        return {
          status: '1',
          pois: [
            { id: 'a', name: '虹桥机场', location: '121.33,31.19', type: '交通设施服务;机场相关', cityname: '上海市' },
            { id: 'b', name: '虹桥路', location: '121.40,31.19', type: '地名地址信息', cityname: '上海市' },
          ],
        };
      }),
    );
    const weather = await prod.weather('SHA', 'zh', '2026-03-02');
    expect(weather).toEqual({
      cityCode: 'SHA',
      cityName: '上海市',
      days: [{ date: '2026-03-02', condition: 'lightRain', high: 12, low: 6 }],
    });
    expect(new URL(seen[1] as string).searchParams.get('city')).toBe('310000');
    const airports = await prod.placeSearch({ keyword: '虹桥', kinds: ['airport'] }, 'zh');
    expect(airports.list.map((p) => p.id)).toEqual(['a']);
  });

  it('answers a provider outage as the map-unavailable tip', async () => {
    const app = Fastify();
    setupI18n(app);
    setupErrors(app);
    const failing = amapProvider('k', async () => ({ ok: false, json: async () => ({}) }));
    await app.register(mapsRoutes, { ctx: t.app.obt, provider: failing });
    const res = await app.inject({ method: 'POST', url: '/obt/maps/suggestion', payload: { keyword: 'x' } });
    await app.close();
    expect(JSON.parse(res.body)).toMatchObject({ code: 2, tips: '地图服务暂不可用，请稍后重试' });
  });
});
