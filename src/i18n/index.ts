import type { ValidationCode } from '../domain/validationCodes';
import { enUS } from './en-US';
import { registeredText } from './registry';
import { zhCN, type CoreKey, type Dict, type MessageKey } from './zh-CN';

export type Locale = 'zh-CN' | 'en-US';
export type { Dict, MessageKey };

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DICTIONARIES: Record<Locale, Dict> = { 'zh-CN': zhCN, 'en-US': enUS };

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  // A part's key before its package loaded shows as the key itself: visible, never a crash.
  const text: string = isCoreKey(key) ? (DICTIONARIES[locale][key] ?? zhCN[key]) : (registeredText(locale, key) ?? key);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Dictionary key of a domain validation code (SPEC §5 messages). */
export function validationKey(code: ValidationCode): MessageKey {
  return `v.${code}` as MessageKey;
}

/** True when a string is a dictionary key (for codes that come from data, e.g. product numbers). */
export function hasKey(key: string): key is MessageKey {
  return isCoreKey(key) || registeredText('zh-CN', key) !== undefined;
}

function isCoreKey(key: string): key is CoreKey {
  return key in zhCN;
}
