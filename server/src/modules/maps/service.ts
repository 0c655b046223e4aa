/**
 * Picks the map back end: with MAP_WEB_KEY set the Amap web service (production), otherwise the demo gazetteer.
 * The key stays on the server; the client only ever calls /obt/maps/*.
 */
import { amapProvider, type FetchFn } from './amap';
import { demoProvider } from './demo';
import type { MapsProvider } from './provider';

export function mapsProvider(
  env: Record<string, string | undefined> = process.env,
  fetchFn: FetchFn = fetch,
): MapsProvider {
  const key = env.MAP_WEB_KEY?.trim();
  return key ? amapProvider(key, fetchFn) : demoProvider();
}
