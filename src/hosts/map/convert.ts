/**
 * Coordinate conversion to GCJ-02 (the system of Chinese maps and of every point the app keeps), with the SPEC §5
 * outside-China rule: points outside the China box are left unconverted.
 */
import gcoord from 'gcoord';
import { isOutsideChina } from '../../domain/geo';
import type { GeoPoint } from '../location/types';

export type CoordSystem = 'wgs84' | 'bd09' | 'gcj02';

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

export function toGcj02(p: GeoPoint, from: CoordSystem): GeoPoint {
  if (from === 'gcj02' || isOutsideChina(p.lng, p.lat)) return { lat: p.lat, lng: p.lng };
  const system = from === 'bd09' ? gcoord.BD09 : gcoord.WGS84;
  const [lng, lat] = gcoord.transform([p.lng, p.lat], system, gcoord.GCJ02) as [number, number];
  return { lat: round6(lat), lng: round6(lng) };
}

/** For map apps that want Baidu's BD-09 (the Baidu URI accepts GCJ-02 too, with coord_type). */
export function gcj02ToBd09(p: GeoPoint): GeoPoint {
  if (isOutsideChina(p.lng, p.lat)) return { lat: p.lat, lng: p.lng };
  const [lng, lat] = gcoord.transform([p.lng, p.lat], gcoord.GCJ02, gcoord.BD09) as [number, number];
  return { lat: round6(lat), lng: round6(lng) };
}
