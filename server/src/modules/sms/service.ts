/**
 * SMS and image codes (ARCHITECTURE §8): six random digits, stored as keyed hashes, valid 15 minutes,
 * single use, five wrong tries invalidate a code. Limits: one per phone per 60 s, ten per phone per China
 * day, twenty per IP per hour. A login code for an unknown phone answers the same but sends nothing.
 */
import type { AppContext } from '../../context';
import type { SmsCodeGetData, SmsCodeGetRequest, ValidateCodeData } from '../../../../src/api/contract/account';
import { hmacHex, newId, randomChars, randomDigits, safeEqual } from '../../lib/crypto';
import { invalid, invalidField } from '../../lib/errors';
import { chinaDay } from '../../lib/time';
import { bucket } from '../../plugins/rateLimit';
import { maskMobile } from '../../plugins/masking';
import { accountRepository } from '../account/repository';
import { smsRepository } from './repository';
import { imageCodeSvg } from './imageCode';

export const SMS_TTL_MS = 15 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_DAY = 10;
export const SMS_PER_IP_HOUR = 20;
export const SMS_MAX_TRIES = 5;
const IMAGE_TTL_MS = 5 * 60_000;
const IMAGE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const SCENE = { login: 1, register: 2, resetPassword: 3, modifyMobile: 4 } as const;

/** How a code is being used: a plain check (smsCodeCheck), or by a final action that consumes it. */
type Use = 'check' | 'consume' | 'verify';

export function smsService(ctx: AppContext) {
  const repo = smsRepository(ctx.db);
  const accounts = accountRepository(ctx.db);
  const hashOf = (id: string, code: string) => hmacHex(ctx.config.codeSecret, `${id}:${code}`);
  const nowMs = () => ctx.now().getTime();

  async function checkImage(id: string | undefined, code: string | undefined): Promise<void> {
    if (!id || !code) throw invalidField(!code ? 'imageCode' : 'imageCodeId', 'fieldRequired');
    const stored = await repo.takeImage(id, nowMs());
    if (!stored || !safeEqual(stored, hashOf(id, code.trim().toUpperCase()))) throw invalid('imageCodeWrong');
  }

  /**
   * One code per phone per minute, SMS_PER_DAY per phone per China day, SMS_PER_IP_HOUR per IP: each claimed
   * atomically before the next is looked at (parallel sends cannot slip past a count), and given back when a later
   * limit refuses, so a refused send costs nothing.
   */
  async function enforceLimits(phone: string, ip: string): Promise<void> {
    const now = nowMs();
    const phoneKey = bucket('sms-phone', phone);
    const dayKey = bucket('sms-phone-day', `${phone}|${chinaDay(now)}`);
    const ipKey = bucket('sms-ip', ip);
    const tooSoon = await ctx.limiter.take(phoneKey, SMS_RESEND_MS, 1);
    if (tooSoon > 0) throw invalid('smsTooSoon', { seconds: Math.ceil(tooSoon / 1000) });
    if ((await ctx.limiter.take(dayKey, 24 * 3600_000, SMS_PER_DAY)) > 0) {
      await ctx.limiter.release(phoneKey);
      throw invalid('smsDailyLimit');
    }
    const ipWait = await ctx.limiter.take(ipKey, 3600_000, SMS_PER_IP_HOUR);
    if (ipWait > 0) {
      await Promise.all([ctx.limiter.release(phoneKey), ctx.limiter.release(dayKey)]);
      throw invalid('smsIpLimit', { minutes: Math.ceil(ipWait / 60_000) });
    }
  }

  async function shouldSend(phone: string, scene: number): Promise<boolean> {
    if (scene === SCENE.login || scene === SCENE.resetPassword) return accounts.hasActiveEmployee(phone);
    return true;
  }

  return {
    async issue(req: SmsCodeGetRequest, ip: string): Promise<SmsCodeGetData> {
      if (req.scene === SCENE.resetPassword) await checkImage(req.imageCodeId, req.imageCode);
      await enforceLimits(req.phoneNumber, ip);
      const now = nowMs();
      const id = newId(now);
      const send = await shouldSend(req.phoneNumber, req.scene);
      // Unknown phones still get a row (with a code nobody knows) so every later answer looks alike.
      const code = randomDigits(6);
      await repo.insertSms({
        id,
        phone: req.phoneNumber,
        scene: req.scene,
        codeHash: hashOf(id, send ? code : randomDigits(6) + id),
        sent: send,
        nowMs: now,
        expiresAt: now + SMS_TTL_MS,
      });
      if (send) {
        // Simulated SMS gateway: the server log records that a code went out (phone masked), never the code itself
        // (issue 16: the demo answers it to the caller as demoCode; production has no copy outside the message).
        ctx.log.info(
          { phone: maskMobile(req.phoneNumber), scene: req.scene, validateCodeId: id },
          'SMS verification code sent',
        );
      }
      return {
        validateCodeId: id,
        resendAfter: SMS_RESEND_MS / 1000,
        ...(ctx.config.demo && send ? { demoCode: code } : {}),
      };
    },

    /**
     * Verifies a code for a phone. 'check' (smsCodeCheck) marks it verified once; 'verify' leaves it usable
     * (a login that answers with a company list); 'consume' uses it up. Throws a code-2 tip on failure.
     */
    async verify(phone: string, id: string, code: string, use: Use, scenes?: readonly number[]): Promise<void> {
      const row = await repo.findSms(id);
      const now = nowMs();
      if (!row || row.phone !== phone || (scenes && !scenes.includes(row.scene))) throw invalid('codeWrong');
      if (row.consumed_at !== null || (use === 'check' && row.verified_at !== null)) throw invalid('codeUsed');
      if (Number(row.expires_at) <= now) throw invalid('codeExpired');
      // The try is claimed before the code is compared (issue 16): tries sent at once compare at most SMS_MAX_TRIES.
      const tries = row.attempts >= SMS_MAX_TRIES ? null : await repo.claimAttempt(id, SMS_MAX_TRIES);
      if (tries === null) throw invalid('codeLocked');
      if (!safeEqual(row.code_hash, hashOf(id, code))) {
        throw invalid(tries >= SMS_MAX_TRIES ? 'codeLocked' : 'codeWrong');
      }
      await repo.returnAttempt(id);
      if (use === 'check' && !(await repo.markVerified(id, now))) throw invalid('codeUsed');
      if (use === 'verify') await repo.markVerified(id, now);
      if (use === 'consume' && !(await repo.consume(id, now))) throw invalid('codeUsed');
    },

    /** True when this code was already passed through smsCodeCheck and is still live (getCorpList). */
    async wasChecked(phone: string, id: string, code: string): Promise<boolean> {
      const row = await repo.findSms(id);
      if (!row || row.phone !== phone || row.verified_at === null || row.consumed_at !== null) return false;
      if (Number(row.expires_at) <= nowMs()) return false;
      return safeEqual(row.code_hash, hashOf(id, code));
    },

    async imageCode(): Promise<ValidateCodeData> {
      const now = nowMs();
      const id = newId(now);
      const code = randomChars(4, IMAGE_ALPHABET);
      await repo.insertImage({ id, codeHash: hashOf(id, code), nowMs: now, expiresAt: now + IMAGE_TTL_MS });
      return { validateCodeId: id, image: imageCodeSvg(code) };
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
