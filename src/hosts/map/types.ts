/**
 * The map adapter's unified interface (ARCHITECTURE §5 Maps). Every platform file (`index.h5.ts`,
 * `index.weapp.ts`, `index.qywx.ts`) implements {@link MapAdapter}; every coordinate is GCJ-02
 * (outside China GCJ-02 equals WGS-84, SPEC §5).
 */
import type { MessageKey } from '../../i18n';
import type { MapApp } from '../bridge/contract';
import type { GeoPoint, LocateFailure, LocateResult } from '../location/types';

export type { GeoPoint, LocateFailure, LocateResult, MapApp };
export type { Located, LocateSource } from '../location/types';

/** What a marker shows; each kind has its own icon so screens never draw their own. */
export type MarkerKind = 'airport' | 'station' | 'hotel' | 'me' | 'car' | 'place';

export interface MapMarker extends GeoPoint {
  id: string;
  /** Accessible name and callout text. */
  title: string;
  kind?: MarkerKind;
  /**
   * A moving marker (a car, the user): when its position changes between renders it glides to the new point
   * instead of jumping (H5 animates; mini-programs use MapContext.translateMarker).
   */
  moving?: boolean;
}

export interface MapPolyline {
  id: string;
  points: GeoPoint[];
  /** CSS colour; defaults to the theme's primary colour. */
  color?: string;
  width?: number;
  /** Dashed for straight-line fallbacks (no road route). */
  dashed?: boolean;
}

export interface MapViewProps {
  /** Map centre; changing it re-centres the map. */
  center: GeoPoint;
  /** 3 (country) … 18 (street), the scale mini-program maps use. Default 12. */
  zoom?: number;
  markers?: MapMarker[];
  polylines?: MapPolyline[];
  /** Zooms to show every marker and polyline point (after the first render and when they change). */
  fitContent?: boolean;
  /** CSS height of the map box; default 240px. */
  height?: string;
  /** Accessible name of the map region. */
  label: string;
  onMarkerTap?: (id: string) => void;
  className?: string;
}

export interface LocateOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** H5 browser only: when the browser cannot tell, fall back to the IP location (city precision). Default true. */
  ipFallback?: boolean;
}

/** A place the user picked (chooseLocation) or a point to open in a map app. */
export interface Place extends GeoPoint {
  name: string;
  address?: string;
}

export type ChooseLocationResult =
  { ok: true; place: Place } | { ok: false; reason: 'cancel' } | { ok: false; reason: LocateFailure };

/**
 * `opened`: a map app (or the host's own map page) showed the place; `noMapApp`: none of the three map apps is
 * installed (the SPEC §8 alert was shown); `cancel`: the user closed the app chooser; `failed`: the host refused.
 */
export type OpenMapResult = 'opened' | 'noMapApp' | 'cancel' | 'failed';

/** The screen's translator, so host dialogs (app chooser, no-map-app alert, picker) speak the user's language. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface ChooseLocationOptions {
  center?: GeoPoint;
  t?: Translate;
}

export interface MapAdapter {
  locate(opts?: LocateOptions): Promise<LocateResult>;
  /** Lets the user pick a place (mini-programs: the host's picker; H5: the place picker sheet). */
  chooseLocation(opts?: ChooseLocationOptions): Promise<ChooseLocationResult>;
  /**
   * Navigates to a place in Amap, Baidu Maps or Tencent Maps (mini-programs: the host's map page). When none of
   * the three is installed (app shell), shows the SPEC §8 alert and resolves 'noMapApp'.
   */
  openExternalMap(place: Place, opts?: { t?: Translate }): Promise<OpenMapResult>;
}

/** The three map apps in the order they are offered. */
export const MAP_APPS: readonly MapApp[] = ['amap', 'baidu', 'tencent'];
