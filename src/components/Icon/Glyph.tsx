/**
 * The host split of the icon (ARCHITECTURE §5 style): Taro builds resolve `Glyph.h5.tsx`, `Glyph.weapp.tsx` or
 * `Glyph.qywx.tsx`; this default (the H5 drawing) keeps TypeScript and jest resolving the bare import.
 */
export { Glyph } from './Glyph.h5';
