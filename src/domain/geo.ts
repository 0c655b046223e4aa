/** Geographic helper (SPEC §5): coordinates outside China's box are left unconverted (no GCJ-02 shift). */

/** The box treated as China (SPEC §5), in degrees. */
export const CHINA_BOX = { minLng: 72.004, maxLng: 137.8347, minLat: 0.8293, maxLat: 55.8271 } as const;

/** True when the point lies outside the China box (edges count as inside); non-finite input is outside. */
export function isOutsideChina(lng: number, lat: number): boolean {
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return true;
  return lng < CHINA_BOX.minLng || lng > CHINA_BOX.maxLng || lat < CHINA_BOX.minLat || lat > CHINA_BOX.maxLat;
}
