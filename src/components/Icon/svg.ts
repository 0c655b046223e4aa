import type { IconData } from './types';

/** The icon as a standalone SVG document with the colour baked in (mini-programs draw it as an image). */
export function iconSvg(icon: IconData, color: string): string {
  const paths = icon.map((d) => `<path d="${d}"/>`).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke-width="2" ' +
    `stroke-linecap="round" stroke-linejoin="round" stroke="${color}">${paths}</svg>`
  );
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of an ASCII string (the SVG above is ASCII; mini-programs have no btoa). */
export function base64Ascii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN;
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += Number.isNaN(b) ? '=' : B64[(n >> 6) & 63];
    out += Number.isNaN(c) ? '=' : B64[n & 63];
  }
  return out;
}

/** A data URI the mini-program `Image` accepts (base64: WeChat's image decoder rejects URL-encoded SVG). */
export function iconDataUri(icon: IconData, color: string): string {
  return `data:image/svg+xml;base64,${base64Ascii(iconSvg(icon, color))}`;
}
