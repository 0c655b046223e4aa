/** Draws a 4-character image code as SVG text over noise lines, returned as a data URL. */
import { randomInt } from 'node:crypto';

const COLORS = ['#1f3a93', '#8e2c2c', '#1e6b3a', '#6b3fa0', '#9a5b00'];

export function imageCodeSvg(code: string): string {
  const w = 120;
  const h = 40;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#f2f4f7"/>`];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(w)}" y1="${randomInt(h)}" x2="${randomInt(w)}" y2="${randomInt(h)}" ` +
        `stroke="${COLORS[randomInt(COLORS.length)]}" stroke-width="1" opacity="0.6"/>`,
    );
  }
  Array.from(code).forEach((ch, i) => {
    const x = 16 + i * 26 + randomInt(5);
    const y = 28 + randomInt(6) - 3;
    const rot = randomInt(41) - 20;
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="24" font-weight="bold" ` +
        `fill="${COLORS[randomInt(COLORS.length)]}" transform="rotate(${rot} ${x} ${y})">${ch}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
