import { observable, runInAction } from 'mobx';
import type { ValidationCode } from '../domain/validationCodes';
import { englishAtStart, loadEnglish } from './english';
import { registeredText } from './registry';
import { zhCN, type CoreKey, type Dict, type MessageKey } from './zh-CN';

export type Locale = 'zh-CN' | 'en-US';
export type { Dict, MessageKey };

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

/**
 * The en-US core dictionary once it is here (H5 loads it on demand: ./english.h5.ts). Observable, so a text shown in
 * zh-CN while it was on its way is shown again in English when it arrives.
 */
const english = observable.box<Dict | null>(englishAtStart, { deep: false });
let loading: Promise<void> | null = null;

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

/** True when the texts of `locale` are here. */
export function localeReady(locale: Locale): boolean {
  return locale === 'zh-CN' || english.get() !== null;
}

/** Resolves once the texts of `locale` are here (a failed download may be asked again). */
export function ensureLocale(locale: Locale): Promise<void> {
  if (localeReady(locale)) return Promise.resolve();
  loading ??= loadEnglish().then(
    (dict) => runInAction(() => english.set(dict)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function coreText(locale: Locale, key: CoreKey): string {
  if (locale === 'zh-CN') return zhCN[key];
  const dict = english.get();
  // Not here yet (a switch to English): zh-CN until it arrives, then observers render again.
  if (!dict) ensureLocale(locale).catch(() => undefined);
  return dict?.[key] ?? zhCN[key];
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  // A part's key before its package loaded shows as the key itself: visible, never a crash.
  const text: string = isCoreKey(key) ? coreText(locale, key) : (registeredText(locale, key) ?? key);
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
