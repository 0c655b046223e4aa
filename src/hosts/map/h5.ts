/**
 * Maps and location in the H5 build, by run-time host (ARCHITECTURE §5):
 * - locate: app shell → the bridge (`bridgeLocate`); WeCom webview → the JS-SDK (`wecomLocate`); browser →
 *   `navigator.geolocation` (WGS-84, converted to GCJ-02 with the SPEC §5 rule), falling back to the server's IP
 *   location when the browser cannot tell (never after the user refused: a refusal is answered, not worked around);
 * - openExternalMap: app shell → the installed map apps (chooser, or the SPEC §8 alert when there is none);
 *   elsewhere the Amap web navigation page, which hands over to an installed app;
 * - chooseLocation: the place picker sheet (src/components/map/PlacePicker).
 */
import Taro from '@tarojs/taro';
import { mapsIpLocation } from '../../api/maps';
import { bridgeHas } from '../bridge';
import { bridgeLocate } from '../bridge/location';
import type { MapApp } from '../bridge/contract';
import type { LocateResult } from '../location/types';
import { runtimeHost } from '../runtime';
import { wecomLocate } from '../sdk';
import { showDialog } from '../ui';
import { amapWebUri } from './apps';
import { toGcj02 } from './convert';
import { NO_MAP_APP_KEY } from './messages';
import { zhTranslate } from './translate';
import {
  MAP_APPS,
  type ChooseLocationOptions,
  type ChooseLocationResult,
  type LocateOptions,
  type MapAdapter,
  type OpenMapResult,
  type Place,
  type Translate,
} from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** W3C GeolocationPositionError codes → the shared failures (the same numbers as the app shell's). */
export function geolocationFailure(code: unknown): 'denied' | 'unavailable' | 'timeout' | 'unknown' {
  return code === 1 ? 'denied' : code === 2 ? 'unavailable' : code === 3 ? 'timeout' : 'unknown';
}

function browserPosition(timeoutMs: number): Promise<LocateResult> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo) return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (pos) => {
        const at = toGcj02({ lat: pos.coords.latitude, lng: pos.coords.longitude }, 'wgs84');
        resolve({ ok: true, point: { ...at, accuracy: pos.coords.accuracy, source: 'browser' } });
      },
      (err) => resolve({ ok: false, reason: geolocationFailure(err?.code) }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

async function ipPosition(): Promise<LocateResult | undefined> {
  try {
    const res = await mapsIpLocation();
    return res.data ? { ok: true, point: { lat: res.data.lat, lng: res.data.lng, source: 'ip' } } : undefined;
  } catch {
    return undefined;
  }
}

async function locate(opts?: LocateOptions): Promise<LocateResult> {
  const timeoutMs = opts?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const host = runtimeHost();
  if (host === 'appShell') return bridgeLocate({ timeoutMs });
  if (host === 'wecomWebview') return wecomLocate();
  const found = await browserPosition(timeoutMs);
  if (found.ok || found.reason === 'denied' || opts?.ipFallback === false) return found;
  return (await ipPosition()) ?? found;
}

async function openExternalMap(place: Place, opts?: { t?: Translate }): Promise<OpenMapResult> {
  const t = opts?.t ?? zhTranslate;
  const shell = bridgeHas('installedMapApps');
  if (shell && typeof shell.openMapApp === 'function' && typeof shell.installedMapApps === 'function') {
    let installed: MapApp[];
    try {
      const fromShell = await shell.installedMapApps();
      installed = MAP_APPS.filter((app) => fromShell.includes(app));
    } catch {
      installed = [];
    }
    if (installed.length === 0) {
      await showDialog({ title: '', content: t(NO_MAP_APP_KEY), confirmText: t('map.picker.confirm') });
      return 'noMapApp';
    }
    let app = installed[0] as MapApp;
    if (installed.length > 1) {
      try {
        const { tapIndex } = await Taro.showActionSheet({ itemList: installed.map((a) => t(`map.app.${a}`)) });
        app = installed[tapIndex] as MapApp;
      } catch {
        return 'cancel';
      }
    }
    try {
      return (await shell.openMapApp({ app, lat: place.lat, lng: place.lng, name: place.name })) ? 'opened' : 'failed';
    } catch {
      return 'failed';
    }
  }
  if (typeof window === 'undefined') return 'failed';
  // Not 'noopener': with it window.open answers null even on success; the opener link is cut by hand instead.
  const opened = window.open(amapWebUri(place), '_blank');
  if (!opened) return 'failed';
  opened.opener = null;
  return 'opened';
}

async function chooseLocation(opts?: ChooseLocationOptions): Promise<ChooseLocationResult> {
  const { openPlacePicker } = await import('../../components/map/PlacePicker/open.h5');
  return openPlacePicker({ center: opts?.center, t: opts?.t ?? zhTranslate });
}

export const h5Map: MapAdapter = { locate, chooseLocation, openExternalMap };
