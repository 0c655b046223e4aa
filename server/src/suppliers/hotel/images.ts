/**
 * The hotel and room pictures of the simulated supplier, drawn here (never fetched from an outside host): small
 * deterministic SVGs (about 1 kB) with a sky-to-ground gradient coloured by a hash of the name and a silhouette of the
 * category (a building, a lobby with a desk, a bed, a table, a pool). No text: nothing to translate.
 */
import { hash32 } from '../kit/random';
import { hotelById } from './generate';

const NAME_RE = /^([HG][A-Z]{3}\d{4})-(exterior|lobby|dining|facility|room)-([A-Z0-9]{1,3})\.svg$/;

type Category = 'exterior' | 'lobby' | 'dining' | 'facility' | 'room';

const PALETTES: readonly [string, string][] = [
  ['#9cc9f5', '#e9f3fc'],
  ['#f6c79a', '#fdf0e2'],
  ['#b9d8b3', '#eef7ec'],
  ['#c8b8e8', '#f3eefb'],
  ['#f2a9a0', '#fdeceb'],
  ['#a7d7d9', '#ebf7f7'],
];

function silhouette(category: Category, h: number): string {
  const dark = '#3d4a5c';
  const mid = '#6b7a8f';
  switch (category) {
    case 'exterior': {
      const floors = 6 + (h % 8);
      const top = 200 - floors * 16;
      // The windows (five a floor, 8×9 every 14×16) as one tiled rectangle, not a rectangle each: the cover is the
      // hotel list's largest paint, and up to 65 rectangles made it 3–4 kB on the slow link (issue 17).
      const wy = top + 10;
      const windows = `<pattern id="w" x="128" y="${wy}" width="14" height="16" patternUnits="userSpaceOnUse"><rect width="8" height="9" fill="#ffe9a8"/></pattern><rect x="128" y="${wy}" width="70" height="${(floors - 1) * 16}" fill="url(#w)"/>`;
      return `<rect x="118" y="${top}" width="84" height="${240 - top}" fill="${dark}"/>${windows}<rect x="60" y="150" width="50" height="90" fill="${mid}"/><rect x="210" y="170" width="60" height="70" fill="${mid}"/><rect x="148" y="214" width="24" height="26" fill="#ffe9a8"/>`;
    }
    case 'lobby':
      return `<rect x="0" y="190" width="320" height="50" fill="#d9c7a8"/><rect x="90" y="150" width="140" height="42" rx="4" fill="${dark}"/><circle cx="160" cy="70" r="26" fill="#ffe9a8"/><rect x="158" y="20" width="4" height="26" fill="${mid}"/><rect x="30" y="110" width="14" height="80" fill="${mid}"/><rect x="276" y="110" width="14" height="80" fill="${mid}"/>`;
    case 'dining':
      return `<rect x="0" y="200" width="320" height="40" fill="#d9c7a8"/><ellipse cx="160" cy="150" rx="90" ry="16" fill="${dark}"/><rect x="154" y="150" width="12" height="52" fill="${dark}"/><circle cx="120" cy="140" r="9" fill="#fff"/><circle cx="200" cy="140" r="9" fill="#fff"/><rect x="60" y="120" width="10" height="82" fill="${mid}"/><rect x="250" y="120" width="10" height="82" fill="${mid}"/>`;
    case 'facility':
      return `<rect x="30" y="150" width="260" height="60" rx="8" fill="#4aa3d8"/><path d="M40 175 q20 -10 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#fff" stroke-width="3" fill="none"/><rect x="250" y="100" width="6" height="56" fill="${mid}"/><rect x="270" y="100" width="6" height="56" fill="${mid}"/>`;
    case 'room':
      return `<rect x="0" y="200" width="320" height="40" fill="#d9c7a8"/><rect x="60" y="120" width="200" height="20" rx="6" fill="${dark}"/><rect x="50" y="140" width="220" height="50" rx="6" fill="#fafafa" stroke="${mid}" stroke-width="3"/><rect x="70" y="128" width="60" height="18" rx="6" fill="#fff"/><rect x="190" y="128" width="60" height="18" rx="6" fill="#fff"/><rect x="50" y="188" width="10" height="14" fill="${dark}"/><rect x="260" y="188" width="10" height="14" fill="${dark}"/><rect x="${40 + (h % 3) * 80}" y="40" width="70" height="50" fill="#cfe8ff" stroke="${mid}" stroke-width="3"/>`;
  }
}

/**
 * The SVG of an image name (`${hotelId}-${category}-${n}.svg` or `${hotelId}-room-${roomId}.svg`), undefined when
 * the name is not one of a hotel's images.
 */
export function hotelImageSvg(name: string): string | undefined {
  const m = NAME_RE.exec(name);
  if (!m) return undefined;
  const hotel = hotelById(m[1] as string);
  if (!hotel || !hotel.images.some((i) => i.name === name)) return undefined;
  const category = m[2] as Category;
  const h = hash32(name);
  const [sky, ground] = PALETTES[h % PALETTES.length] as [string, string];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>` +
    `<stop offset="1" stop-color="${ground}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>${silhouette(category, h >>> 4)}</svg>`
  );
}
