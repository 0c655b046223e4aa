/**
 * The demo map services: every answer computed from the gazetteer, deterministic and offline. Directions are a
 * schematic road-like curve with a distance 1.3 × the straight line at city driving speeds; weather is simulated
 * from the city's latitude, the month and a hash of the day (labelled as such in docs/hosts/maps.md).
 */
import type { MapPlace, ReverseGeocodeData, WeatherCondition, WeatherDay } from '../../../../src/api/contract/maps';
import { isOutsideChina } from '../../../../src/domain/geo';
import { addDays } from '../../lib/time';
import {
  CITIES,
  type CityInfo,
  distanceM,
  findCity,
  GAZETTEER,
  type GazetteerEntry,
  matchScore,
  nearestCity,
  toPlace,
} from './gazetteer';
import type { MapsProvider } from './provider';

const DEFAULT_CITY = 'BJS';

export function demoProvider(): MapsProvider {
  return {
    async placeSearch(req, lang) {
      const hits = search(req.keyword, req.city, req.location, req.radius, req.kinds);
      const count = req.count ?? 20;
      const start = ((req.pageNum ?? 1) - 1) * count;
      return { list: hits.slice(start, start + count).map((e) => toPlace(e, lang, req.location)), total: hits.length };
    },
    async suggestion(req, lang) {
      return search(req.keyword, req.city, req.location)
        .slice(0, 10)
        .map((e) => toPlace(e, lang, req.location));
    },
    async placeDetail(id, lang) {
      const e = GAZETTEER.find((g) => g.id === id);
      return e ? toPlace(e, lang) : undefined;
    },
    async reverseGeocode(req, lang) {
      const at = { lat: req.lat, lng: req.lng };
      if (isOutsideChina(req.lng, req.lat)) {
        const data: ReverseGeocodeData = {
          address: '',
          province: '',
          cityCode: '',
          cityName: '',
          district: '',
          outsideChina: true,
        };
        return { data, pois: [] };
      }
      const city = nearestCity(at);
      const district = nearest(at, (e) => e.kind === 'district' && e.cityCode === city.code, 15000);
      const pois = GAZETTEER.filter((e) => e.kind !== 'city' && e.kind !== 'district' && distanceM(at, e) <= 5000)
        .sort((a, b) => distanceM(at, a) - distanceM(at, b))
        .slice(0, req.poiCount ?? 5)
        .map((e) => toPlace(e, lang, at));
      const cityName = lang === 'en' ? city.en : city.zh;
      const province = lang === 'en' ? city.provinceEn : city.province;
      const districtName = district ? (lang === 'en' ? district.en : district.zh) : '';
      const near = pois[0] ? (lang === 'en' ? `near ${pois[0].name}` : `${pois[0].name}附近`) : '';
      const address =
        lang === 'en'
          ? [near, districtName, cityName, province === cityName ? '' : province].filter(Boolean).join(', ')
          : `${province === `${cityName}市` ? '' : province}${cityName}市${districtName}${near ? ` ${near}` : ''}`;
      return {
        data: { address, province, cityCode: city.code, cityName, district: districtName, outsideChina: false },
        pois,
      };
    },
    async geocoder(req, lang) {
      const text = req.address.trim();
      if (!text) return undefined;
      const city = findCity(req.city);
      // The most precise place the address names wins, then the longest name: '上海市浦东新区陆家嘴' → 陆家嘴.
      const hits = GAZETTEER.filter((e) => (!city || e.cityCode === city.code) && containsName(text, e)).sort(
        (a, b) => precision(a) - precision(b) || b.zh.length - a.zh.length,
      );
      const e = hits[0];
      if (!e) return undefined;
      return { lat: e.lat, lng: e.lng, level: e.kind, name: lang === 'en' ? e.en : e.zh, cityCode: e.cityCode };
    },
    async direction(req) {
      const straight = distanceM(req.from, req.to);
      if (straight > 3_000_000) return undefined;
      const distance = Math.round(straight * 1.3);
      // Faster on long trips (expressways) than across town.
      const kmh = distance > 60000 ? 90 : distance > 15000 ? 55 : 30;
      return { distance, duration: Math.round((distance / 1000 / kmh) * 3600), points: curve(req.from, req.to) };
    },
    async ipLocation(ip, lang) {
      const city = cityForIp(ip);
      return {
        lat: city.lat,
        lng: city.lng,
        cityCode: city.code,
        cityName: lang === 'en' ? city.en : city.zh,
        province: lang === 'en' ? city.provinceEn : city.province,
      };
    },
    async weather(cityText, lang, today) {
      const city = findCity(cityText);
      if (!city) return undefined;
      const days: WeatherDay[] = [0, 1, 2, 3].map((i) => simulatedDay(city, addDays(today, i)));
      return { cityCode: city.code, cityName: lang === 'en' ? city.en : city.zh, days };
    },
  };
}

function search(
  keyword: string,
  cityText?: string,
  location?: { lat: number; lng: number },
  radius?: number,
  kinds?: string[],
): GazetteerEntry[] {
  const city = findCity(cityText);
  const scored = GAZETTEER.map((e) => ({ e, s: matchScore(e, keyword) })).filter(
    ({ e, s }) =>
      s > 0 &&
      (!city || e.cityCode === city.code) &&
      (!kinds || kinds.length === 0 || kinds.includes(e.kind)) &&
      (!location || !radius || distanceM(location, e) <= radius),
  );
  return scored
    .sort(
      (a, b) =>
        b.s - a.s ||
        (location ? distanceM(location, a.e) - distanceM(location, b.e) : 0) ||
        rank(a.e) - rank(b.e) ||
        a.e.id.localeCompare(b.e.id),
    )
    .map(({ e }) => e);
}

/** Cities first, then airports, stations, districts, landmarks. */
function rank(e: GazetteerEntry): number {
  return ['city', 'airport', 'station', 'district', 'landmark', 'poi'].indexOf(e.kind);
}

/** Landmarks, stations and airports pin a point; a district or a city only an area. */
function precision(e: GazetteerEntry): number {
  return e.kind === 'city' ? 2 : e.kind === 'district' ? 1 : 0;
}

function containsName(text: string, e: GazetteerEntry): boolean {
  const lower = text.toLowerCase();
  // '朝阳' names 朝阳区; a station needs its full name ('上海站'), else every address in 上海 would match it.
  const bare = e.kind === 'district' || e.kind === 'city' ? e.zh.replace(/(区|市)$/, '') : e.zh;
  return text.includes(e.zh) || (bare.length >= 2 && text.includes(bare)) || lower.includes(e.en.toLowerCase());
}

function nearest(
  at: { lat: number; lng: number },
  keep: (e: GazetteerEntry) => boolean,
  within: number,
): GazetteerEntry | undefined {
  let best: GazetteerEntry | undefined;
  let bestD = within;
  for (const e of GAZETTEER) {
    if (!keep(e)) continue;
    const d = distanceM(at, e);
    if (d <= bestD) [best, bestD] = [e, d];
  }
  return best;
}

/** A road-like path: the straight line bent by a gentle, deterministic S so it does not look like a ruler line. */
export function curve(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): { lat: number; lng: number }[] {
  const steps = 24;
  const dLat = to.lat - from.lat;
  const dLng = to.lng - from.lng;
  const points: { lat: number; lng: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const bend = 0.08 * Math.sin(f * Math.PI * 2) * (1 - Math.abs(0.5 - f));
    points.push({
      lat: round6(from.lat + dLat * f - dLng * bend),
      lng: round6(from.lng + dLng * f + dLat * bend),
    });
  }
  return points;
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Private and loopback addresses (the demo) are in the default city; others spread over the first-tier cities. */
function cityForIp(ip: string): CityInfo {
  const fallback = CITIES.get(DEFAULT_CITY) as CityInfo;
  if (!ip || /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/i.test(ip)) return fallback;
  const tier1 = [...CITIES.values()].filter((c) => c.tier === 1);
  return tier1[hash(ip) % tier1.length] ?? fallback;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Simulated weather: warmer south and in summer, conditions from a hash of city and day (stable per day). */
function simulatedDay(city: CityInfo, date: string): WeatherDay {
  const month = Number(date.slice(5, 7));
  const season = Math.cos(((month - 7) / 12) * 2 * Math.PI); // 1 in July, -1 in January
  const mean = 30 - (city.lat - 18) * 0.45 + season * (6 + (city.lat - 18) * 0.35);
  const h = hash(`${city.code}:${date}`);
  const conditions: WeatherCondition[] = ['sunny', 'sunny', 'cloudy', 'cloudy', 'overcast', 'lightRain', 'rain', 'fog'];
  let condition = conditions[h % conditions.length] as WeatherCondition;
  const high = Math.round(mean + 4 + (h % 5) - 2);
  const low = Math.round(mean - 5 - ((h >> 3) % 4));
  if (high <= 1 && (condition === 'lightRain' || condition === 'rain')) condition = 'snow';
  return { date, condition, high, low };
}

export type { MapPlace };
