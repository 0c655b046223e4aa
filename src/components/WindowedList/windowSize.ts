/**
 * The window's size in device pixels. Mini-programs ask the host; `windowSize.h5.ts` reads `window` on H5.
 */
import Taro from '@tarojs/taro';

export function windowSize(): { width: number; height: number } {
  try {
    const info = Taro.getSystemInfoSync() as { windowWidth?: number; windowHeight?: number };
    if (info.windowWidth && info.windowHeight) return { width: info.windowWidth, height: info.windowHeight };
  } catch {
    // not available: fall back below
  }
  if (typeof window !== 'undefined') return { width: window.innerWidth || 375, height: window.innerHeight || 667 };
  return { width: 375, height: 667 };
}
