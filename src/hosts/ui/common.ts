/** Taro UI calls shared by every target. Failures are swallowed: UI feedback must never throw. */
import Taro from '@tarojs/taro';
import type { ConfirmOptions, DialogOptions, ToastIcon } from './types';

function quietly(run: () => unknown): void {
  try {
    const result = run();
    if (result && typeof (result as Promise<unknown>).catch === 'function') {
      (result as Promise<unknown>).catch(() => undefined);
    }
  } catch {
    // e.g. hideLoading with no loading shown on some mini-program versions
  }
}

export function showDialog({ title, content, confirmText }: DialogOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    try {
      Promise.resolve(Taro.showModal({ title, content, confirmText, showCancel: false })).then(
        () => resolve(),
        () => resolve(),
      );
    } catch {
      resolve();
    }
  });
}

export function confirmDialog({ title, content, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    try {
      Promise.resolve(Taro.showModal({ title, content, confirmText, cancelText, showCancel: true })).then(
        (res) => resolve(Boolean(res?.confirm)),
        () => resolve(false),
      );
    } catch {
      resolve(false);
    }
  });
}

export function showToast(text: string, durationMs: number, icon: ToastIcon = 'none'): void {
  quietly(() => Taro.showToast({ title: text, duration: durationMs, icon }));
}

export function showLoading(text: string): void {
  quietly(() => Taro.showLoading({ title: text, mask: true }));
}

export function hideLoading(): void {
  quietly(() => Taro.hideLoading());
}

export function setPageTitle(title: string): void {
  quietly(() => Taro.setNavigationBarTitle({ title }));
}

/** The clipboard (order and ticket numbers): true once copied, false when the host refused. */
export function copyText(text: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    try {
      Promise.resolve(Taro.setClipboardData({ data: text })).then(
        () => resolve(true),
        () => resolve(false),
      );
    } catch {
      resolve(false);
    }
  });
}
