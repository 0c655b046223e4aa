/**
 * Navigation links of the three map apps (SPEC §8: Amap, Baidu Maps, Tencent Maps). Each takes the destination in
 * GCJ-02 (Baidu is told so by `coord_type=gcj02`). The app-shell bridge opens the app itself; the browser opens
 * the Amap web URI, which hands over to the app when one is installed.
 */
import type { MapApp } from '../bridge/contract';
import type { Place } from './types';

const enc = encodeURIComponent;

export function mapAppUri(app: MapApp, place: Place, appName = 'obt-travel'): string {
  const { lat, lng, name } = place;
  switch (app) {
    case 'amap':
      return `amapuri://route/plan/?dlat=${lat}&dlon=${lng}&dname=${enc(name)}&dev=0&t=0&sourceApplication=${enc(appName)}`;
    case 'baidu':
      return `baidumap://map/direction?destination=latlng:${lat},${lng}|name:${enc(name)}&coord_type=gcj02&mode=driving&src=${enc(appName)}`;
    case 'tencent':
      return `qqmap://map/routeplan?type=drive&to=${enc(name)}&tocoord=${lat},${lng}&referer=${enc(appName)}`;
  }
}

/** The Amap web navigation page: works in any browser and opens the Amap app when it is installed. */
export function amapWebUri(place: Place, appName = 'obt-travel'): string {
  return `https://uri.amap.com/navigation?to=${place.lng},${place.lat},${enc(place.name)}&mode=car&coordinate=gaode&callnative=1&src=${enc(appName)}`;
}
