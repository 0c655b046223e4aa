/**
 * Redaction of request and answer bodies before they leave the device in a bug report (SPEC §3
 * bug report, §9 max content length 2000). Passwords, tokens and codes are replaced; phone, ID,
 * passport and card numbers are masked with the display rules of `domain/masking`.
 */
import { maskIdNumber, maskMiddle, maskMobile, maskPassport } from '../../domain/masking';
import { LIMITS } from '../../domain/limits';

const HIDDEN = '***';

// Keys whose whole value is a secret.
const SECRET_KEY =
  /passw(or)?d|^pass$|pwd|token|secret|authorization|cookie|session|validatecode|smscode|vcode|yzm|cvv|paysign/i;
// Keys holding phone numbers.
const PHONE_KEY = /phone|mobile|tel$|^tel|linktel/i;
// Keys holding document or card numbers.
const PASSPORT_KEY = /passport$|passportno/i;
const ID_KEY = /idno|idnumber|idcard|cardnumber|cardno|othernumber|civilbankid|bankcard|creditcard|certno/i;

// Patterns for values that carry personal data under an innocent key (or inside free text / JSON text).
// No look-behind: older iOS WebViews cannot parse it.
const MOBILE_IN_TEXT = /(^|\D)(1[3-9]\d{9})(?!\d)/g;
const ID_IN_TEXT = /(^|[^\dA-Za-z])(\d{17}[\dXx]|\d{15})(?![\dA-Za-z])/g;
const HEX_TOKEN_IN_TEXT = /(^|[^0-9a-fA-F])([0-9a-f]{32}|[0-9a-f]{42})(?![0-9a-fA-F])/g;
const BEARER_IN_TEXT = /Bearer\s+\S+/gi;

/** Masks personal data and secrets found inside free text. */
export function redactText(text: string): string {
  return text
    .replace(BEARER_IN_TEXT, `Bearer ${HIDDEN}`)
    .replace(HEX_TOKEN_IN_TEXT, (_m, pre: string) => `${pre}${HIDDEN}`)
    .replace(ID_IN_TEXT, (_m, pre: string, id: string) => `${pre}${maskIdNumber(id)}`)
    .replace(MOBILE_IN_TEXT, (_m, pre: string, mobile: string) => `${pre}${maskMobile(mobile)}`);
}

function redactByKey(key: string, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (SECRET_KEY.test(key)) return HIDDEN;
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    if (PASSPORT_KEY.test(key)) return maskPassport(text);
    if (ID_KEY.test(key)) return maskIdNumber(text);
    if (PHONE_KEY.test(key)) return maskMiddle(text, 3, 4);
  }
  return undefined;
}

/** A deep copy of `value` with secrets removed and personal numbers masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[deep]';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // JSON text inside a field (e.g. ssoJsonParam) is redacted by key as well.
    if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
      try {
        return JSON.stringify(redact(JSON.parse(trimmed), depth + 1));
      } catch {
        // not JSON: fall through to text rules
      }
    }
    return redactText(value);
  }
  if (typeof value === 'number') {
    const text = String(value);
    const masked = redactText(text);
    return masked === text ? value : masked;
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const byKey = redactByKey(k, v);
      out[k] = byKey !== undefined ? byKey : redact(v, depth + 1);
    }
    return out;
  }
  return value;
}

/** Cuts text to the max content length (SPEC §9), marking the cut with '…'. */
export function truncate(text: string, max: number = LIMITS.request.maxContentLength): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** Redacted JSON text of a body, at most the max content length. */
export function redactForReport(value: unknown): string {
  if (value === undefined) return '';
  let text: string;
  try {
    text = JSON.stringify(redact(value)) ?? '';
  } catch {
    text = '[unserialisable]';
  }
  return truncate(text);
}
