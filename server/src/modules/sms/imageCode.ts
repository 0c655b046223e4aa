/**
 * Draws an image code (issue 16 defect 13) as an SVG of strokes only, returned as a data URL: each character is a
 * path built from the stroke font in imageCodeFont.json, scaled, rotated, sheared and moved at random, every point
 * jittered, strokes split at random points, drawn in random order and direction, some segments as curves; over
 * and under it noise curves and dots. There is no <text> element and no character of the code in the answer, and
 * the same code never draws the same twice. Reading it takes recognising shapes, as with any image code.
 */
import { randomInt } from 'node:crypto';
import font from './imageCodeFont.json';

type Point = readonly [number, number];
type Stroke = readonly Point[];

const GLYPHS = font.glyphs as unknown as Record<string, readonly Stroke[]>;
const W = 120;
const H = 40;
const COLORS = ['#1f3a93', '#8e2c2c', '#1e6b3a', '#6b3fa0', '#9a5b00', '#2d5f73'];
/** Pixels per font unit (a glyph is about 22 px tall). */
const UNIT = 1.6;

/** Uniform in [min, max) from the crypto source. */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];
const fmt = (n: number) => n.toFixed(1);

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Splits each segment at 0–2 random points, so the same stroke has a different number of points each time. */
function split(stroke: Stroke): Point[] {
  const out: Point[] = [stroke[0]];
  for (let i = 1; i < stroke.length; i += 1) {
    const [ax, ay] = stroke[i - 1];
    const [bx, by] = stroke[i];
    const cuts = Array.from({ length: randomInt(3) }, () => rand(0.2, 0.8)).sort((a, b) => a - b);
    for (const f of cuts) out.push([ax + (bx - ax) * f, ay + (by - ay) * f]);
    out.push(stroke[i]);
  }
  return out;
}

/** The path data of one character centred at (cx, cy), in pixels. */
function glyphPath(ch: string, cx: number, cy: number): string {
  const strokes = GLYPHS[ch];
  if (!strokes) throw new Error(`imageCode: no glyph for ${JSON.stringify(ch)}`);
  const angle = (rand(-20, 20) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scale = UNIT * rand(0.9, 1.1);
  const shear = rand(-0.15, 0.15);
  const place = ([x, y]: Point): Point => {
    const ux = x - font.width / 2 + rand(-0.25, 0.25);
    const uy = y - font.height / 2 + rand(-0.25, 0.25);
    const sx = (ux + shear * uy) * scale;
    const sy = uy * scale;
    return [cx + sx * cos - sy * sin, cy + sx * sin + sy * cos];
  };
  const parts = shuffle(strokes.map((s) => (randomInt(2) ? [...s].reverse() : [...s]))).map((stroke) => {
    const pts = split(stroke).map(place);
    let d = `M${fmt(pts[0][0])} ${fmt(pts[0][1])}`;
    for (let i = 1; i < pts.length; i += 1) {
      const [x, y] = pts[i];
      if (randomInt(3) === 0) {
        // A slight curve through a control point near the segment's middle.
        const mx = (pts[i - 1][0] + x) / 2 + rand(-0.6, 0.6);
        const my = (pts[i - 1][1] + y) / 2 + rand(-0.6, 0.6);
        d += `Q${fmt(mx)} ${fmt(my)} ${fmt(x)} ${fmt(y)}`;
      } else d += `L${fmt(x)} ${fmt(y)}`;
    }
    return d;
  });
  return parts.join('');
}

/** A noise curve across the picture. */
function noiseCurve(): string {
  const x1 = rand(0, W * 0.3);
  const x2 = rand(W * 0.7, W);
  return (
    `<path d="M${fmt(x1)} ${fmt(rand(0, H))}Q${fmt(rand(0, W))} ${fmt(rand(-H / 2, H * 1.5))} ${fmt(x2)} ${fmt(rand(0, H))}" ` +
    `fill="none" stroke="${pick(COLORS)}" stroke-width="${fmt(rand(0.8, 1.4))}" opacity="0.7"/>`
  );
}

export function imageCodeSvg(code: string): string {
  const under: string[] = [];
  for (let i = 0; i < 3; i += 1) under.push(noiseCurve());
  for (let i = 0; i < 24; i += 1) {
    under.push(
      `<circle cx="${fmt(rand(0, W))}" cy="${fmt(rand(0, H))}" r="${fmt(rand(0.6, 1.5))}" fill="${pick(COLORS)}" opacity="0.7"/>`,
    );
  }
  const step = (W - 10) / code.length;
  const glyphs = Array.from(code).map((ch, i) => {
    const d = glyphPath(ch, 5 + step * (i + 0.5) + rand(-2, 2), H / 2 + rand(-3, 3));
    return (
      `<path d="${d}" fill="none" stroke="${pick(COLORS)}" stroke-width="${fmt(rand(2, 2.6))}" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>`
    );
  });
  const over = [noiseCurve(), noiseCurve()];
  const body = [...under, ...shuffle(glyphs), ...over].join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="#f2f4f7"/>${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
