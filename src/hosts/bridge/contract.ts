/**
 * The native app shell's JavaScript bridge (`window.ObtNativeBridge`), H5 only; documented in docs/bridge.md.
 * Every member is optional: shell versions differ, so callers feature-test each one and fall back to the web.
 * Asynchronous members return promises; a rejected promise carries a {@link BridgeError}.
 */
import type { LocateFailure } from '../location/types';

/** What a failing bridge call rejects with. `code` is the shell's number (location: 1 denied, 2 unavailable,
 * 3 timeout, -1501…-1505 SDK codes) or a name. */
export interface BridgeError {
  code: number | string;
  message?: string;
}

/** SPEC §9: 1 granted, 0 denied (may ask again), -1 always denied (only the system settings can change it). */
export type PermissionFlag = 1 | 0 | -1;
export type BridgePermission = 'location' | 'camera' | 'photos' | 'notification';

export type MapApp = 'amap' | 'baidu' | 'tencent';
export type NetworkType = 'wifi' | 'cellular' | 'none' | 'unknown';

export interface BridgeLocation {
  /** GCJ-02 when asked for 'gcj02' (the shell converts), else WGS-84. */
  latitude: number;
  longitude: number;
  accuracy?: number;
}

export interface ObtNativeBridge {
  /** Shell version, for logs. */
  version?: string;
  /** The push service client id; empty when not registered yet. */
  getPushClientId?: () => string | Promise<string>;
  getLocation?: (opts: { type: 'gcj02' | 'wgs84'; timeoutMs?: number }) => Promise<BridgeLocation>;
  getPermission?: (name: BridgePermission) => Promise<PermissionFlag>;
  requestPermission?: (name: BridgePermission) => Promise<PermissionFlag>;
  /** Opens the system settings page of the app (after an "always denied"). */
  openSettings?: () => void;
  getNetworkType?: () => Promise<NetworkType>;
  /** Which of the three map apps are installed. */
  installedMapApps?: () => Promise<MapApp[]>;
  /** Opens a map app at a point (GCJ-02) with a label. Resolves false when it could not. */
  openMapApp?: (opts: { app: MapApp; lat: number; lng: number; name: string }) => Promise<boolean>;
  /** Registers the hardware back-button handler; it returns true when the page handled the press. */
  onBackButton?: (handler: () => boolean) => void;
  exitApp?: () => void;
  /** Native payment with the provider SDK; `payload` is the server's app-payment string. */
  requestPayment?: (opts: { channel: 'wechat' | 'alipay'; payload: string }) => Promise<'success' | 'cancel' | 'fail'>;
}

export type { LocateFailure };
