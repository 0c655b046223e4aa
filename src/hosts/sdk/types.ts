/** The unified interface every sdk platform file implements. */
export interface SdkAdapter {
  /**
   * Registers the WeCom JS-SDK inside the WeCom webview (H5) with signatures from getSdkQx.
   * Resolves true once registered; false on other hosts, without a corp id, or on failure.
   * Safe to call repeatedly: one registration per page load.
   */
  registerWecomSdk(): Promise<boolean>;
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
