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

/** The WeCom OAuth URL that comes back to `redirectUri` with `code` and `state` appended. */
export function wecomOAuthUrl(corpId: string, redirectUri: string, params: WecomRedirectParams): string {
  return (
    `${WECOM_OAUTH_AUTHORIZE}?appid=${encodeURIComponent(corpId)}` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_base` +
    `&state=${encodeURIComponent(JSON.stringify(params))}#wechat_redirect`
  );
}

/** The sign-on parameters WeCom hands back in `state`, when it parses as our JSON. */
export function parseWecomState(state: string | undefined): Partial<WecomRedirectParams> {
  if (!state) return {};
  // Tolerate one or two rounds of encoding (WeCom re-encodes; the Taro router decodes none).
  let text = state;
  for (let i = 0; i < 3; i += 1) {
    try {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== 'object') return {};
      const out: Partial<WecomRedirectParams> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === 'string' || typeof v === 'number') {
          if (k === 'targetModule' || k === 'loginCli' || (PASSED_THROUGH as readonly string[]).includes(k)) {
            out[k as keyof WecomRedirectParams] = String(v);
          }
        }
      }
      return out;
    } catch {
      const decoded = decodeQueryValue(text);
      if (decoded === text) return {};
      text = decoded;
    }
  }
  return {};
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
