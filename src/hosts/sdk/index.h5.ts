/**
 * WeCom JS-SDK registration for the H5 build. `@wecom/jssdk` is loaded with a dynamic import so it
 * stays out of the entry chunk and is fetched only inside the WeCom webview.
 */
import { getSdkQx } from '../../api/common';
import type { SdkSignatureData } from '../../api/contract/account';
import { RESULT } from '../../api/contract/envelope';
import { hostEnv } from '../env';
import { pageUrlWithoutHash, runtimeHost } from '../runtime';
import { WECOM_JS_API_LIST } from './types';

export type { SdkAdapter } from './types';
export { WECOM_JS_API_LIST } from './types';

let registration: Promise<boolean> | undefined;

async function fetchSignature(): Promise<SdkSignatureData> {
  // Our URL, not the one the SDK passes in: on iOS the first landing URL is the one that verifies.
  const answer = await getSdkQx({ url: pageUrlWithoutHash() });
  if (answer.code !== RESULT.ok || !answer.data) throw new Error(answer.tips || 'getSdkQx failed');
  return answer.data;
}

async function sign(): Promise<{ timestamp: number; nonceStr: string; signature: string }> {
  const { timestamp, nonceStr, signature } = await fetchSignature();
  return { timestamp, nonceStr, signature };
}

async function register(): Promise<boolean> {
  let corpId = hostEnv.wecomCorpId();
  let agentId = hostEnv.wecomAgentId();
  if (!corpId) {
    // No build-time corp id: the signature answer names the corp and agent.
    const first = await fetchSignature();
    corpId = first.corpId;
    agentId = agentId || first.agentId;
  }
  if (!corpId) return false;
  const ww = await import('@wecom/jssdk');
  ww.register({
    corpId,
    ...(agentId ? { agentId } : {}),
    jsApiList: [...WECOM_JS_API_LIST],
    getConfigSignature: sign,
    getAgentConfigSignature: sign,
  });
  return true;
}

export function registerWecomSdk(): Promise<boolean> {
  if (runtimeHost() !== 'wecomWebview') return Promise.resolve(false);
  registration ??= register().catch(() => {
    registration = undefined; // allow a later retry
    return false;
  });
  return registration;
}
