/**
 * Forgotten password (SPEC §2 /resetPassword, §5): step 1 is smsCodeGet scene 3 behind an image code; step 2
 * trades the SMS code for a single-use reset token valid 10 minutes; step 3 sets the new password (typed twice,
 * strong rule) on every active account of the phone and ends all their sessions. Unknown phones never get a
 * code, so step 2 fails for them exactly as a wrong code does (no account enumeration).
 *
 * Modify password (SPEC §5): current password not empty and correct, new password by the alnum rule and equal
 * to its confirmation; the caller's other sessions end, the current one stays.
 */
import type {
  ResetPwdSetRequest,
  ResetPwdVerifyRequest,
  ValidModifyPasswordRequest,
  VipEmpEditPwdRequest,
  VipEmpResetPwdData,
} from '../../../../src/api/contract/accountAdmin';
import type { AppContext } from '../../context';
import { newId, newToken, sha256Hex } from '../../lib/crypto';
import { invalid, invalidField } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { bucket } from '../../plugins/rateLimit';
import type { AuthInfo } from '../session/service';
import { SCENE, type SmsService } from '../sms/service';
import { passwordRepository } from './repository';
import { newPassword, passwordGuard } from './rules';

export const RESET_TOKEN_TTL_MS = 10 * 60_000;
/** Failed step-2 tries per IP within 15 minutes (each code also locks after five wrong tries). */
export const RESET_VERIFY_IP_MAX = 30;
const RESET_VERIFY_WINDOW_MS = 15 * 60_000;

export function passwordService(ctx: AppContext, sms: SmsService) {
  const repo = passwordRepository(ctx.db);
  const guard = passwordGuard(ctx);
  const nowMs = () => ctx.now().getTime();

  return {
    /** Step 2: SMS code → reset token. */
    async resetVerify(req: ResetPwdVerifyRequest, ip: string): Promise<VipEmpResetPwdData> {
      if (!req.phoneNumber) throw invalidField('phoneNumber', 'fieldRequired');
      if (!req.validateCodeId) throw invalidField('validateCodeId', 'fieldRequired');
      if (!req.validateCode) throw invalidField('validateCode', 'fieldRequired');
      const ipKey = bucket('reset-verify-ip', ip);
      // Counted before the code is checked, atomically (a burst cannot pass the limit); a right code gives it back.
      const wait = await ctx.limiter.take(ipKey, RESET_VERIFY_WINDOW_MS, RESET_VERIFY_IP_MAX);
      if (wait > 0) throw invalid('smsIpLimit', { minutes: Math.ceil(wait / 60_000) });
      await sms.verify(req.phoneNumber, req.validateCodeId, req.validateCode, 'consume', [SCENE.resetPassword]);
      await ctx.limiter.release(ipKey);
      const now = nowMs();
      const token = newToken();
      await repo.insertReset({
        id: newId(now),
        tokenHash: sha256Hex(token),
        phone: req.phoneNumber,
        nowMs: now,
        expiresAt: now + RESET_TOKEN_TTL_MS,
      });
      return { resetToken: token, expiresIn: RESET_TOKEN_TTL_MS / 1000 };
    },

    /** Step 3: the new password twice; the token is used up only once the password passed its rule. */
    async resetSet(req: ResetPwdSetRequest): Promise<void> {
      if (!req.resetToken) throw invalidField('resetToken', 'fieldRequired');
      const plain = newPassword(ctx.config.pwdKey, 'resetPassword', req.pwd, req.confirmPwd, true);
      const hash = await hashPassword(plain);
      const phone = await repo.takeReset(sha256Hex(req.resetToken), nowMs());
      if (phone === null) throw invalid('resetTokenInvalid');
      const now = nowMs();
      const empIds = await repo.setPasswordByPhone(phone, hash, now);
      await repo.endSessions(empIds, now);
    },

    /** validModifyPassword: the current password, before the new one is typed. */
    async checkCurrent(auth: AuthInfo, req: ValidModifyPasswordRequest): Promise<void> {
      await guard.check(auth, req.oldPwd, 'oldPwd', 'oldPasswordWrong');
    },

    /** vipEmpEditPwd: the rule and the confirmation first, so a typo does not count as a wrong password. */
    async change(auth: AuthInfo, req: VipEmpEditPwdRequest): Promise<void> {
      if (!req.oldPwd) throw invalidField('oldPwd', 'fieldRequired');
      const plain = newPassword(ctx.config.pwdKey, 'modifyPassword', req.pwd, req.confirmPwd, false);
      await guard.check(auth, req.oldPwd, 'oldPwd', 'oldPasswordWrong');
      const hash = await hashPassword(plain);
      const now = nowMs();
      await repo.setPassword(auth.empId, hash, now);
      await repo.endSessions([auth.empId], now, auth.sessionId);
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
