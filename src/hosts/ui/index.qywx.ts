/** UI wrappers for the qywx build. */
import type { Locale } from '../../domain/limits';

export type { DialogOptions, ToastIcon, UiAdapter } from './types';
export { hideLoading, setPageTitle, showDialog, showLoading, showToast } from './common';

export function setHtmlLang(_lang: Locale): void {
  // No document on mini-programs.
}
