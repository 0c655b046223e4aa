/** Mini-program sign-on chains, shared by the weapp and qywx platform files. */
import Taro from '@tarojs/taro';
import { getOpenId, qyLogin, wxLogin } from '../../api/account';
import { RESULT } from '../../api/contract/envelope';
import { hostEnv } from '../env';
import { qyApi } from './qy';
import { SIGN_IN_FAILURE } from './types';
import type { HostSignIn, SignInQuery } from './types';

const failed = (reason: string): HostSignIn => ({ kind: 'failed', reason });

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** WeChat: `Taro.login` code → getOpenId → data.openid → wxLogin → token (the answer's data). */
export async function weappSignIn(query: SignInQuery): Promise<HostSignIn> {
  let code: string | undefined;
  try {
    code = nonEmpty((await Taro.login()).code);
  } catch {
    code = undefined;
  }
  if (!code) return failed(SIGN_IN_FAILURE.noCode);

  const corpId = nonEmpty(query.corpId);
  const companySuper = nonEmpty(query.companySuper);
  let openId: string | undefined;
  try {
    const answer = await getOpenId({
      code,
      ...(corpId ? { corpId } : {}),
      ...(companySuper ? { companySuper } : {}),
      czly: 0,
    });
    const data = answer.code === RESULT.ok ? (answer.data as { openid?: unknown } | undefined) : undefined;
    openId = typeof data?.openid === 'string' ? nonEmpty(data.openid) : undefined;
  } catch {
    openId = undefined;
  }
  if (!openId) return failed(SIGN_IN_FAILURE.openId);

  try {
    const compId = nonEmpty(query.compId);
    const answer = await wxLogin({ openId, ...(compId ? { compId } : {}) });
    const token: unknown = answer.code === RESULT.ok ? answer.data : undefined;
    return typeof token === 'string' && token !== '' ? { kind: 'token', token } : failed(SIGN_IN_FAILURE.exchange);
  } catch {
    return failed(SIGN_IN_FAILURE.exchange);
  }
}

/** WeCom mini-program: `Taro.qy.login` code → qyLogin → data.token. */
export async function qywxSignIn(query: SignInQuery): Promise<HostSignIn> {
  const qy = qyApi();
  let code: string | undefined;
  try {
    code = qy ? nonEmpty((await qy.login()).code) : undefined;
  } catch {
    code = undefined;
  }
  if (!code) return failed(SIGN_IN_FAILURE.noCode);

  try {
    const corpId = nonEmpty(query.corpId) ?? nonEmpty(hostEnv.wecomCorpId());
    const answer = await qyLogin({ code, ...(corpId ? { corpId } : {}) });
    const token = answer.code === RESULT.ok ? answer.data?.token : undefined;
    return typeof token === 'string' && token !== '' ? { kind: 'token', token } : failed(SIGN_IN_FAILURE.exchange);
  } catch {
    return failed(SIGN_IN_FAILURE.exchange);
  }
}
