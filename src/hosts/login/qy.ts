/**
 * The slice of `Taro.qy` (added by @tarojs/plugin-platform-weapp-qy at run time) that login uses.
 * Typed here rather than by augmenting '@tarojs/taro', whose shim types every call as `any`/`void`.
 */
import Taro from '@tarojs/taro';

export interface QyApi {
  /** Promise form of `wx.qy.login`: `{ code }`, single use, 5 minutes. */
  login(options?: Record<string, unknown>): Promise<{ code?: string; errMsg?: string }>;
}

/** `Taro.qy` when the WeCom mini-program runtime provides it. */
export function qyApi(): QyApi | undefined {
  const qy = (Taro as unknown as { qy?: Partial<QyApi> }).qy;
  return qy && typeof qy.login === 'function' ? (qy as QyApi) : undefined;
}
