/**
 * WeCom JS-SDK for the H5 build. `@wecom/jssdk` is loaded with a dynamic import so it stays out of the entry chunk
 * and is fetched only inside the WeCom webview. WeCom verifies two signatures: `register`'s corp config with the corp
 * jsapi_ticket and agentConfig with the application's own ticket, so each asks getSdkQx for its kind.
 */
import { wecomSdkSignature } from '../../api/wecom';
import type { SdkSignatureData } from '../../api/contract/account';
import { RESULT } from '../../api/contract/envelope';
import { hostEnv } from '../env';
import type { LocateResult } from '../location/types';
import { pageUrlWithoutHash, runtimeHost } from '../runtime';
import { loadSession } from '../storage';
import { WECOM_JS_API_LIST, type WecomShareCard } from './types';
import { wecomLocateFailure } from './wecomErrors';

export type { SdkAdapter, WecomShareCard } from './types';
export { WECOM_JS_API_LIST } from './types';

type Ww = typeof import('@wecom/jssdk');

let registration: Promise<Ww | undefined> | undefined;

async function fetchSignature(type: 'corp' | 'agent'): Promise<SdkSignatureData> {
  // Our URL, not the one the SDK passes in: on iOS the first landing URL is the one that verifies.
  const answer = await wecomSdkSignature({ url: pageUrlWithoutHash(), type });
  if (answer.code !== RESULT.ok || !answer.data) throw new Error(answer.tips || 'getSdkQx failed');
  return answer.data;
}

const signer = (type: 'corp' | 'agent') => async () => {
  const { timestamp, nonceStr, signature } = await fetchSignature(type);
  return { timestamp, nonceStr, signature };
};

async function register(): Promise<Ww | undefined> {
  let corpId = hostEnv.wecomCorpId();
  let agentId = hostEnv.wecomAgentId();
  if (!corpId) {
    // No build-time corp id: the signature answer names the corp and agent.
    const first = await fetchSignature('corp');
    corpId = first.corpId;
    agentId = agentId || first.agentId;
  }
  if (!corpId) return undefined;
  const ww = await import('@wecom/jssdk');
  ww.register({
    corpId,
    ...(agentId ? { agentId, getAgentConfigSignature: signer('agent') } : {}),
    jsApiList: [...WECOM_JS_API_LIST],
    getConfigSignature: signer('corp'),
  });
  return ww;
}

function registered(): Promise<Ww | undefined> {
  if (runtimeHost() !== 'wecomWebview') return Promise.resolve(undefined);
  // getSdkQx needs a session, and the SDK asks for its signatures as soon as it is registered: before sign-on,
  // wait (the next locate/share or launch registers).
  if (!loadSession()) return Promise.resolve(undefined);
  registration ??= register().catch(() => {
    registration = undefined; // allow a later retry
    return undefined;
  });
  return registration;
}

export async function registerWecomSdk(): Promise<boolean> {
  return (await registered()) !== undefined;
}

/** `ww.getLocation({ type: 'gcj02' })`: GCJ-02 already, as the maps want it. */
export async function wecomLocate(): Promise<LocateResult> {
  const ww = await registered();
  if (!ww) return { ok: false, reason: 'unavailable' };
  try {
    const res = await ww.getLocation({ type: ww.LocationType.gcj02 });
    const lat = Number(res.latitude);
    const lng = Number(res.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { ok: false, reason: 'unknown' };
    const accuracy = Number((res as { accuracy?: unknown }).accuracy);
    return {
      ok: true,
      point: { lat, lng, source: 'wecom', ...(Number.isFinite(accuracy) && accuracy > 0 ? { accuracy } : {}) },
    };
  } catch (error) {
    return { ok: false, reason: wecomLocateFailure(error) };
  }
}

/** Forwards a card to a WeCom chat; false when cancelled, refused or not in WeCom. */
export async function wecomShare(card: WecomShareCard): Promise<boolean> {
  const ww = await registered();
  if (!ww) return false;
  try {
    await ww.shareAppMessage({ title: card.title, desc: card.desc, link: card.link, imgUrl: card.imgUrl ?? '' });
    return true;
  } catch {
    // Cancelled by the user or refused by WeCom: nothing was sent.
    return false;
  }
}

export function canWecomShare(): boolean {
  return runtimeHost() === 'wecomWebview';
}
