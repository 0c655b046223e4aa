import type { PlatformCode } from '../../domain/codes';
import type { HostOs } from '../../domain/platform';

/**
 * Where the app runs. The H5 build covers the first four (detected at run time), the
 * mini-program builds the last two.
 */
export type RuntimeHost = 'browser' | 'appShell' | 'wecomWebview' | 'wechatWebview' | 'weapp' | 'qywx';

/** The device operating system as the domain rules take it. */
export type DeviceOs = HostOs;

/** The unified interface every runtime platform file implements. */
export interface RuntimeAdapter {
  /** The host, detected once (H5 re-checks while it still looks like a plain browser). */
  runtimeHost(): RuntimeHost;
  deviceOs(): DeviceOs;
  /** SPEC §4 platform code: 10504 Android / 10505 iOS for native clients, 10506 for H5. */
  platformCode(): PlatformCode;
  /**
   * The URL a JS-SDK signature must cover: the page URL without `#…`; on iOS the first landing URL
   * (WeCom/WeChat on iOS keep signing the URL the webview first loaded). Mini-programs: page route.
   */
  pageUrlWithoutHash(): string;
  /** H5: remembers the first landing URL (only the first call counts). Mini-programs: no-op. */
  recordLandingUrl(url?: string): void;
  /** Served from a loopback host (development). */
  isLocalHost(): boolean;
}
