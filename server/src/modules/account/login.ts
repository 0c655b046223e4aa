/**
 * vipLogin (SPEC §4 login): password (client cipher text, decrypted then checked against the scrypt hash)
 * or SMS code. Unknown phone and wrong password give the same answer (no account enumeration). Five
 * failures per account or thirty per IP within 15 minutes lock further tries. A phone in several
 * companies gets the list of companies it passed the check for, then logs in with compId.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { CorpChoice, VipLoginData, VipLoginRequest } from '../../../../src/api/contract/account';
import { decryptPassword } from '../../../../src/domain/passwordCipher';
import { translate, type Locale } from '../../i18n/messages';
import { BizError, invalid, invalidField } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { bucket } from '../../plugins/rateLimit';
import type { SessionService } from '../session/service';
import type { SmsService } from '../sms/service';
import type { IdentityService } from '../identity/service';
import { accountRepository, type LoginCandidate } from './repository';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 30;

export const LOGIN_TYPE = { password: 1, sms: 2, openId: 3, wecom: 4, sso: 5 } as const;

let dummy: Promise<string> | null = null;
/** A hash no password matches, verified for unknown phones. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

export function loginService(ctx: AppContext, sessions: SessionService, sms: SmsService, identity: IdentityService) {
  const repo = accountRepository(ctx.db);

  async function refuseWhenLocked(acctKey: string, ipKey: string): Promise<void> {
    const wait = Math.max(
      await ctx.limiter.retryAfterMs(acctKey, LOGIN_WINDOW_MS, MAX_ACCOUNT_FAILURES),
      await ctx.limiter.retryAfterMs(ipKey, LOGIN_WINDOW_MS, MAX_IP_FAILURES),
    );
    if (wait > 0) throw invalid('tooManyLoginFailures', { minutes: Math.ceil(wait / 60_000) });
  }

  async function failure(acctKey: string, ipKey: string, locale: Locale, sms: boolean): Promise<VipLoginData> {
    await ctx.limiter.hit(acctKey, ipKey);
    const failCount = await ctx.limiter.countSince(acctKey, ctx.now().getTime() - LOGIN_WINDOW_MS);
    return { failCount, msg: translate(locale, sms ? 'smsLoginFailed' : 'loginFailed') };
  }

  /** Candidates whose password matches. An unknown phone costs one hash too, so timing does not tell. */
  async function passwordPassed(candidates: LoginCandidate[], cipherText: string): Promise<LoginCandidate[]> {
    const plain = decryptPassword(cipherText, ctx.config.pwdKey);
    if (plain === null) return [];
    if (candidates.length === 0) {
      await verifyPassword(plain, await dummyHash());
      return [];
    }
    const results = await Promise.all(candidates.map((c) => verifyPassword(plain, c.password_hash)));
    return candidates.filter((_, i) => results[i]);
  }

  async function success(c: LoginCandidate, acctKey: string, req: VipLoginRequest): Promise<VipLoginData> {
    await ctx.limiter.clear(acctKey);
    const token = await sessions.open(c.id, c.corp_id, req.loginType, req.deviceId);
    return { token, ifUpdatePwd: c.must_change_pwd === 1 ? 1 : 0 };
  }

  return {
    async login(req: VipLoginRequest, ip: string, locale: Locale): Promise<VipLoginData> {
      if (req.loginType === LOGIN_TYPE.openId) {
        if (!req.openId) throw invalidField('openId', 'fieldRequired');
        const token = await identity.wxLogin(req.openId, req.compId ?? req.corpId, req.deviceId);
        return { token, ifUpdatePwd: 0 };
      }
      if (req.loginType !== LOGIN_TYPE.password && req.loginType !== LOGIN_TYPE.sms) {
        throw new BizError(2, 'loginTypeUnsupported');
      }
      const isSms = req.loginType === LOGIN_TYPE.sms;
      if (!isSms && !req.password) throw invalidField('password', 'fieldRequired');
      if (isSms && !req.validateCodeId) throw invalidField('validateCodeId', 'fieldRequired');
      if (isSms && !req.validateCode) throw invalidField('validateCode', 'fieldRequired');

      const phone = req.loginName.trim();
      const acctKey = bucket('login-fail-acct', phone);
      const ipKey = bucket('login-fail-ip', ip);
      await refuseWhenLocked(acctKey, ipKey);

      const compId = req.compId || req.corpId || '';
      const candidates = await repo.candidatesByPhone(phone);
      let passed: LoginCandidate[];
      if (isSms) {
        try {
          await sms.verify(phone, req.validateCodeId ?? '', req.validateCode ?? '', 'verify', [1]);
          passed = candidates;
        } catch {
          passed = [];
        }
      } else {
        passed = await passwordPassed(candidates, req.password ?? '');
      }
      if (compId) passed = passed.filter((c) => c.corp_id === compId);
      if (passed.length === 0) return failure(acctKey, ipKey, locale, isSms);

      if (passed.length > 1) {
        const corpList: CorpChoice[] = passed.map((c) => ({ compId: c.corp_id, corpName: c.corp_name }));
        return { corpList };
      }
      if (isSms) await sms.verify(phone, req.validateCodeId ?? '', req.validateCode ?? '', 'consume', [1]);
      return success(passed[0], acctKey, req);
    },
  };
}

export type LoginService = ReturnType<typeof loginService>;
