/**
 * windowSize.ts on H5 (Taro picks `*.h5.ts` for the H5 build): straight from `window`, not from
 * Taro.getSystemInfoSync, whose H5 implementation brings the `platform` library (≈ 6 KB gzip) into a list page's
 * first load for two numbers the browser already has (Lighthouse LCP).
 */
export function windowSize(): { width: number; height: number } {
  if (typeof window !== 'undefined') return { width: window.innerWidth || 375, height: window.innerHeight || 667 };
  return { width: 375, height: 667 };
}
