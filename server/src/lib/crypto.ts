/** Small crypto helpers: ids, tokens, hashes and constant-time comparison. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session token: 128 random bits as 32 lowercase hex characters. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Row id: time-ordered prefix (base36 ms) + 64 random bits, so ids sort roughly by creation. */
// An id's time prefix only orders rows; it is no business rule, so the wall clock may stand in for a caller's.
// eslint-disable-next-line no-restricted-syntax
export function newId(nowMs: number = Date.now()): string {
  return nowMs.toString(36).padStart(9, '0') + randomBytes(8).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Constant-time equality of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** n random decimal digits from a CSPRNG. */
export function randomDigits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += String(randomInt(10));
  return s;
}

/** n characters drawn uniformly from the alphabet with a CSPRNG. */
export function randomChars(n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += alphabet[randomInt(alphabet.length)];
  return s;
}
