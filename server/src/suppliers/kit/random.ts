/**
 * Seeded randomness of the supplier kit, shared by every simulated supplier (and the simulated courier): the same
 * key always gives the same sequence, so schedules, fares and tracking numbers are repeatable.
 */

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** One element, optionally weighted. */
  pick<T>(items: readonly T[], weights?: readonly number[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/** One step of mulberry32: the value in [0, 1) after `state` (already advanced). */
function mulberry(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const seedOf = (key: string): number => hash32(key) || 0x9e3779b9;

/**
 * `rng(key).next()` without making the generator: for a single draw asked of many keys (a supplier asking whether
 * each service of a route flies on a day), where making the generator cost more than the draw.
 */
export function firstDraw(key: string): number {
  return mulberry((seedOf(key) + 0x6d2b79f5) >>> 0);
}

/** mulberry32 seeded by the hash of `key`. */
export function rng(key: string): Rng {
  let state = seedOf(key);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    return mulberry(state);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[], weights?: readonly number[]): T {
      if (!weights) return items[Math.floor(next() * items.length)] as T;
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        x -= weights[i] ?? 0;
        if (x < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    chance: (p) => next() < p,
  };
}
