/**
 * Host sign-on for the H5 build. Plain browser and app shell: the login form (password / SMS).
 * WeCom webview (SPEC §4): the sign-on parameters are kept server-side under a nonce that travels as the OAuth
 * `state`; WeCom comes back with `code` and that `state`; the state is consumed once, then either the brand's external
 * sign-on page takes the code (production / test host by brand flags), or the app exchanges it itself through
 * getOpenId (code, corpId, czly 0) → wxLogin (SPEC §7 Account). The login page then lands on the target screen.
 */
import { getOpenId, wxLogin } from '../../api/account';
import { createSignOnState, takeSignOnState } from '../../api/wecom';
import { RESULT } from '../../api/contract/envelope';
import { currentBrand } from '../../app/brand';
import { externalSignOnUrl } from '../../domain/signOn';
import { hostEnv } from '../env';
import { runtimeHost } from '../runtime';
import { SIGN_IN_FAILURE } from './types';
import type { HostSignIn, SignInQuery, WecomRedirectParams } from './types';
import { decodeQueryValue, isStateNonce, oauthRedirectUri, wecomOAuthUrl, wecomRedirectParams } from './wecom';

export type { HostSignIn, LoginAdapter, SignInQuery, WecomRedirectParams } from './types';
export { SIGN_IN_FAILURE } from './types';
export { wecomOAuthUrl, wecomRedirectParams } from './wecom';
export { wecomLanding } from './landing';

const failed = (reason: string): HostSignIn => ({ kind: 'failed', reason });

export async function hostSignIn(opts: { query: SignInQuery }): Promise<HostSignIn> {
  if (runtimeHost() !== 'wecomWebview') return { kind: 'form' };
  return wecomWebviewSignIn(opts.query);
}

async function startOAuth(query: SignInQuery, corpId: string): Promise<HostSignIn> {
  let state: string | undefined;
  try {
    const answer = await createSignOnState(wecomRedirectParams(query));
    state = answer.code === RESULT.ok ? answer.data?.state : undefined;
  } catch {
    state = undefined;
  }
  if (!isStateNonce(state)) return failed(SIGN_IN_FAILURE.state);
  const redirectUri = oauthRedirectUri(typeof location === 'undefined' ? '' : location.href);
  return { kind: 'redirect', url: wecomOAuthUrl(corpId, redirectUri, state) };
}

async function takeState(raw: string | undefined): Promise<WecomRedirectParams | undefined> {
  const state = raw ? decodeQueryValue(raw).trim() : '';
  if (!isStateNonce(state)) return undefined;
  try {
    const answer = await takeSignOnState({ state });
    return answer.code === RESULT.ok && answer.data ? answer.data : undefined;
  } catch {
    return undefined;
  }
}

/** getOpenId (the WeCom code, corpId, czly 0) → openid → wxLogin → token. */
async function exchange(code: string, corpId: string): Promise<string | undefined> {
  try {
    const open = await getOpenId({ code, corpId, czly: 0 });
    const openId = open.code === RESULT.ok ? open.data?.openid : undefined;
    if (typeof openId !== 'string' || openId === '') return undefined;
    const answer = await wxLogin({ openId });
    const token: unknown = answer.code === RESULT.ok ? answer.data : undefined;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

async function wecomWebviewSignIn(query: SignInQuery): Promise<HostSignIn> {
  const code = query.code ? decodeQueryValue(query.code).trim() : '';
  const corpId = (query.corpId ? decodeQueryValue(query.corpId).trim() : '') || hostEnv.wecomCorpId();
  if (!code) {
    // Back from OAuth without a code: redirecting again would loop.
    if (query.state) return failed(SIGN_IN_FAILURE.oauthNoCode);
    if (!corpId) return failed(SIGN_IN_FAILURE.noCorpId);
    return startOAuth(query, corpId);
  }
  if (!corpId) return failed(SIGN_IN_FAILURE.noCorpId);
  const params = await takeState(query.state);
  if (!params) return failed(SIGN_IN_FAILURE.state);
  const external = externalSignOnUrl(currentBrand.wecomSignOn, hostEnv.production(), code, corpId, params);
  if (external) return { kind: 'redirect', url: external };
  const token = await exchange(code, corpId);
  return token ? { kind: 'token', token, signOn: params } : failed(SIGN_IN_FAILURE.exchange);
}
