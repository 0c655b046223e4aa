/**
 * Pictures of the vehicle classes, drawn here (never fetched from an outside host): a small side view of a car
 * (a van for the MPV) on a soft background coloured per class. No text: nothing to translate. Served publicly under
 * /obt/bdc/car/img/:name (base data, no token: an <img> sends none) with an immutable cache.
 */
import { isVehicleClass, type VehicleClass } from '../../../../src/domain/car/fare';

const COLOURS: Readonly<Record<VehicleClass, [string, string]>> = {
  economy: ['#e8f1fb', '#4a7fc1'],
  comfort: ['#eaf6ee', '#3e8e5e'],
  business: ['#eef0f4', '#2f3b4c'],
  luxury: ['#f6f0e6', '#1d1d1f'],
  mpv: ['#f3eefb', '#5d4b8a'],
};

function body(cls: VehicleClass, colour: string): string {
  if (cls === 'mpv') {
    return `<path d="M30 112 L34 62 Q36 50 50 50 L196 50 Q212 50 220 66 L236 92 Q250 96 250 110 L250 118 L30 118 Z" fill="${colour}"/><rect x="52" y="58" width="40" height="26" rx="3" fill="#dfe9f5"/><rect x="98" y="58" width="40" height="26" rx="3" fill="#dfe9f5"/><rect x="144" y="58" width="40" height="26" rx="3" fill="#dfe9f5"/><path d="M190 58 L206 58 L222 84 L190 84 Z" fill="#dfe9f5"/>`;
  }
  const long = cls === 'luxury' || cls === 'business' ? 10 : 0;
  return `<path d="M24 112 L26 92 Q28 82 44 80 L76 76 L104 52 Q110 48 120 48 L${176 + long} 48 Q${188 + long} 48 ${196 + long} 58 L${214 + long} 78 L${238 + long} 84 Q${252 + long} 88 ${252 + long} 102 L${252 + long} 118 L24 118 Z" fill="${colour}"/><path d="M84 78 L108 56 L142 56 L142 78 Z" fill="#dfe9f5"/><path d="M150 56 L${176 + long} 56 Q${184 + long} 56 ${190 + long} 64 L${200 + long} 78 L150 78 Z" fill="#dfe9f5"/>`;
}

/** The SVG of `<class>.svg`, undefined for any other name. */
export function carImageSvg(name: string): string | undefined {
  const m = /^([a-z]+)\.svg$/.exec(name);
  const cls = m?.[1];
  if (!cls || !isVehicleClass(cls)) return undefined;
  const [bg, colour] = COLOURS[cls];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 150" width="280" height="150"><rect width="280" height="150" rx="12" fill="${bg}"/><ellipse cx="140" cy="132" rx="118" ry="6" fill="#00000018"/>${body(cls, colour)}<circle cx="76" cy="118" r="15" fill="#222"/><circle cx="76" cy="118" r="6" fill="#bbb"/><circle cx="206" cy="118" r="15" fill="#222"/><circle cx="206" cy="118" r="6" fill="#bbb"/></svg>`;
}

/** The URL a vehicle class's picture is served at. */
export function carImageUrl(cls: VehicleClass): string {
  return `/obt/bdc/car/img/${cls}.svg`;
}
