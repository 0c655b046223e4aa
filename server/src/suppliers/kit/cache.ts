/**
 * Bounded memo of a simulated supplier's answers. The simulated suppliers are deterministic (a seeded hash of item and
 * date), so an answer computed once is the answer all day; live stock is NOT part of it (the product module reads it
 * from the kit's inventory on every request). Bounded so a long-running server never grows without limit.
 */

/** Least-recently-used map with at most `max` entries. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
  }
}
