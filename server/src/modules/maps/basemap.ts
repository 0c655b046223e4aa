/**
 * The basemap the H5 offline map draws when no provider key is configured: land outlines, district cells of the
 * larger cities, schematic expressways, ring roads and airport roads, and city points. Built once from the
 * gazetteer (GCJ-02); small enough (tens of kB) to send whole.
 */
import type { BasemapArea, BasemapData, BasemapRoad } from '../../../../src/api/contract/maps';
import { CITIES, GAZETTEER, type Lang, wgsToGcj } from './gazetteer';
import { EXPRESSWAYS, LAND_OUTLINES } from './gazetteer/points';

const VERSION = '1';
const r5 = (n: number): number => Math.round(n * 1e5) / 1e5;

function build(lang: Lang): BasemapData {
  const land = LAND_OUTLINES.map((ring) =>
    ring.map(([lng, lat]) => {
      const p = wgsToGcj(lng, lat);
      return [r5(p.lng), r5(p.lat)];
    }),
  );
  const roads: BasemapRoad[] = [];
  for (const [name, codes] of EXPRESSWAYS) {
    const line = codes.flatMap((c) => {
      const city = CITIES.get(c);
      return city ? [[r5(city.lng), r5(city.lat)]] : [];
    });
    if (line.length > 1) roads.push({ name, kind: 'expressway', line });
  }
  for (const city of CITIES.values()) {
    // A ring road around every city (12 km across the first tier, 8 km elsewhere) and a road to each airport.
    const radius = city.tier === 1 ? 0.11 : 0.07;
    roads.push({
      name: lang === 'en' ? `${city.en} Ring Road` : `${city.zh}绕城高速`,
      kind: 'ring',
      line: circle(city, radius, 32),
    });
    for (const a of GAZETTEER.filter((e) => e.kind === 'airport' && e.cityCode === city.code)) {
      roads.push({
        name: lang === 'en' ? `${a.en} Expressway` : `${a.zh.replace(/国际机场|机场/, '')}机场高速`,
        kind: 'airport',
        line: [
          [r5(city.lng), r5(city.lat)],
          [
            r5((city.lng + a.lng) / 2 + (a.lat - city.lat) * 0.08),
            r5((city.lat + a.lat) / 2 - (a.lng - city.lng) * 0.08),
          ],
          [r5(a.lng), r5(a.lat)],
        ],
      });
    }
  }
  const cities = [...CITIES.values()].map((c) => ({
    code: c.code,
    name: lang === 'en' ? c.en : c.zh,
    tier: c.tier,
    lat: c.lat,
    lng: c.lng,
  }));
  return { version: VERSION, land, districts: districtCells(lang), roads, cities };
}

function circle(c: { lat: number; lng: number }, radiusDeg: number, steps: number): number[][] {
  const out: number[][] = [];
  const squash = 1 / Math.cos((c.lat * Math.PI) / 180);
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    out.push([r5(c.lng + Math.cos(a) * radiusDeg * squash), r5(c.lat + Math.sin(a) * radiusDeg)]);
  }
  return out;
}

/**
 * District areas as Voronoi cells of the district centres of one city, clipped to a disc around each centre: a
 * tessellation that looks like districts without shipping real boundaries.
 */
function districtCells(lang: Lang): BasemapArea[] {
  const districts = GAZETTEER.filter((e) => e.kind === 'district');
  return districts.map((d) => {
    let cell = circle(d, 0.12, 24).slice(0, -1);
    for (const o of districts) {
      if (o === d || o.cityCode !== d.cityCode) continue;
      cell = clipHalfPlane(cell, [d.lng, d.lat], [o.lng, o.lat]);
    }
    return {
      name: lang === 'en' ? d.en : d.zh,
      cityCode: d.cityCode,
      ring: [...cell, cell[0] as number[]].map(([x, y]) => [r5(x as number), r5(y as number)]),
    };
  });
}

/** Keeps the part of a convex polygon closer to `a` than to `b` (Sutherland–Hodgman with the bisector). */
function clipHalfPlane(poly: number[][], a: number[], b: number[]): number[][] {
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  const nx = bx - ax;
  const ny = by - ay;
  const c = (bx * bx + by * by - ax * ax - ay * ay) / 2;
  const inside = (p: number[]) => (p[0] as number) * nx + (p[1] as number) * ny <= c;
  const out: number[][] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as number[];
    const q = poly[(i + 1) % poly.length] as number[];
    const pin = inside(p);
    const qin = inside(q);
    if (pin) out.push(p);
    if (pin !== qin) {
      const fp = (p[0] as number) * nx + (p[1] as number) * ny - c;
      const fq = (q[0] as number) * nx + (q[1] as number) * ny - c;
      const t = fp / (fp - fq);
      out.push([
        (p[0] as number) + ((q[0] as number) - (p[0] as number)) * t,
        (p[1] as number) + ((q[1] as number) - (p[1] as number)) * t,
      ]);
    }
  }
  return out;
}

const cache = new Map<Lang, BasemapData>();

export function basemap(lang: Lang): BasemapData {
  let data = cache.get(lang);
  if (!data) {
    data = build(lang);
    cache.set(lang, data);
  }
  return data;
}
