/**
 * Host sign-on (SPEC §4, ARCHITECTURE §5): a simulated identity provider for the mini-program login
 * (code → openid, like code2Session, never returning a session key) and the WeCom code exchange, the
 * trusted-partner single sign-on (HMAC-signed, 5-minute window, single use), and JS-SDK signatures.
 */
import type { AppContext } from '../../context';
import type { SdkSignatureData } from '../../../../src/api/contract/account';
import type { DevCodeData, SsoPartnerRequest } from '../../../../src/api/contract/signOn';
import { hmacHex, newToken, randomChars, safeEqual, sha1Hex } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import type { SessionService } from '../session/service';
import { accountRepository } from '../account/repository';
import { identityRepository } from './repository';

export const HOST_CODE_TTL_MS = 5 * 60_000;
export const SSO_WINDOW_MS = 5 * 60_000;

const LOGIN_TYPE_OPENID = 3;
const LOGIN_TYPE_WECOM = 4;
const LOGIN_TYPE_SSO = 5;

/** The page URL a JS-SDK signature is computed for: everything from '#' on is dropped. */
export function signableUrl(url: string): string {
  const i = url.indexOf('#');
  return i >= 0 ? url.slice(0, i) : url;
}

export function sdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return sha1Hex(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signableUrl(url)}`);
}

export function identityService(ctx: AppContext, sessions: SessionService) {
  const repo = identityRepository(ctx.db);
  const accounts = accountRepository(ctx.db);
  const codeHash = (code: string) => hmacHex(ctx.config.codeSecret, `host:${code}`);
  const nowMs = () => ctx.now().getTime();

  async function issueCode(provider: 'wx' | 'qy', subject: string, corpId: string): Promise<DevCodeData> {
    const code = newToken();
    const now = nowMs();
    await repo.insertCode({
      codeHash: codeHash(code),
      provider,
      subject,
      corpId,
      nowMs: now,
      expiresAt: now + HOST_CODE_TTL_MS,
    });
    return { code, expiresIn: HOST_CODE_TTL_MS / 1000 };
  }

  async function tokenForBinding(
    provider: 'wx' | 'qy',
    subject: string,
    corpId: string | undefined,
    loginType: number,
    deviceId?: string,
  ) {
    const bound = await repo.boundEmployees(provider, subject, corpId || undefined);
    if (bound.length === 0) throw invalid('notBound');
    if (bound.length > 1) throw invalid('chooseCompany');
    return sessions.open(bound[0].id, bound[0].corp_id, loginType, deviceId);
  }

  return {
    /** Demo identity provider: a mini-program login code for an openid. */
    devWxCode: (openid: string) => issueCode('wx', openid, ''),

    /** Demo identity provider: a WeCom code for a userid bound in the company. */
    async devQyCode(userid: string, corpId: string): Promise<DevCodeData> {
      if (!(await repo.isBound('qy', userid, corpId))) throw invalid('notBound');
      return issueCode('qy', userid, corpId);
    },

    async openIdFor(code: string): Promise<string> {
      const row = await repo.takeCode(codeHash(code), 'wx', nowMs());
      if (!row) throw invalid('hostCodeInvalid');
      return row.subject;
    },

    wxLogin(openId: string, compId?: string, deviceId?: string): Promise<string> {
      return tokenForBinding('wx', openId, compId, LOGIN_TYPE_OPENID, deviceId);
    },

    async qyLogin(code: string, corpId?: string): Promise<string> {
      const row = await repo.takeCode(codeHash(code), 'qy', nowMs());
      if (!row || (corpId && corpId !== row.corp_id)) throw invalid('hostCodeInvalid');
      return tokenForBinding('qy', row.subject, row.corp_id, LOGIN_TYPE_WECOM);
    },

    async partnerSso(req: SsoPartnerRequest): Promise<string> {
      const expected = hmacHex(ctx.config.ssoSecret, `${req.corpId}|${req.empNo}|${req.timestamp}`);
      if (!safeEqual(req.signature.toLowerCase(), expected)) throw invalid('ssoSignature');
      const tsMs = req.timestamp < 1e12 ? req.timestamp * 1000 : req.timestamp;
      const now = nowMs();
      if (Math.abs(now - tsMs) > SSO_WINDOW_MS) throw invalid('ssoExpired');
      if (!(await repo.useNonce(`sso:${expected}`, now + 2 * SSO_WINDOW_MS, now))) throw invalid('ssoReplay');
      const emp = await accounts.candidateByEmpNo(req.corpId, req.empNo);
      if (!emp) throw invalid('ssoEmployee');
      return sessions.open(emp.id, emp.corp_id, LOGIN_TYPE_SSO);
    },

    sdkSignature(url: string): SdkSignatureData {
      const { appId, corpId, agentId, jsapiTicket } = ctx.config.wecom;
      const timestamp = Math.floor(nowMs() / 1000);
      const nonceStr = randomChars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
      return {
        appId,
        corpId,
        agentId,
        timestamp,
        nonceStr,
        signature: sdkSignature(jsapiTicket, nonceStr, timestamp, url),
      };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
