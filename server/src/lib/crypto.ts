/** Small crypto helpers: ids, tokens, hashes and constant-time comparison. */
import * as nodeCrypto from 'node:crypto';
import { createHash, createHmac, randomBytes, randomFillSync, randomInt, timingSafeEqual } from 'node:crypto';

/** Session token: 128 random bits as 32 lowercase hex characters. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * CSPRNG bytes for row ids, drawn 4 KiB at a time and each byte used once: a booking makes about six ids, and a
 * randomBytes call per id (a buffer and a trip into the CSPRNG each) cost more than the rest of making them. (Node
 * buffers the bytes of randomUUID the same way.)
 */
const ID_POOL = Buffer.alloc(4096);
let idPoolOffset = ID_POOL.length;

function randomHex8(): string {
  if (idPoolOffset + 8 > ID_POOL.length) {
    randomFillSync(ID_POOL);
    idPoolOffset = 0;
  }
  const hex = ID_POOL.toString('hex', idPoolOffset, idPoolOffset + 8);
  idPoolOffset += 8;
  return hex;
}

/** Row id: time-ordered prefix (base36 ms) + 64 random bits, so ids sort roughly by creation. */
// An id's time prefix only orders rows; it is no business rule, so the wall clock may stand in for a caller's.
// eslint-disable-next-line no-restricted-syntax
export function newId(nowMs: number = Date.now()): string {
  return nowMs.toString(36).padStart(9, '0') + randomHex8();
}

/**
 * crypto.hash (Node 20.12+): one call without a Hash object, about half the CPU of createHash for a short text; every
 * authenticated request hashes its token (issue 17). Older Node 20 releases take createHash.
 */
const oneShotHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function sha256Hex(text: string): string {
  if (oneShotHash) return oneShotHash('sha256', text, 'hex');
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
