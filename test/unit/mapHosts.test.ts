/**
 * The map adapter (src/hosts/map): SPEC §8 location messages for every failure, the mini-program errMsg mapping,
 * locate() per H5 host (app shell → bridge, WeCom → JS-SDK, browser → geolocation converted to GCJ-02 with the
 * SPEC §5 rule, IP fallback), openExternalMap (installed apps, the 'none installed' alert, the web page) and the
 * mini-program calls (gcj02, chooseLocation, openLocation).
 */
const mockTaro = {
  getLocation: jest.fn(),
  chooseLocation: jest.fn(),
  openLocation: jest.fn(),
  showActionSheet: jest.fn(),
};
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  get default() {
    return mockTaro;
  },
}));
const mockHost = { current: 'browser' };
jest.mock('../../src/hosts/runtime', () => ({ runtimeHost: () => mockHost.current }));
const mockBridgeLocate = jest.fn();
jest.mock('../../src/hosts/bridge/location', () => ({ bridgeLocate: (...a: unknown[]) => mockBridgeLocate(...a) }));
const mockShell: { current: Record<string, jest.Mock> | undefined } = { current: undefined };
jest.mock('../../src/hosts/bridge', () => ({
  bridgeHas: (name: string) =>
    mockShell.current && typeof mockShell.current[name] === 'function' ? mockShell.current : undefined,
}));
const mockWecomLocate = jest.fn();
jest.mock('../../src/hosts/sdk', () => ({ wecomLocate: () => mockWecomLocate() }));
const mockIpLocation = jest.fn();
jest.mock('../../src/api/maps', () => ({ mapsIpLocation: () => mockIpLocation() }));
const mockShowDialog = jest.fn(async (_options: unknown) => undefined);
jest.mock('../../src/hosts/ui', () => ({ showDialog: (o: unknown) => mockShowDialog(o) }));

import { translate } from '../../src/i18n';
import { en, zh } from '../../src/i18n/parts/map';
import type { LocateFailure } from '../../src/hosts/location/types';
import { geolocationFailure, h5Map } from '../../src/hosts/map/h5';
import { miniProgramFailure, miniProgramMap } from '../../src/hosts/map/miniprogram';
import { amapWebUri, mapAppUri } from '../../src/hosts/map/apps';
import { toGcj02 } from '../../src/hosts/map/convert';
import { locateMessageKey, NO_MAP_APP_KEY } from '../../src/hosts/map';

const ALL: LocateFailure[] = [
  'denied',
  'unavailable',
  'timeout',
  'unknown',
  'addressParse',
  'addressFetch',
  'permission',
  'coordType',
  'serviceUnavailable',
];
const place = { name: '北京首都国际机场', lat: 40.0787, lng: 116.5908 };
const g = globalThis as unknown as { navigator?: unknown; window?: unknown };

beforeEach(() => {
  jest.clearAllMocks();
  mockHost.current = 'browser';
  mockShell.current = undefined;
  delete g.navigator;
  delete g.window;
});

describe('location messages (SPEC §8)', () => {
  it('has a distinct zh and en text for every failure, and the no-map-app alert', () => {
    const texts = ALL.map((r) => translate('zh-CN', locateMessageKey(r)));
    expect(new Set(texts).size).toBe(ALL.length);
    for (const r of ALL)
      expect(translate('en-US', locateMessageKey(r))).toBe(en[locateMessageKey(r) as keyof typeof en]);
    expect(translate('zh-CN', locateMessageKey('denied'))).toContain('设置');
    expect(translate('zh-CN', NO_MAP_APP_KEY)).toBe(zh['map.noMapApp']);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});

describe('mini-program errMsg → failure', () => {
  it.each([
    ['getLocation:fail auth deny', 'denied'],
    ['getLocation:fail authorize no response', 'denied'],
    ['getLocation:fail system permission denied', 'denied'],
    ['getLocation:fail privacy permission is not authorized', 'permission'],
    ['getLocation:fail api scope is not declared in the privacy agreement', 'permission'],
    ['getLocation:fail timeout', 'timeout'],
    ['getLocation:fail:ERROR_NOCELL&WIFI_LOCATIONSWITCHOFF', 'unavailable'],
    ['chooseLocation:fail cancel', 'cancel'],
    ['getLocation:fail something odd', 'unknown'],
  ])('%s → %s', (errMsg, reason) => {
    expect(miniProgramFailure({ errMsg })).toBe(reason);
  });
});

describe('mini-program adapter', () => {
  it('asks for GCJ-02 and reports the position', async () => {
    mockTaro.getLocation.mockResolvedValue({ latitude: 31.2, longitude: 121.4, accuracy: 30 });
    expect(await miniProgramMap.locate()).toEqual({
      ok: true,
      point: { lat: 31.2, lng: 121.4, accuracy: 30, source: 'miniProgram' },
    });
    expect(mockTaro.getLocation).toHaveBeenCalledWith({ type: 'gcj02' });
    mockTaro.getLocation.mockRejectedValue({ errMsg: 'getLocation:fail auth deny' });
    expect(await miniProgramMap.locate()).toEqual({ ok: false, reason: 'denied' });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    mockTaro.getLocation.mockReturnValue(new Promise(() => undefined));
    const pending = miniProgramMap.locate({ timeoutMs: 5000 });
    jest.advanceTimersByTime(5000);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    jest.useRealTimers();
  });

  it('picks a place and opens the host map page', async () => {
    mockTaro.chooseLocation.mockResolvedValue({ name: '', address: '上海市外滩', latitude: 31.24, longitude: 121.49 });
    expect(await miniProgramMap.chooseLocation({ center: { lat: 31, lng: 121 } })).toEqual({
      ok: true,
      place: { name: '上海市外滩', address: '上海市外滩', lat: 31.24, lng: 121.49 },
    });
    expect(mockTaro.chooseLocation).toHaveBeenCalledWith({ latitude: 31, longitude: 121 });
    mockTaro.chooseLocation.mockRejectedValue({ errMsg: 'chooseLocation:fail cancel' });
    expect(await miniProgramMap.chooseLocation()).toEqual({ ok: false, reason: 'cancel' });
    mockTaro.openLocation.mockResolvedValue({});
    expect(await miniProgramMap.openExternalMap(place)).toBe('opened');
    expect(mockTaro.openLocation).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 40.0787, longitude: 116.5908 }),
    );
  });
});

describe('H5 locate by host', () => {
  it('app shell → the bridge', async () => {
    mockHost.current = 'appShell';
    mockBridgeLocate.mockResolvedValue({ ok: false, reason: 'denied' });
    expect(await h5Map.locate()).toEqual({ ok: false, reason: 'denied' });
    expect(mockBridgeLocate).toHaveBeenCalledWith({ timeoutMs: 10000 });
  });

  it('WeCom webview → the JS-SDK', async () => {
    mockHost.current = 'wecomWebview';
    mockWecomLocate.mockResolvedValue({ ok: true, point: { lat: 1, lng: 2, source: 'wecom' } });
    expect(await h5Map.locate()).toEqual({ ok: true, point: { lat: 1, lng: 2, source: 'wecom' } });
  });

  it('browser → geolocation shifted from WGS-84 to GCJ-02, unshifted outside China', async () => {
    const at = { latitude: 39.9042, longitude: 116.4074, accuracy: 20 };
    g.navigator = { geolocation: { getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: at }) } };
    const res = await h5Map.locate();
    expect(res.ok && res.point.source).toBe('browser');
    const expected = toGcj02({ lat: 39.9042, lng: 116.4074 }, 'wgs84');
    expect(res.ok && { lat: res.point.lat, lng: res.point.lng }).toEqual(expected);
    expect(expected.lng).not.toBe(116.4074);
    expect(toGcj02({ lat: 48.8566, lng: 2.3522 }, 'wgs84')).toEqual({ lat: 48.8566, lng: 2.3522 });
  });

  it('falls back to the IP location when the browser cannot tell, never after a refusal', async () => {
    mockIpLocation.mockResolvedValue({ data: { lat: 39.9, lng: 116.4, cityCode: 'BJS' } });
    const failing = (code: number) => ({
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code }) },
    });
    g.navigator = failing(2);
    expect(await h5Map.locate()).toEqual({ ok: true, point: { lat: 39.9, lng: 116.4, source: 'ip' } });
    g.navigator = failing(1);
    expect(await h5Map.locate()).toEqual({ ok: false, reason: 'denied' });
    g.navigator = failing(3);
    expect(await h5Map.locate({ ipFallback: false })).toEqual({ ok: false, reason: 'timeout' });
    mockIpLocation.mockRejectedValue(new Error('offline'));
    expect(await h5Map.locate()).toEqual({ ok: false, reason: 'timeout' });
    expect([1, 2, 3, 9].map(geolocationFailure)).toEqual(['denied', 'unavailable', 'timeout', 'unknown']);
  });
});

describe('H5 openExternalMap', () => {
  const t = (key: string) => `T:${key}`;

  it('app shell without any map app: the SPEC §8 alert and noMapApp', async () => {
    mockShell.current = { installedMapApps: jest.fn(async () => []), openMapApp: jest.fn() };
    expect(await h5Map.openExternalMap(place, { t: t as never })).toBe('noMapApp');
    expect(mockShowDialog).toHaveBeenCalledWith(expect.objectContaining({ content: 'T:map.noMapApp' }));
    expect(mockShell.current.openMapApp).not.toHaveBeenCalled();
  });

  it('app shell with one app opens it; with several the user chooses', async () => {
    mockShell.current = { installedMapApps: jest.fn(async () => ['baidu']), openMapApp: jest.fn(async () => true) };
    expect(await h5Map.openExternalMap(place)).toBe('opened');
    expect(mockShell.current.openMapApp).toHaveBeenCalledWith({
      app: 'baidu',
      lat: 40.0787,
      lng: 116.5908,
      name: place.name,
    });
    mockShell.current.installedMapApps.mockResolvedValue(['tencent', 'amap']);
    mockTaro.showActionSheet.mockResolvedValue({ tapIndex: 1 });
    expect(await h5Map.openExternalMap(place, { t: t as never })).toBe('opened');
    // Offered in the fixed order Amap, Baidu, Tencent.
    expect(mockTaro.showActionSheet).toHaveBeenCalledWith({ itemList: ['T:map.app.amap', 'T:map.app.tencent'] });
    expect(mockShell.current.openMapApp).toHaveBeenLastCalledWith(expect.objectContaining({ app: 'tencent' }));
    mockTaro.showActionSheet.mockRejectedValue({ errMsg: 'showActionSheet:fail cancel' });
    expect(await h5Map.openExternalMap(place)).toBe('cancel');
  });

  it('browser: the Amap web navigation page in a new tab', async () => {
    const tab = { opener: {} };
    const open = jest.fn(() => tab);
    g.window = { open };
    expect(await h5Map.openExternalMap(place)).toBe('opened');
    expect(open).toHaveBeenCalledWith(amapWebUri(place), '_blank');
    expect(tab.opener).toBeNull();
  });
});

describe('map app links', () => {
  it('carry the GCJ-02 destination and name for each app', () => {
    expect(mapAppUri('amap', place)).toContain('dlat=40.0787&dlon=116.5908');
    expect(mapAppUri('baidu', place)).toContain('coord_type=gcj02');
    expect(mapAppUri('tencent', place)).toContain('tocoord=40.0787,116.5908');
    expect(amapWebUri(place)).toMatch(/^https:\/\/uri\.amap\.com\/navigation\?to=116\.5908,40\.0787,/);
  });
});
