/** No WeCom JS-SDK on the weapp build (`Taro.qy` / wx APIs are native there; maps locate through Taro). */
import { noLocate, noSdk } from './miniprogram';
import type { WecomShareCard } from './types';

export type { SdkAdapter, WecomShareCard } from './types';
export { WECOM_JS_API_LIST } from './types';

export function registerWecomSdk(): Promise<boolean> {
  return noSdk();
}

export const wecomLocate = noLocate;

export function wecomShare(_card: WecomShareCard): Promise<boolean> {
  return noSdk();
}

export function canWecomShare(): boolean {
  return false;
}
