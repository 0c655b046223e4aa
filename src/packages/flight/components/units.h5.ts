/**
 * units.ts on H5 (Taro picks `*.h5.ts` for the H5 build): the window's size straight from `window`, not from
 * Taro.getSystemInfoSync, whose H5 implementation brings the `platform` library (≈ 6 KB gzip) into /tk/tkList's
 * first load for two numbers the browser already has (Lighthouse LCP). Same exports and arithmetic as units.ts.
 */
import Taro from '@tarojs/taro';

function windowSize(): { width: number; height: number } {
  if (typeof window !== 'undefined') return { width: window.innerWidth || 375, height: window.innerHeight || 667 };
  return { width: 375, height: 667 };
}

/** Device pixels of a length in design units (Taro's pxtransform: 40 design px one rem of the root font size). */
export function designToPx(design: number): number {
  if (typeof document !== 'undefined') {
    const root = parseFloat(document.documentElement.style.fontSize);
    if (root > 0) return (design / 40) * root;
  }
  return (design * windowSize().width) / 750;
}

/** A CSS length for inline styles in design units (rem on H5). */
export function cssLength(design: number): string {
  const fn = (Taro as { pxTransform?: (n: number) => string }).pxTransform;
  if (typeof fn === 'function') {
    try {
      return fn(design);
    } catch {
      // fall through
    }
  }
  return `${designToPx(design)}px`;
}

/** Height of the window in device pixels (an upper bound of any list viewport). */
export function windowHeightPx(): number {
  return windowSize().height;
}
