/** The unified interface every sdk platform file implements. */
import type { LocateResult } from '../location/types';

/** What a WeCom share card shows (ww.shareAppMessage / the menu's "forward"). */
export interface WecomShareCard {
  title: string;
  desc: string;
  /** Absolute URL the card opens; its domain must be a trusted domain of the WeCom application. */
  link: string;
  imgUrl?: string;
}

export interface SdkAdapter {
  /**
   * Registers the WeCom JS-SDK inside the WeCom webview (H5): the corp config signed with the corp jsapi_ticket and
   * the agentConfig signed with the application's own ticket, both from getSdkQx. Resolves true once registered;
   * false on other hosts, without a corp id, or on failure. Safe to call repeatedly: one registration per page load.
   */
  registerWecomSdk(): Promise<boolean>;
  /** `ww.getLocation({ type: 'gcj02' })` in the WeCom webview; elsewhere `{ ok: false, reason: 'unavailable' }`. */
  wecomLocate(): Promise<LocateResult>;
  /** Forwards a card to a WeCom chat (`ww.shareAppMessage`); true when sent, false when cancelled or unavailable. */
  wecomShare(card: WecomShareCard): Promise<boolean>;
  /** Whether WeCom sharing can be offered here (the WeCom webview with a corp id); screens show share only then. */
  canWecomShare(): boolean;
}

/** The JS interfaces the app asks WeCom for (location, images, scanning, sharing, window). */
export const WECOM_JS_API_LIST = [
  'getLocation',
  'openLocation',
  'chooseImage',
  'previewImage',
  'scanQRCode',
  'openDefaultBrowser',
  'closeWindow',
  'shareAppMessage',
  'shareWechatMessage',
  'onMenuShareAppMessage',
  'onMenuShareWechat',
] as const;
