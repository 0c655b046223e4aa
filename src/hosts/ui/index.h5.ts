/** UI wrappers for the H5 build. */
import type { Locale } from '../../domain/limits';

export type { DialogOptions, ToastIcon, UiAdapter } from './types';
export { hideLoading, setPageTitle, showDialog, showLoading, showToast } from './common';

export function setHtmlLang(lang: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
