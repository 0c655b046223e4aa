/**
 * Password input shared by the account calls: cipher text decrypted like vipLogin, the rule of each screen
 * (PASSWORD_RULE_OF_SCREEN: the same rule the client checks), the confirmation, and the re-check of the
 * caller's current password with its own lockout (five failures per employee in 15 minutes).
 */
import { PASSWORD_RULE_OF_SCREEN, type PasswordRule } from '../../../../src/api/contract/accountAdmin';
import { decryptPassword } from '../../../../src/domain/passwordCipher';
import {
  checkPasswordAlnum,
  checkPasswordAny,
  checkPasswordStrong,
  type ValidationResult,
} from '../../../../src/domain/validators';
import type { AppContext } from '../../context';
import type { MsgKey } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { bucket } from '../../plugins/rateLimit';
import type { AuthInfo } from '../session/service';
import { passwordRepository } from './repository';

export type PasswordScreen = keyof typeof PASSWORD_RULE_OF_SCREEN;

export const PWD_CHECK_WINDOW_MS = 15 * 60_000;
export const PWD_CHECK_MAX_FAILURES = 5;

const RULES: Record<PasswordRule, { check: (pwd: string) => ValidationResult; key: MsgKey }> = {
  strong: { check: checkPasswordStrong, key: 'passwordRuleStrong' },
  alnum: { check: checkPasswordAlnum, key: 'passwordRuleAlnum' },
  any: { check: checkPasswordAny, key: 'passwordRuleAny' },
};

/** The plain text of a password field: empty → 'cannot be empty', undecryptable → 'invalid'. */
export function plainPassword(pwdKey: string, field: string, cipherText: string | undefined): string {
  if (!cipherText) throw invalidField(field, 'fieldRequired');
  const plain = decryptPassword(cipherText, pwdKey);
  if (plain === null) throw invalidField(field, 'fieldInvalid');
  return plain;
}

/**
 * A new password typed twice on a screen: the screen's rule, then the match with the confirmation
 * (when `confirmRequired` is false, a missing confirmation is not checked).
 */
export function newPassword(
  pwdKey: string,
  screen: PasswordScreen,
  pwd: string | undefined,
  confirmPwd: string | undefined,
  confirmRequired: boolean,
): string {
  const plain = plainPassword(pwdKey, 'pwd', pwd);
  const rule = RULES[PASSWORD_RULE_OF_SCREEN[screen]];
  if (rule.check(plain) !== null) throw invalid(rule.key);
  if (confirmPwd === undefined && !confirmRequired) return plain;
  const confirm = plainPassword(pwdKey, 'confirmPwd', confirmPwd);
  if (confirm !== plain) throw invalid('passwordMismatch');
  return plain;
}

/** Re-authentication of the signed-in caller by their current password (modify, close, reveal). */
export function passwordGuard(ctx: AppContext) {
  const repo = passwordRepository(ctx.db);

  return {
    /** Throws unless `cipherText` is the caller's current password; failures count towards a lockout. */
    async check(auth: AuthInfo, cipherText: string | undefined, field: string, wrongKey: MsgKey): Promise<void> {
      if (!cipherText) throw invalidField(field, 'fieldRequired');
      const key = bucket('pwd-check', auth.empId);
      // The try is counted before the password is checked, atomically: tries sent at once cannot pass the lock.
      const wait = await ctx.limiter.take(key, PWD_CHECK_WINDOW_MS, PWD_CHECK_MAX_FAILURES);
      if (wait > 0) throw invalid('tooManyPasswordTries', { minutes: Math.ceil(wait / 60_000) });
      const plain = decryptPassword(cipherText, ctx.config.pwdKey);
      const hash = await repo.passwordHash(auth.empId);
      if (plain === null || !(await verifyPassword(plain, hash))) throw invalid(wrongKey);
      await ctx.limiter.release(key);
    },
  };
}

export type PasswordGuard = ReturnType<typeof passwordGuard>;
