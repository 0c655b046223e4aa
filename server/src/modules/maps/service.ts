/**
 * Picks the map back end: with MAP_WEB_KEY set the Amap web service (production), otherwise the demo gazetteer.
 * The key stays on the server; the client only ever calls /obt/maps/*.
 */
import { amapProvider, type FetchFn } from './amap';
import { demoProvider } from './demo';
import type { MapsProvider } from './provider';

export function mapsProvider(mapWebKey: string, fetchFn: FetchFn = fetch): MapsProvider {
  return mapWebKey ? amapProvider(mapWebKey, fetchFn) : demoProvider();
}
