/** Pure WeCom OAuth helpers (SPEC §4 single sign-on); shared by every login platform file. */
import type { SignInQuery, WecomRedirectParams } from './types';

/** WeCom's OAuth entry (snsapi_base: silent, no consent page). */
export const WECOM_OAUTH_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

const PASSED_THROUGH = ['workItemId', 'orderNo', 'orderId', 'travelNo'] as const;

/** Decodes a raw H5 query value (the Taro router does not); leaves malformed escapes as they are. */
export function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function param(query: SignInQuery, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined || raw === null) return undefined;
  const value = decodeQueryValue(String(raw)).trim();
  return value === '' ? undefined : value;
}

/** targetModule (default '1'), loginCli (default 'm') and the order/approval ids present in the query. */
export function wecomRedirectParams(query: SignInQuery): WecomRedirectParams {
  const params: WecomRedirectParams = {
    targetModule: param(query, 'targetModule') ?? '1',
    loginCli: param(query, 'loginCli') ?? 'm',
  };
  for (const key of PASSED_THROUGH) {
    const value = param(query, key);
    if (value !== undefined) params[key] = value;
  }
  return params;
}

/**
 * The WeCom OAuth URL that comes back to `redirectUri` with `code` and `state` appended. `state` is the nonce the
 * server keeps the sign-on parameters under: WeCom allows only a-zA-Z0-9 there, at most 128 bytes.
 */
export function wecomOAuthUrl(corpId: string, redirectUri: string, state: string): string {
  return (
    `${WECOM_OAUTH_AUTHORIZE}?appid=${encodeURIComponent(corpId)}` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_base` +
    `&state=${encodeURIComponent(state)}#wechat_redirect`
  );
}

/** Whether `state` has the form of our nonce (anything else did not come from us). */
export function isStateNonce(state: string | undefined): state is string {
  return typeof state === 'string' && /^[A-Za-z0-9]{1,128}$/.test(state);
}

/** `url` without its fragment and without the `code`/`state` an earlier OAuth round left in it. */
export function oauthRedirectUri(url: string): string {
  const noHash = url.split('#')[0] ?? '';
  const q = noHash.indexOf('?');
  if (q === -1) return noHash;
  const kept = noHash
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !/^(code|state)(=|$)/.test(pair));
  return kept.length ? `${noHash.slice(0, q)}?${kept.join('&')}` : noHash.slice(0, q);
}
