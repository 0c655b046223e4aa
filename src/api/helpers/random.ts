/**
 * Random identifiers for request ids and idempotency keys.
 * Mini-program hosts have no Web Crypto; there we fall back to Math.random, which is fine for
 * uniqueness (these ids are not secrets).
 */

interface CryptoLike {
  getRandomValues<T extends ArrayBufferView | null>(array: T): T;
  randomUUID?: () => string;
}

function webCrypto(): CryptoLike | undefined {
  const c = (globalThis as { crypto?: CryptoLike }).crypto;
  return c && typeof c.getRandomValues === 'function' ? c : undefined;
}

/** 16 random bytes. */
export function randomBytes16(): Uint8Array {
  const bytes = new Uint8Array(16);
  const c = webCrypto();
  if (c) {
    c.getRandomValues(bytes);
  } else {
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  return bytes;
}

/** An RFC 4122 version-4 UUID, e.g. '3b241101-e2bb-4255-8caf-4136c566a962'. */
export function uuid4(): string {
  const c = webCrypto();
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = randomBytes16();
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
