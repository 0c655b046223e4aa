/**
 * Production map services: forwards to the Amap web service (GCJ-02 natively) with the server-held key
 * MAP_WEB_KEY, so the key never reaches the bundle. `fetchFn` is injected so tests can play Amap's part.
 */
import type { MapPlace, MapPlaceKind, WeatherCondition } from '../../../../src/api/contract/maps';
import { findCity, type Lang } from './gazetteer';
import type { MapsProvider } from './provider';

export type FetchFn = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export const AMAP_BASE = 'https://restapi.amap.com/v3';

/** Failure of the provider (network, quota, bad key): the route answers a "map service unavailable" tip. */
export class MapsProviderError extends Error {}

interface AmapPoi {
  id?: string;
  name?: string;
  location?: string;
  address?: string | unknown[];
  cityname?: string | unknown[];
  pname?: string;
  type?: string;
  distance?: string | unknown[];
  district?: string | unknown[];
}

type Json = Record<string, unknown>;

export function amapProvider(key: string, fetchFn: FetchFn, timeoutMs = 5000): MapsProvider {
  async function call(path: string, params: Record<string, string | number | undefined>): Promise<Json> {
    const q = new URLSearchParams({ key, output: 'JSON' });
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), timeoutMs);
    try {
      const res = await fetchFn(`${AMAP_BASE}/${path}?${q.toString()}`, { signal: ctrl.signal });
      if (!res.ok) throw new MapsProviderError(`amap ${path}: HTTP error`);
      const body = (await res.json()) as Json;
      if (body.status !== '1') throw new MapsProviderError(`amap ${path}: ${String(body.info ?? 'error')}`);
      return body;
    } catch (err) {
      throw err instanceof MapsProviderError ? err : new MapsProviderError(`amap ${path}: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
  const lang = (l: Lang) => (l === 'en' ? 'en' : 'zh_cn');
  const ll = (p: { lat: number; lng: number }) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

  return {
    async placeSearch(req, l) {
      const count = req.count ?? 20;
      const common = { keywords: req.keyword, offset: count, page: req.pageNum ?? 1, language: lang(l) };
      const body = req.location
        ? await call('place/around', {
            ...common,
            location: ll(req.location),
            radius: req.radius ?? 50000,
            city: req.city,
          })
        : await call('place/text', { ...common, city: req.city, citylimit: req.city ? 'true' : undefined });
      const list = arr<AmapPoi>(body.pois)
        .flatMap((p) => toPlace(p) ?? [])
        .filter((p) => !req.kinds?.length || req.kinds.includes(p.kind));
      return { list, total: Number(body.count ?? list.length) };
    },
    async suggestion(req, l) {
      const body = await call('assistant/inputtips', {
        keywords: req.keyword,
        city: req.city,
        location: req.location ? ll(req.location) : undefined,
        language: lang(l),
      });
      return arr<AmapPoi>(body.tips)
        .flatMap((p) => toPlace(p) ?? [])
        .slice(0, 10);
    },
    async placeDetail(id, l) {
      const body = await call('place/detail', { id, language: lang(l) });
      const p = arr<AmapPoi>(body.pois)[0];
      return p ? toPlace(p) : undefined;
    },
    async reverseGeocode(req, l) {
      const body = await call('geocode/regeo', { location: ll(req), extensions: 'all', language: lang(l) });
      const r = (body.regeocode ?? {}) as Json;
      const c = (r.addressComponent ?? {}) as Json;
      const cityName = text(c.city) || text(c.province);
      const pois = arr<AmapPoi>(r.pois)
        .flatMap((p) => toPlace({ ...p, cityname: cityName }) ?? [])
        .slice(0, req.poiCount ?? 5);
      return {
        data: {
          address: text(r.formatted_address),
          province: text(c.province),
          cityCode: findCity(cityName)?.code ?? '',
          cityName,
          district: text(c.district),
          outsideChina: false,
        },
        pois,
      };
    },
    async geocoder(req) {
      const body = await call('geocode/geo', { address: req.address, city: req.city });
      const g = arr<Json>(body.geocodes)[0];
      const at = g ? point(text(g.location)) : undefined;
      if (!g || !at) return undefined;
      const city = text(g.city);
      return {
        ...at,
        level: levelKind(text(g.level)),
        name: text(g.formatted_address),
        cityCode: findCity(city)?.code ?? '',
      };
    },
    async direction(req) {
      const body = await call('direction/driving', { origin: ll(req.from), destination: ll(req.to), strategy: 0 });
      const path = arr<Json>(((body.route ?? {}) as Json).paths)[0];
      if (!path) return undefined;
      const points = arr<Json>(path.steps).flatMap((s) =>
        text(s.polyline)
          .split(';')
          .flatMap((pair) => point(pair) ?? []),
      );
      return { distance: Number(path.distance ?? 0), duration: Number(path.duration ?? 0), points };
    },
    async ipLocation(ip) {
      const body = await call('ip', { ip });
      const rect = text(body.rectangle)
        .split(';')
        .flatMap((p) => point(p) ?? []);
      const [a, b] = rect;
      if (!a || !b) return undefined;
      const cityName = text(body.city);
      return {
        lat: (a.lat + b.lat) / 2,
        lng: (a.lng + b.lng) / 2,
        cityCode: findCity(cityName)?.code ?? '',
        cityName,
        province: text(body.province),
      };
    },
    async weather(city) {
      // The weather call takes an adcode: the geocoder names it for a city name.
      const name = findCity(city)?.zh ?? city;
      const geo = arr<Json>((await call('geocode/geo', { address: name })).geocodes)[0];
      const adcode = geo ? text(geo.adcode) : '';
      if (!adcode) return undefined;
      const body = await call('weather/weatherInfo', { city: adcode, extensions: 'all' });
      const f = arr<Json>(body.forecasts)[0];
      if (!f) return undefined;
      return {
        cityCode: findCity(city)?.code ?? '',
        cityName: text(f.city),
        days: arr<Json>(f.casts).map((c) => ({
          date: text(c.date),
          condition: condition(text(c.dayweather)),
          high: Number(c.daytemp ?? 0),
          low: Number(c.nighttemp ?? 0),
        })),
      };
    },
  };
}

/** Amap answers '[]' for empty strings. */
function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function arr<T>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : [];
}

function point(pair: string): { lat: number; lng: number } | undefined {
  const [lng, lat] = pair.split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) && pair.includes(',')
    ? { lng: lng as number, lat: lat as number }
    : undefined;
}

function toPlace(p: AmapPoi): MapPlace | undefined {
  const at = point(text(p.location));
  if (!at || !p.name) return undefined;
  const cityName = text(p.cityname);
  const place: MapPlace = {
    id: text(p.id) || `${at.lng},${at.lat}`,
    name: p.name,
    kind: poiKind(text(p.type)),
    address: text(p.address) || text(p.district),
    cityCode: findCity(cityName)?.code ?? '',
    cityName,
    ...at,
  };
  const d = Number(text(p.distance));
  if (text(p.distance) && Number.isFinite(d)) place.distance = d;
  return place;
}

function poiKind(type: string): MapPlaceKind {
  if (type.includes('机场')) return 'airport';
  if (type.includes('火车站')) return 'station';
  if (type.includes('风景名胜') || type.includes('地名地址')) return 'landmark';
  return 'poi';
}

function levelKind(level: string): MapPlaceKind {
  if (level === '省' || level === '市') return 'city';
  if (level === '区县' || level === '开发区' || level === '乡镇') return 'district';
  return 'poi';
}

function condition(zh: string): WeatherCondition {
  if (zh.includes('雪')) return 'snow';
  if (zh.includes('小雨')) return 'lightRain';
  if (zh.includes('雨')) return 'rain';
  if (zh.includes('雾') || zh.includes('霾')) return 'fog';
  if (zh.includes('阴')) return 'overcast';
  if (zh.includes('云')) return 'cloudy';
  return 'sunny';
}
