/**
 * Where the user is, as every host reports it (SPEC §8 native location errors, §5 outside-China rule).
 * Shared by the app-shell bridge, the WeCom JS-SDK and the map adapter, so each host's failures read the same.
 */

/** A point in GCJ-02 (the coordinate system of Chinese maps); outside China GCJ-02 equals WGS-84. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Which host API produced a position. */
export type LocateSource = 'miniProgram' | 'appShell' | 'wecom' | 'browser' | 'ip';

export interface Located extends GeoPoint {
  /** Metres, when the host says. */
  accuracy?: number;
  source: LocateSource;
}

/**
 * Why no position came back. The first four are the native (and W3C) failures; the last five are the
 * location SDK codes -1501 to -1505 of SPEC §8.
 */
export type LocateFailure =
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'unknown'
  | 'addressParse'
  | 'addressFetch'
  | 'permission'
  | 'coordType'
  | 'serviceUnavailable';

export type LocateResult = { ok: true; point: Located } | { ok: false; reason: LocateFailure };

/** SPEC §8 codes -1501 to -1505, in order. */
export const SDK_LOCATION_CODES: Readonly<Record<number, LocateFailure>> = {
  [-1501]: 'addressParse',
  [-1502]: 'addressFetch',
  [-1503]: 'permission',
  [-1504]: 'coordType',
  [-1505]: 'serviceUnavailable',
};
