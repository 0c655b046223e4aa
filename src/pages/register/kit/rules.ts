/**
 * Which SPEC §5 password rule a screen uses: the contract names it per screen (PASSWORD_RULE_OF_SCREEN) and the
 * server enforces the same one for the same call.
 */
import { PASSWORD_RULE_OF_SCREEN, type PasswordRule } from '../../../api/contract/accountAdmin';
import {
  checkPasswordAlnum,
  checkPasswordAny,
  checkPasswordStrong,
  checkPasswordsMatch,
  type ValidationResult,
} from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';

export type PasswordScreen = keyof typeof PASSWORD_RULE_OF_SCREEN | 'invitation';

const CHECKS: Record<PasswordRule, (pwd: string) => ValidationResult> = {
  strong: checkPasswordStrong,
  alnum: checkPasswordAlnum,
  any: checkPasswordAny,
};

/** The rule of a screen; joining by invitation uses the registration rule (contract/peopleAdmin userRegisterForQr). */
export function ruleOf(screen: PasswordScreen): PasswordRule {
  return screen === 'invitation' ? PASSWORD_RULE_OF_SCREEN.register : PASSWORD_RULE_OF_SCREEN[screen];
}

/** New password by the screen's rule, then the confirmation. */
export function checkNewPassword(
  screen: PasswordScreen,
  pwd: string,
  confirm: string,
): { pwd: ValidationResult; confirm: ValidationResult } {
  const problem = CHECKS[ruleOf(screen)](pwd);
  return { pwd: problem, confirm: problem ? null : checkPasswordsMatch(pwd, confirm) };
}

/** The rule as the hint under the new-password input (the same text its violation shows). */
export function ruleHintKey(screen: PasswordScreen): MessageKey {
  return validationKey(`password.${ruleOf(screen)}`);
}
