/**
 * Host sign-on for the H5 build. Plain browser and app shell: the login form (password / SMS).
 * WeCom webview: OAuth redirect, then the returned code is exchanged for a token (SPEC §4).
 */
import { qyLogin } from '../../api/account';
import { RESULT } from '../../api/contract/envelope';
import { hostEnv } from '../env';
import { runtimeHost } from '../runtime';
import { SIGN_IN_FAILURE } from './types';
import type { HostSignIn, SignInQuery } from './types';
import { decodeQueryValue, oauthRedirectUri, parseWecomState, wecomOAuthUrl, wecomRedirectParams } from './wecom';

export type { HostSignIn, LoginAdapter, SignInQuery, WecomRedirectParams } from './types';
export { SIGN_IN_FAILURE } from './types';
export { wecomOAuthUrl, wecomRedirectParams } from './wecom';

export async function hostSignIn(opts: { query: SignInQuery }): Promise<HostSignIn> {
  if (runtimeHost() !== 'wecomWebview') return { kind: 'form' };
  return wecomWebviewSignIn(opts.query);
}

async function wecomWebviewSignIn(query: SignInQuery): Promise<HostSignIn> {
  const code = query.code ? decodeQueryValue(query.code).trim() : '';
  const corpId = (query.corpId ? decodeQueryValue(query.corpId).trim() : '') || hostEnv.wecomCorpId();
  if (!code) {
    // Back from OAuth without a code: redirecting again would loop.
    if (query.state) return { kind: 'failed', reason: SIGN_IN_FAILURE.oauthNoCode };
    if (!corpId) return { kind: 'failed', reason: SIGN_IN_FAILURE.noCorpId };
    const redirectUri = oauthRedirectUri(typeof location === 'undefined' ? '' : location.href);
    return { kind: 'redirect', url: wecomOAuthUrl(corpId, redirectUri, wecomRedirectParams(query)) };
  }
  const params = { ...wecomRedirectParams(query), ...parseWecomState(query.state) };
  try {
    const answer = await qyLogin({
      code,
      ...(corpId ? { corpId } : {}),
      targetModule: params.targetModule,
      loginCli: params.loginCli,
    });
    const token = answer.code === RESULT.ok ? answer.data?.token : undefined;
    return typeof token === 'string' && token !== ''
      ? { kind: 'token', token }
      : { kind: 'failed', reason: SIGN_IN_FAILURE.exchange };
  } catch {
    return { kind: 'failed', reason: SIGN_IN_FAILURE.exchange };
  }
}
