// qywx never falls back to the .weapp file (ARCHITECTURE §5): share the mini-program drawing explicitly.
export { Glyph } from './Glyph.mini';
