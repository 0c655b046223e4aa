import type { Locale } from '../../domain/limits';

/** A one-button dialog (SPEC §8 dialog codes). */
export interface DialogOptions {
  title: string;
  content: string;
  confirmText: string;
}

/** A two-button confirmation (e.g. logout). */
export interface ConfirmOptions extends DialogOptions {
  cancelText: string;
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
  /** Resolves true on confirm; false on cancel or when the dialog could not be shown. */
  confirmDialog(options: ConfirmOptions): Promise<boolean>;
  showToast(text: string, durationMs: number, icon?: ToastIcon): void;
  showLoading(text: string): void;
  hideLoading(): void;
  setPageTitle(title: string): void;
  /** Puts `text` on the clipboard; resolves false when the host refused (the caller says so). */
  copyText(text: string): Promise<boolean>;
  /** H5: `<html lang>` (accessibility); no-op on mini-programs. */
  setHtmlLang(lang: Locale): void;
}
