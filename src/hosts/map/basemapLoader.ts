/** The server's basemap, fetched once per page load (it is the same for every map). */
import { mapsBasemap } from '../../api/maps';
import type { BasemapData } from '../../api/contract/maps';

let pending: Promise<BasemapData> | undefined;

export function loadBasemap(): Promise<BasemapData> {
  pending ??= mapsBasemap().then((res) => {
    if (!res.data) throw new Error('basemap: empty answer');
    return res.data;
  });
  // A failed load is retried on the next map (the retry button), not cached.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
