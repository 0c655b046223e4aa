/** UI wrappers for the weapp build. */
import type { Locale } from '../../domain/limits';

export type { ConfirmOptions, DialogOptions, ToastIcon, UiAdapter } from './types';
export { confirmDialog, copyText, hideLoading, setPageTitle, showDialog, showLoading, showToast } from './common';

export function setHtmlLang(_lang: Locale): void {
  // No document on mini-programs.
}
