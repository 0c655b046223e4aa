export { Glyph } from './Glyph.mini';
