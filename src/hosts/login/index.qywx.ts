/** Host sign-on for the WeCom mini-program build: `Taro.qy.login` → qyLogin. */
import { qywxSignIn } from './miniprogram';
import type { HostSignIn, SignInQuery } from './types';

export type { HostSignIn, LoginAdapter, SignInQuery, WecomRedirectParams } from './types';
export { SIGN_IN_FAILURE } from './types';
export { wecomOAuthUrl, wecomRedirectParams } from './wecom';
export { wecomLanding } from './landing';

export function hostSignIn(opts: { query: SignInQuery }): Promise<HostSignIn> {
  return qywxSignIn(opts.query);
}
