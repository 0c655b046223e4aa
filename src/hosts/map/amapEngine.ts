/**
 * The provider's JS map (Amap JS API 2.0), used on H5 when the brand registry configures a map key (SPEC §1: the
 * main branded family has its own). Loaded lazily by a script tag; when it cannot load within the time limit
 * (no network, blocked host) the MapView falls back to the offline Leaflet map. Only the members used are typed.
 */
import type { GeoPoint } from '../location/types';
import { contentKey, type EngineHooks, type EngineView, type MapEngine, markerSvg } from './engine';

interface AMapMap {
  setZoomAndCenter(zoom: number, center: [number, number]): void;
  getZoom(): number;
  setZoom(zoom: number): void;
  setFitView(overlays?: unknown[], immediately?: boolean, avoid?: number[], maxZoom?: number): void;
  add(overlays: unknown[]): void;
  remove(overlays: unknown[]): void;
  on(event: string, handler: () => void): void;
  destroy(): void;
}
interface AMapOverlay {
  on(event: string, handler: () => void): void;
  setPosition(p: [number, number]): void;
  moveTo?(p: [number, number], opts: { duration: number }): void;
}
interface AMapNamespace {
  Map: new (el: HTMLElement, opts: { zoom: number; center: [number, number] }) => AMapMap;
  Marker: new (opts: {
    position: [number, number];
    title: string;
    content: string;
    offset: unknown;
    anchor: string;
  }) => AMapOverlay;
  Polyline: new (opts: {
    path: [number, number][];
    strokeColor: string;
    strokeWeight: number;
    strokeStyle: string;
  }) => AMapOverlay;
  Pixel: new (x: number, y: number) => unknown;
}

const LOAD_TIMEOUT_MS = 8000;
let loading: Promise<AMapNamespace> | undefined;

function loadScript(key: string): Promise<AMapNamespace> {
  loading ??= new Promise<AMapNamespace>((resolve, reject) => {
    const w = window as unknown as { AMap?: AMapNamespace };
    if (w.AMap) return resolve(w.AMap);
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new Error('amap: load timeout')), LOAD_TIMEOUT_MS);
    script.src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (w.AMap) resolve(w.AMap);
      else reject(new Error('amap: no AMap after load'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('amap: script failed'));
    };
    document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const lngLat = (p: GeoPoint): [number, number] => [p.lng, p.lat];

export async function createAmapEngine(el: HTMLElement, key: string, hooks: EngineHooks): Promise<MapEngine> {
  const AMap = await loadScript(key);
  const map = new AMap.Map(el, { zoom: 12, center: [116.397, 39.909] });
  map.on('zoomend', () => hooks.onZoom?.(map.getZoom()));
  let overlays: AMapOverlay[] = [];
  const byId = new Map<string, AMapOverlay>();
  let lastKey = '';
  let lastView: EngineView | undefined;
  const place = (view: EngineView) => {
    if (view.fitContent && overlays.length > 0) map.setFitView(overlays, true, [32, 32, 32, 32], 15);
    else map.setZoomAndCenter(view.zoom, lngLat(view.center));
  };
  return {
    update(view) {
      lastView = view;
      // Only moving markers changed place: glide them and keep everything else (and the user's pan) as it is.
      const key = contentKey({
        markers: view.markers.map((m) => (m.moving ? { ...m, lat: 0, lng: 0 } : m)),
        polylines: view.polylines,
      });
      if (key === lastKey) {
        for (const m of view.markers.filter((x) => x.moving)) {
          const marker = byId.get(m.id);
          if (marker?.moveTo) marker.moveTo(lngLat(m), { duration: 1000 });
          else marker?.setPosition(lngLat(m));
        }
        return;
      }
      map.remove(overlays);
      byId.clear();
      overlays = [
        ...view.markers.map((m) => {
          const marker = new AMap.Marker({
            position: lngLat(m),
            title: m.title,
            content: markerSvg(m.kind ?? 'place'),
            offset: new AMap.Pixel(-16, -39),
            anchor: 'top-left',
          });
          marker.on('click', () => hooks.onMarkerTap?.(m.id));
          byId.set(m.id, marker);
          return marker;
        }),
        ...view.polylines.map(
          (l) =>
            new AMap.Polyline({
              path: l.points.map(lngLat),
              strokeColor: l.color ?? '#1f5fd6',
              strokeWeight: l.width ?? 4,
              strokeStyle: l.dashed ? 'dashed' : 'solid',
            }),
        ),
      ];
      map.add(overlays);
      place(view);
      lastKey = key;
    },
    zoomBy(delta) {
      map.setZoom(map.getZoom() + delta);
    },
    recenter() {
      if (lastView) place(lastView);
    },
    destroy() {
      map.destroy();
    },
  };
}
