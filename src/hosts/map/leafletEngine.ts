/**
 * The offline H5 map: Leaflet (loaded on demand, with its CSS, so it stays out of the entry chunk) drawing the
 * server's basemap (land, district cells, roads, cities) under the screen's markers and lines. No tiles, no
 * outside host: it works with no network beyond the reference server. Coordinates are GCJ-02 throughout.
 */
import type * as Leaflet from 'leaflet';
import type { BasemapData } from '../../api/contract/maps';
import type { GeoPoint } from '../location/types';
import { loadBasemap } from './basemapLoader';
import { contentKey, contentPoints, type EngineHooks, type EngineView, type MapEngine, markerSvg } from './engine';

type L = typeof Leaflet;

const DISTRICT_FILLS = ['#efe6f5', '#e6f0e0', '#f7ecd9', '#e3edf7'];
const ll = (p: GeoPoint): [number, number] => [p.lat, p.lng];
const pair = ([lng, lat]: number[]): [number, number] => [lat as number, lng as number];

async function loadLeaflet(): Promise<L> {
  const [mod] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return ((mod as unknown as { default?: L }).default ?? mod) as L;
}

function drawBasemap(L: L, map: Leaflet.Map, data: BasemapData): void {
  const base = { interactive: false, bubblingMouseEvents: true };
  L.polygon(
    data.land.map((ring) => ring.map(pair)),
    {
      ...base,
      color: '#b9b2a0',
      weight: 1,
      fillColor: '#f4f1e8',
      fillOpacity: 1,
    },
  ).addTo(map);
  data.districts.forEach((d, i) =>
    L.polygon(d.ring.map(pair), {
      ...base,
      color: '#c8bcd6',
      weight: 1,
      fillColor: DISTRICT_FILLS[i % DISTRICT_FILLS.length],
      fillOpacity: 0.8,
    }).addTo(map),
  );
  const styles = {
    expressway: { color: '#f0b44a', weight: 3 },
    ring: { color: '#f5cf80', weight: 2 },
    airport: { color: '#e59a32', weight: 2 },
  } as const;
  for (const road of data.roads) L.polyline(road.line.map(pair), { ...base, ...styles[road.kind] }).addTo(map);
  const labelIcon = (text: string, cls: string) =>
    L.divIcon({
      className: `obt-map__label ${cls}`,
      html: `<span translate="no">${escapeHtml(text)}</span>`,
      iconSize: undefined,
    });
  for (const c of data.cities) {
    L.circleMarker(ll(c), {
      ...base,
      radius: c.tier === 1 ? 4 : 3,
      color: '#555',
      weight: 1,
      fillColor: '#fff',
      fillOpacity: 1,
    }).addTo(map);
    L.marker(ll(c), {
      icon: labelIcon(c.name, `obt-map__label--city obt-map__label--tier${c.tier}`),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }
  for (const d of data.districts) {
    const centre = ringCentre(d.ring);
    L.marker(centre, {
      icon: labelIcon(d.name, 'obt-map__label--district'),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }
}

function ringCentre(ring: number[][]): [number, number] {
  const pts = ring.slice(0, -1);
  const lat = pts.reduce((s, p) => s + (p[1] as number), 0) / pts.length;
  const lng = pts.reduce((s, p) => s + (p[0] as number), 0) / pts.length;
  return [lat, lng];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Labels appear by zoom (city names from 5, districts from 10): the container carries the level as a class. */
function zoomClass(el: HTMLElement, zoom: number): void {
  el.classList.toggle('obt-map--z5', zoom >= 5);
  el.classList.toggle('obt-map--z7', zoom >= 7);
  el.classList.toggle('obt-map--z10', zoom >= 10);
}

export async function createLeafletEngine(el: HTMLElement, hooks: EngineHooks): Promise<MapEngine> {
  const [L, data] = await Promise.all([loadLeaflet(), loadBasemap()]);
  const map = L.map(el, {
    zoomControl: false,
    keyboard: true,
    minZoom: 3,
    maxZoom: 18,
    attributionControl: true,
    // Pinch and wheel zoom stay on; the page keeps scrolling when the wheel is not over the map.
    scrollWheelZoom: 'center',
  });
  map.attributionControl.setPrefix(false).addAttribution(escapeHtml(hooks.attribution));
  map.setView([35, 105], 4);
  drawBasemap(L, map, data);
  const overlay = L.layerGroup().addTo(map);
  const markers = new Map<string, { marker: Leaflet.Marker; kind: string; title: string }>();
  const animations = new Map<string, number>();
  let lines: Leaflet.Polyline[] = [];
  let lastView: EngineView | undefined;
  let lastKey = '';
  let lastCentre = '';

  map.on('zoomend', () => {
    zoomClass(el, map.getZoom());
    hooks.onZoom?.(map.getZoom());
  });

  const glide = (id: string, marker: Leaflet.Marker, to: GeoPoint) => {
    const from = marker.getLatLng();
    const start = performance.now();
    cancelAnimationFrame(animations.get(id) ?? 0);
    const step = (now: number) => {
      const f = Math.min(1, (now - start) / 1000);
      marker.setLatLng([from.lat + (to.lat - from.lat) * f, from.lng + (to.lng - from.lng) * f]);
      if (f < 1) animations.set(id, requestAnimationFrame(step));
      else animations.delete(id);
    };
    animations.set(id, requestAnimationFrame(step));
  };

  const place = (view: EngineView) => {
    const pts = contentPoints(view);
    if (view.fitContent && pts.length > 1) {
      map.fitBounds(L.latLngBounds(pts.map(ll)), { padding: [32, 32], maxZoom: 15, animate: false });
    } else {
      map.setView(ll(pts.length === 1 && view.fitContent ? (pts[0] as GeoPoint) : view.center), view.zoom, {
        animate: false,
      });
    }
  };

  const engine: MapEngine = {
    update(view) {
      lastView = view;
      const seen = new Set<string>();
      for (const m of view.markers) {
        seen.add(m.id);
        const kind = m.kind ?? 'place';
        const existing = markers.get(m.id);
        if (existing && existing.kind === kind && existing.title === m.title) {
          const at = existing.marker.getLatLng();
          if (at.lat !== m.lat || at.lng !== m.lng) {
            if (m.moving) glide(m.id, existing.marker, m);
            else existing.marker.setLatLng(ll(m));
          }
          continue;
        }
        existing?.marker.remove();
        const icon = L.divIcon({
          className: `obt-map__marker obt-map__marker--${kind}`,
          html: `<span data-marker-id="${escapeHtml(m.id)}">${markerSvg(kind)}</span>`,
          // The pin is drawn 32 × 40 with its tip at (16, 39); its box is 44 × 44, a full touch target (ARCHITECTURE
          // §9), with the pin at the top centre (MapView.scss), which puts the tip at (22, 39).
          iconSize: [44, 44],
          iconAnchor: [22, 39],
        });
        const marker = L.marker(ll(m), { icon, title: m.title, alt: m.title, keyboard: true, riseOnHover: true });
        marker.on('click', () => hooks.onMarkerTap?.(m.id));
        marker.addTo(overlay);
        markers.set(m.id, { marker, kind, title: m.title });
      }
      for (const [id, entry] of markers) {
        if (!seen.has(id)) {
          entry.marker.remove();
          markers.delete(id);
        }
      }
      lines.forEach((l) => l.remove());
      lines = view.polylines.map((l) =>
        L.polyline(l.points.map(ll), {
          color: l.color ?? (getComputedStyle(el).getPropertyValue('--obt-main').trim() || '#1f5fd6'),
          weight: l.width ?? 4,
          opacity: 0.9,
          dashArray: l.dashed ? '6 6' : undefined,
          interactive: false,
          className: 'obt-map__route',
        }).addTo(overlay),
      );
      // Re-place only when what should be framed changed; a moving marker alone keeps the user's pan.
      const key = view.fitContent
        ? contentKey({ markers: view.markers.filter((m) => !m.moving), polylines: view.polylines })
        : '';
      const centre = `${view.center.lat},${view.center.lng},${view.zoom}`;
      if (key !== lastKey || centre !== lastCentre) place(view);
      lastKey = key;
      lastCentre = centre;
    },
    zoomBy(delta) {
      map.setZoom(map.getZoom() + delta);
    },
    recenter() {
      if (lastView) place(lastView);
    },
    destroy() {
      animations.forEach((id) => cancelAnimationFrame(id));
      map.remove();
    },
  };
  zoomClass(el, map.getZoom());
  return engine;
}
