/**
 * Design units (750 px wide) to device pixels, for the windowed list's arithmetic. H5: Taro's pxtransform makes
 * 40 design px one rem, and the page script sets the root font size; mini-programs: rpx = windowWidth / 750.
 */
import Taro from '@tarojs/taro';
import { windowSize } from './windowSize';

/** Device pixels of a length in design units. */
export function designToPx(design: number): number {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') {
    const root = parseFloat(document.documentElement.style.fontSize);
    if (root > 0) return (design / 40) * root;
  }
  return (design * windowSize().width) / 750;
}

/** A CSS length for inline styles in design units (rem on H5, rpx on mini-programs). */
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
