/** Masking personal data in free text (bug reports, log lines): mobiles, ID numbers, e-mails, secrets. */
import { maskEmail, maskIdNumber, maskMobile } from '../../../src/domain/masking';

const MOBILE = /(?<!\d)(1[3-9]\d{9})(?!\d)/g;
const ID_18 = /(?<![0-9A-Za-z])(\d{17}[\dXx])(?![0-9A-Za-z])/g;
const ID_15 = /(?<![0-9A-Za-z])(\d{15})(?![0-9A-Za-z])/g;
// Bounded parts (RFC 5321: 64 + 255): an unbounded local part made long free text cost quadratic time.
const EMAIL = /([A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24})/g;
const SECRET_FIELD = /("(?:password|pwd|oldPwd|payPwd|validateCode|smsCode|token|ssotoken)"\s*:\s*)"[^"]*"/gi;
const HEX_TOKEN = /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/gi;

export function maskPersonalText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(SECRET_FIELD, '$1"***"')
    .replace(HEX_TOKEN, '***')
    .replace(ID_18, (m) => maskIdNumber(m))
    .replace(ID_15, (m) => maskIdNumber(m))
    .replace(MOBILE, (m) => maskMobile(m))
    .replace(EMAIL, (m) => maskEmail(m));
}

export { maskMobile, maskEmail };
