import { resolveBrand } from '../brands';

/** The brand of this build and host (SPEC §1: chosen by configuration keyed on a brand code). */
export const currentBrand = resolveBrand(
  process.env.TARO_APP_BRAND,
  typeof location === 'undefined' ? undefined : location.hostname,
);
