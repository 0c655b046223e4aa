/**
 * Texts of the product parts (flight, booking, pay, after-sales…) register here when their package loads, so the
 * H5 entry and the weapp main package carry only the core dictionary (ARCHITECTURE §11 budgets).
 */
type Locale = 'zh-CN' | 'en-US';

const registered: Record<Locale, Record<string, string>> = { 'zh-CN': {}, 'en-US': {} };

export function registerTexts(zh: Readonly<Record<string, string>>, en: Readonly<Record<string, string>>): void {
  Object.assign(registered['zh-CN'], zh);
  Object.assign(registered['en-US'], en);
}

export function registeredText(locale: Locale, key: string): string | undefined {
  return registered[locale][key] ?? registered['zh-CN'][key];
}
