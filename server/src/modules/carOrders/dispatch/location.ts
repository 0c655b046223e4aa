/**
 * Where the simulated driver is at a moment (getDriverLocation): nothing is stored per tick. Between acceptance and
 * the planned arrival the driver moves along the approach route at an even pace, between the trip's start and its
 * planned end along the ride's route; the demo durations come from the supplier (`demoDurationMs`), so the same
 * columns always give the same position. Routes are stored as `[lat, lng][]` JSON.
 */
import type { LatLng } from '../../../../../src/api/contract/car';
import { distanceM } from '../../maps/gazetteer';

/** A stored route `[lat, lng][]` as points ([] when empty or unreadable). */
export function parseRoute(json: string): LatLng[] {
  if (!json) return [];
  try {
    const raw = JSON.parse(json) as unknown;
    if (!Array.isArray(raw)) return [];
    const out: LatLng[] = [];
    for (const p of raw) {
      if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') out.push({ lat: p[0], lng: p[1] });
    }
    return out;
  } catch {
    return [];
  }
}

/** Points as the stored `[lat, lng][]` JSON. */
export function routeJson(points: readonly LatLng[]): string {
  return JSON.stringify(points.map((p) => [p.lat, p.lng]));
}

/** Degrees from north (0–359) of the way from `a` to `b` (flat approximation, fine at street scale). */
export function headingDeg(a: LatLng, b: LatLng): number {
  const dy = b.lat - a.lat;
  const dx = (b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180);
  if (dx === 0 && dy === 0) return 0;
  const deg = (Math.atan2(dx, dy) * 180) / Math.PI;
  return Math.round((deg + 360) % 360);
}

export interface RoutePosition {
  position: LatLng;
  heading: number;
  /** Metres left to the route's end. */
  remaining: number;
}

/**
 * The point at `fraction` (0–1, clamped) of a route's length, with the heading of its segment and the metres left.
 * Null for a route without points.
 */
export function alongRoute(points: readonly LatLng[], fraction: number): RoutePosition | null {
  if (points.length === 0) return null;
  if (points.length === 1) return { position: points[0], heading: 0, remaining: 0 };
  const lengths = points.slice(1).map((p, i) => distanceM(points[i], p));
  const total = lengths.reduce((s, l) => s + l, 0);
  const f = Math.min(1, Math.max(0, fraction));
  let left = f * total;
  for (let i = 0; i < lengths.length; i += 1) {
    const a = points[i];
    const b = points[i + 1];
    const len = lengths[i];
    if (left <= len || i === lengths.length - 1) {
      const t = len > 0 ? Math.min(1, left / len) : 1;
      const position = {
        lat: round6(a.lat + (b.lat - a.lat) * t),
        lng: round6(a.lng + (b.lng - a.lng) * t),
      };
      return { position, heading: headingDeg(a, b), remaining: Math.round(total * (1 - f)) };
    }
    left -= len;
  }
  // Not reached: the loop returns on its last segment.
  return null;
}

/** Where a leg of `durationMs` that began at `startMs` is at `nowMs`, and the seconds it still takes. */
export function legAt(
  points: readonly LatLng[],
  startMs: number,
  durationMs: number,
  nowMs: number,
): (RoutePosition & { seconds: number }) | null {
  const fraction = durationMs > 0 ? (nowMs - startMs) / durationMs : 1;
  const at = alongRoute(points, fraction);
  if (!at) return null;
  return { ...at, seconds: Math.max(0, Math.ceil((startMs + durationMs - nowMs) / 1000)) };
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
