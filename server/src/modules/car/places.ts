/**
 * Resolving the places of a car query (SPEC §8 "destination or airport or station not found"): a place must lie in
 * a served city (within 80 km of its centre); an airport or a station transfer needs a known airport / station at
 * the transfer's end — by its code, or the nearest one within 3 km of a place marked as one (500 m of any other
 * place). Resolved places carry
 * the served city's code and name and, for airports and stations, the gazetteer's position and name.
 */
import type { CarPlace } from '../../../../src/api/contract/car';
import { GAZETTEER, distanceM, toPlace, type GazetteerEntry, type Lang } from '../maps/gazetteer';
import { cityOfPoint, carCityName } from '../../suppliers/car';

/** How far from a place marked as an airport / station its known position may be; unmarked places must be closer. */
const SNAP_M = 3_000;
const SNAP_UNMARKED_M = 500;

/** A place inside a served city, with the city filled in; null outside every served city. */
export function resolvePlace(place: CarPlace, lang: Lang): CarPlace | null {
  if (!Number.isFinite(place.lat) || !Number.isFinite(place.lng)) return null;
  const city = cityOfPoint(place);
  if (!city) return null;
  return { ...place, cityCode: city.cityCode, cityName: carCityName(city.cityCode, lang) };
}

function entryByCode(kind: 'airport' | 'station', code: string): GazetteerEntry | undefined {
  const id = `${kind}:${code.trim().toUpperCase()}`;
  return GAZETTEER.find((e) => e.id === id);
}

function nearestOfKind(
  kind: 'airport' | 'station',
  at: { lat: number; lng: number },
  within: number,
): GazetteerEntry | undefined {
  let best: GazetteerEntry | undefined;
  let bestD = within;
  for (const e of GAZETTEER) {
    if (e.kind !== kind) continue;
    const d = distanceM(at, e);
    if (d <= bestD) [best, bestD] = [e, d];
  }
  return best;
}

/** A gazetteer airport or station as a car place (in a served city, else null). */
export function hubPlace(e: GazetteerEntry, lang: Lang, terminal?: string): CarPlace | null {
  const city = cityOfPoint(e);
  if (!city) return null;
  const name = lang === 'en' ? e.en : e.zh;
  const cityName = carCityName(city.cityCode, lang);
  const place: CarPlace = {
    name: terminal ? `${name} ${terminal}` : name,
    address: toPlace(e, lang).address,
    cityCode: city.cityCode,
    cityName,
    lat: e.lat,
    lng: e.lng,
    kind: e.kind,
    code: e.id.slice(e.id.indexOf(':') + 1),
  };
  if (terminal) place.terminal = terminal;
  return place;
}

/** An airport by its IATA code as a car place (null when unknown or not in a served city). */
export function airportPlace(code: string, lang: Lang, terminal?: string): CarPlace | null {
  const e = entryByCode('airport', code);
  return e ? hubPlace(e, lang, terminal) : null;
}

/**
 * The airport or station a transfer place designates: by its code, else the nearest one within 3 km when the place
 * is marked as one (kind), within 500 m otherwise. Null: not found. The user's name and terminal are kept; position and code are the hub's.
 */
export function resolveHub(place: CarPlace, kind: 'airport' | 'station', lang: Lang): CarPlace | null {
  const e = place.code
    ? entryByCode(kind, place.code)
    : Number.isFinite(place.lat) && Number.isFinite(place.lng)
      ? nearestOfKind(kind, place, place.kind === kind ? SNAP_M : SNAP_UNMARKED_M)
      : undefined;
  if (!e) return null;
  // A code that names another point than the place given (e.g. PEK with Shanghai coordinates) is not this hub.
  if (place.code && Number.isFinite(place.lat) && distanceM(place, e) > SNAP_M * 10) return null;
  const hub = hubPlace(e, lang, place.terminal);
  if (!hub) return null;
  return { ...hub, name: place.name || hub.name, address: place.address || hub.address };
}
