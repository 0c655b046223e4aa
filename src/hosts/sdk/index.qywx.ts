/** No WeCom JS-SDK on the qywx build (`Taro.qy` / wx APIs are native there). */
import { noSdk } from './miniprogram';

export type { SdkAdapter } from './types';
export { WECOM_JS_API_LIST } from './types';

export function registerWecomSdk(): Promise<boolean> {
  return noSdk();
}
