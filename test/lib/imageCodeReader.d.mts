/** Types of imageCodeReader.mjs. */
export interface StrokeFont {
  width: number;
  height: number;
  glyphs: Record<string, number[][][]>;
}
export function svgOfDataUrl(dataUrl: string): string;
export function readGlyph(d: string, font: StrokeFont): { ch: string; distance: number };
export function readImageCode(svg: string, font: StrokeFont): string;
