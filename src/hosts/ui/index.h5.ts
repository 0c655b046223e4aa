/** UI wrappers for the H5 build. */
import type { Locale } from '../../domain/limits';

export type { ConfirmOptions, DialogOptions, ToastIcon, UiAdapter } from './types';
export { confirmDialog, copyText, hideLoading, setPageTitle, showDialog, showLoading, showToast } from './common';

export function setHtmlLang(lang: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
