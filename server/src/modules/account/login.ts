/**
 * vipLogin (SPEC §4 login): password (client cipher text, decrypted then checked against the scrypt hash)
 * or SMS code. Unknown phone and wrong password give the same answer (no account enumeration). A phone in several
 * companies gets the list of companies it passed the check for, then logs in with compId.
 *
 * Lockout (issue 16, OWASP ASVS 6.3): every try is claimed from the limiter BEFORE the password or code is checked,
 * atomically (`limiter.take`), so tries sent at once are evaluated at most up to the threshold and the right
 * password after them is refused while locked; a success gives the claims back. Limits within 15 minutes: five
 * tries per account (any address) and per account+IP. An IP with thirty failed tries is not refused as a whole
 * (behind a proxy that would refuse everyone): it backs off instead, to ONE try per account within the window, so a
 * different account's right password still logs in from there while a sprayer's further guesses on the accounts
 * it already failed on are refused.
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
/** Failed tries from one IP within the window before that IP backs off to BACKOFF_ACCOUNT_IP_TRIES per account. */
export const MAX_IP_FAILURES = 30;
export const BACKOFF_ACCOUNT_IP_TRIES = 1;

interface Claim {
  acctKey: string;
  acctIpKey: string;
  ipKey: string;
  /** False when the IP was over its budget: the try then counts against the IP only if it fails. */
  ipCounted: boolean;
}

export const LOGIN_TYPE = { password: 1, sms: 2, openId: 3, wecom: 4, sso: 5 } as const;

let dummy: Promise<string> | null = null;
/** A hash no password matches, verified for unknown phones. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

export function loginService(ctx: AppContext, sessions: SessionService, sms: SmsService, identity: IdentityService) {
  const repo = accountRepository(ctx.db);

  /**
   * Claims this try in the IP, account+IP and account buckets, each atomically, before anything is checked; refuses
   * (giving back what it claimed) when a bucket is full. The IP bucket only decides how many tries an account gets
   * from that IP: five while the IP is within its budget, one once it is over.
   */
  async function claimTry(phone: string, ip: string): Promise<Claim> {
    const claim: Claim = {
      acctKey: bucket('login-fail-acct', phone),
      acctIpKey: bucket('login-fail-acct-ip', `${phone}|${ip}`),
      ipKey: bucket('login-fail-ip', ip),
      ipCounted: false,
    };
    claim.ipCounted = (await ctx.limiter.take(claim.ipKey, LOGIN_WINDOW_MS, MAX_IP_FAILURES)) === 0;
    const held: string[] = claim.ipCounted ? [claim.ipKey] : [];
    const pairMax = claim.ipCounted ? MAX_ACCOUNT_FAILURES : BACKOFF_ACCOUNT_IP_TRIES;
    for (const [key, max] of [
      [claim.acctIpKey, pairMax],
      [claim.acctKey, MAX_ACCOUNT_FAILURES],
    ] as const) {
      const wait = await ctx.limiter.take(key, LOGIN_WINDOW_MS, max);
      if (wait > 0) {
        for (const k of held) await ctx.limiter.release(k);
        throw invalid('tooManyLoginFailures', { minutes: Math.ceil(wait / 60_000) });
      }
      held.push(key);
    }
    return claim;
  }

  /** The claims stay as the failure; an IP already over budget records it too, so it stays backed off. */
  async function failure(claim: Claim, locale: Locale, sms: boolean): Promise<VipLoginData> {
    if (!claim.ipCounted) await ctx.limiter.hit(claim.ipKey);
    const failCount = await ctx.limiter.countSince(claim.acctKey, ctx.now().getTime() - LOGIN_WINDOW_MS);
    return { failCount, msg: translate(locale, sms ? 'smsLoginFailed' : 'loginFailed') };
  }

  /** The password or code passed: the account's tries are cleared and this try's IP claim is given back. */
  async function passed(claim: Claim): Promise<void> {
    await ctx.limiter.clear(claim.acctKey);
    await ctx.limiter.clear(claim.acctIpKey);
    if (claim.ipCounted) await ctx.limiter.release(claim.ipKey);
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

  async function success(c: LoginCandidate, req: VipLoginRequest): Promise<VipLoginData> {
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
      const claim = await claimTry(phone, ip);

      const compId = req.compId || req.corpId || '';
      const candidates = await repo.candidatesByPhone(phone);
      let matched: LoginCandidate[];
      if (isSms) {
        try {
          await sms.verify(phone, req.validateCodeId ?? '', req.validateCode ?? '', 'verify', [1]);
          matched = candidates;
        } catch {
          matched = [];
        }
      } else {
        matched = await passwordPassed(candidates, req.password ?? '');
      }
      if (compId) matched = matched.filter((c) => c.corp_id === compId);
      if (matched.length === 0) return failure(claim, locale, isSms);
      await passed(claim);

      if (matched.length > 1) {
        const corpList: CorpChoice[] = matched.map((c) => ({ compId: c.corp_id, corpName: c.corp_name }));
        return { corpList };
      }
      if (isSms) await sms.verify(phone, req.validateCodeId ?? '', req.validateCode ?? '', 'consume', [1]);
      return success(matched[0], req);
    },
  };
}

export type LoginService = ReturnType<typeof loginService>;
