import { makeAutoObservable } from 'mobx';
import { translate, type Locale, type MessageKey } from '../i18n';

/** Locale, theme and the request indicator (ARCHITECTURE §6: a separate UI store). */
export class UiStore {
  locale: Locale;
  /** SPEC §4 request indicator: true while at least one request is in flight. */
  loading = false;

  constructor(
    initialLocale: Locale,
    private readonly persistLocale: (locale: Locale) => void,
  ) {
    this.locale = initialLocale;
    makeAutoObservable<UiStore, 'persistLocale'>(this, { persistLocale: false });
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
    this.persistLocale(locale);
  }

  setLoading(visible: boolean): void {
    this.loading = visible;
  }

  /** Reading `this.locale` here makes observers re-render when the language changes. */
  t = (key: MessageKey, values?: Record<string, string | number>): string => translate(this.locale, key, values);
}
