import type { Locale } from '../../domain/limits';

/** A one-button dialog (SPEC §8 dialog codes). */
export interface DialogOptions {
  title: string;
  content: string;
  confirmText: string;
}

/** Toast icon: plain text or a success tick. */
export type ToastIcon = 'none' | 'success';

/**
 * The unified interface every ui platform file implements: the only Taro UI calls the app makes,
 * used by the UI layer's error presenter (pages and stores never call Taro UI APIs directly).
 */
export interface UiAdapter {
  /** Resolves when the dialog is dismissed (or could not be shown). */
  showDialog(options: DialogOptions): Promise<void>;
  showToast(text: string, durationMs: number, icon?: ToastIcon): void;
  showLoading(text: string): void;
  hideLoading(): void;
  setPageTitle(title: string): void;
  /** H5: `<html lang>` (accessibility); no-op on mini-programs. */
  setHtmlLang(lang: Locale): void;
}
