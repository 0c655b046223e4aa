/**
 * Reads an image code (server/src/modules/sms/imageCode.ts) the way a person does: by the shapes of its strokes,
 * not by any text. Each character path is compared with every glyph of the stroke font, over rotations, after
 * matching centre and size (symmetric chamfer distance of points spread evenly along the strokes). Used by the
 * server tests and the browser journey that reset a password, and to measure that every glyph stays legible.
 */

const SAMPLES = 48;
const DEG = Math.PI / 180;
/** Rotations tried for every glyph, then finer ones around the best of the closest few. */
const COARSE = [-24, -16, -8, 0, 8, 16, 24].map((a) => a * DEG);
const FINE = [-3, 3].map((a) => a * DEG);
const SHORTLIST = 4;

/** The SVG of a data: URL (base64). */
export function svgOfDataUrl(dataUrl) {
  return Buffer.from(dataUrl.split(',')[1], 'base64').toString('utf8');
}

/** Segments ([x1, y1, x2, y2]) of path data made of M, L and Q (curves cut into short lines). */
function segmentsOf(d) {
  const segs = [];
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of d.matchAll(/([MLQ])([^MLQ]*)/g)) {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (cmd === 'M') [x, y] = n;
    else if (cmd === 'L') {
      segs.push([x, y, n[0], n[1]]);
      [x, y] = [n[0], n[1]];
    } else {
      const [cx, cy, ex, ey] = n;
      let px = x;
      let py = y;
      for (let k = 1; k <= 6; k += 1) {
        const t = k / 6;
        const qx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
        const qy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
        segs.push([px, py, qx, qy]);
        [px, py] = [qx, qy];
      }
      [x, y] = [ex, ey];
    }
  }
  return segs;
}

/** `count` points spread evenly along the segments. */
function sample(segs, count = SAMPLES) {
  const lengths = segs.map(([a, b, c, d]) => Math.hypot(c - a, d - b));
  const total = lengths.reduce((s, l) => s + l, 0);
  const points = [];
  let seg = 0;
  let before = 0;
  for (let i = 0; i < count; i += 1) {
    const at = ((i + 0.5) / count) * total;
    while (seg < segs.length - 1 && before + lengths[seg] < at) before += lengths[seg++];
    const f = lengths[seg] ? (at - before) / lengths[seg] : 0;
    const [a, b, c, d] = segs[seg];
    points.push([a + (c - a) * f, b + (d - b) * f]);
  }
  return points;
}

/** Points moved to their centroid (flat x, y array), their RMS radius, and the centroid's x. */
function normalise(points) {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  const flat = new Float64Array(points.length * 2);
  let sq = 0;
  points.forEach(([x, y], i) => {
    flat[2 * i] = x - cx;
    flat[2 * i + 1] = y - cy;
    sq += (x - cx) ** 2 + (y - cy) ** 2;
  });
  return { points: flat, rms: Math.sqrt(sq / points.length), cx };
}

/** Mean distance from each point of `from` to the nearest of `to` (flat x, y arrays). */
function oneWay(from, to) {
  let sum = 0;
  for (let i = 0; i < from.length; i += 2) {
    const x = from[i];
    const y = from[i + 1];
    let best = Infinity;
    for (let j = 0; j < to.length; j += 2) {
      const dx = x - to[j];
      const dy = y - to[j + 1];
      const d = dx * dx + dy * dy;
      if (d < best) best = d;
    }
    sum += Math.sqrt(best);
  }
  return sum / (from.length / 2);
}

const templates = new WeakMap();
function templatesOf(font) {
  let list = templates.get(font);
  if (!list) {
    list = Object.entries(font.glyphs).map(([ch, strokes]) => {
      const segs = strokes.flatMap((s) => s.slice(1).map((p, i) => [s[i][0], s[i][1], p[0], p[1]]));
      return { ch, ...normalise(sample(segs)) };
    });
    templates.set(font, list);
  }
  return list;
}

function distanceAt(t, seen, k, a) {
  const cos = Math.cos(a) * k;
  const sin = Math.sin(a) * k;
  const p = t.points;
  const turned = new Float64Array(p.length);
  for (let i = 0; i < p.length; i += 2) {
    turned[i] = p[i] * cos - p[i + 1] * sin;
    turned[i + 1] = p[i] * sin + p[i + 1] * cos;
  }
  return (oneWay(turned, seen.points) + oneWay(seen.points, turned)) / 2 / seen.rms;
}

/** The best-matching character of one glyph path, with its distance (in units of the glyph's size). */
export function readGlyph(d, font) {
  const seen = normalise(sample(segmentsOf(d)));
  const coarse = templatesOf(font).map((t) => {
    const k = seen.rms / t.rms;
    let best = { t, k, a: 0, distance: Infinity };
    for (const a of COARSE) {
      const distance = distanceAt(t, seen, k, a);
      if (distance < best.distance) best = { t, k, a, distance };
    }
    return best;
  });
  coarse.sort((x, y) => x.distance - y.distance);
  let best = { ch: coarse[0].t.ch, distance: coarse[0].distance };
  for (const c of coarse.slice(0, SHORTLIST)) {
    for (const step of [...FINE, ...FINE.map((f) => f * 2)]) {
      const distance = distanceAt(c.t, seen, c.k, c.a + step);
      if (distance < best.distance) best = { ch: c.t.ch, distance };
    }
    if (c.distance < best.distance) best = { ch: c.t.ch, distance: c.distance };
  }
  return best;
}

/** The characters of an image code SVG, left to right (character paths are the thick ones). */
export function readImageCode(svg, font) {
  const glyphs = [];
  for (const [tag] of svg.matchAll(/<path [^>]*>/g)) {
    const width = Number(/stroke-width="([\d.]+)"/.exec(tag)?.[1] ?? 0);
    const d = /\bd="([^"]+)"/.exec(tag)?.[1];
    if (width >= 1.8 && d) glyphs.push(d);
  }
  return glyphs
    .map((d) => ({ d, x: normalise(sample(segmentsOf(d))).cx }))
    .sort((a, b) => a.x - b.x)
    .map(({ d }) => readGlyph(d, font).ch)
    .join('');
}
