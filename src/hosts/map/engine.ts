/** What the H5 MapView drives: the offline Leaflet map or the provider's JS map, behind one small interface. */
import type { MapMarker, MapPolyline } from './types';
import type { GeoPoint } from '../location/types';

export interface EngineView {
  center: GeoPoint;
  zoom: number;
  markers: MapMarker[];
  polylines: MapPolyline[];
  fitContent: boolean;
}

export interface MapEngine {
  /** Draws markers and lines; re-centres when the centre, zoom or (with fitContent) the content changed. */
  update(view: EngineView): void;
  zoomBy(delta: number): void;
  recenter(): void;
  destroy(): void;
}

export interface EngineHooks {
  onMarkerTap?: (id: string) => void;
  /** Called after every zoom change (the view shows the level for tests and screen readers). */
  onZoom?: (zoom: number) => void;
  attribution: string;
}

/** Marker colours by kind (map pins: readable on the light basemap). */
export const MARKER_COLORS: Readonly<Record<NonNullable<MapMarker['kind']>, string>> = {
  airport: '#1f5fd6',
  station: '#00897b',
  hotel: '#b3261e',
  me: '#1a73e8',
  car: '#2e7d32',
  place: '#6a1b9a',
};

const GLYPHS: Readonly<Record<NonNullable<MapMarker['kind']>, string>> = {
  // Simple white glyphs drawn inside the pin head (16×16 box centred at 16,13).
  airport:
    '<path d="M16 6l1.6 5.2 5.4 2.6v1.6l-5.4-1.3-.4 3.4 1.8 1.4v1.2L16 19.5l-3 .6v-1.2l1.8-1.4-.4-3.4-5.4 1.3v-1.6l5.4-2.6z" fill="#fff"/>',
  station:
    '<rect x="11" y="7" width="10" height="10" rx="2" fill="#fff"/><rect x="12.5" y="9" width="7" height="3.5" fill="currentColor"/><circle cx="13.5" cy="15" r="1" fill="currentColor"/><circle cx="18.5" cy="15" r="1" fill="currentColor"/>',
  hotel: '<path d="M10 18V8h2v5h8a2 2 0 012 2v3h-2v-2h-8v2z" fill="#fff"/>',
  me: '<circle cx="16" cy="13" r="4.5" fill="#fff"/>',
  car: '<path d="M10 16v-3l1.8-4h8.4l1.8 4v3h-1.5v1.5h-2V16h-5v1.5h-2V16zm2.2-4h7.6l-1-2.3h-5.6z" fill="#fff"/>',
  place: '<circle cx="16" cy="13" r="3.5" fill="#fff"/>',
};

/** The pin as inline SVG (no image files: the same drawing serves Leaflet and the provider map). */
export function markerSvg(kind: NonNullable<MapMarker['kind']>): string {
  const color = MARKER_COLORS[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 32 40" aria-hidden="true" style="color:${color}">` +
    `<path d="M16 39s12-13.2 12-24A12 12 0 004 15c0 10.8 12 24 12 24z" fill="${color}" stroke="#fff" stroke-width="2"/>` +
    `${GLYPHS[kind]}</svg>`
  );
}

/** Every point the view shows, for fitting. */
export function contentPoints(view: Pick<EngineView, 'markers' | 'polylines'>): GeoPoint[] {
  return [...view.markers, ...view.polylines.flatMap((l) => l.points)];
}

/** A key that changes when what is drawn changes (effects re-run on it, not on new array identities). */
export function contentKey(view: Pick<EngineView, 'markers' | 'polylines'>): string {
  return JSON.stringify([
    view.markers.map((m) => [m.id, m.lat, m.lng, m.kind, m.title]),
    view.polylines.map((l) => [l.id, l.points.length, l.points[0], l.points[l.points.length - 1], l.color]),
  ]);
}
