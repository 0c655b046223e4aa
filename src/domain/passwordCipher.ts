/**
 * The fixed-key symmetric password cipher of SPEC §9 (ARCHITECTURE §13): AES-ECB, PKCS7 padding,
 * key = UTF-8 bytes of the key string, Base64 output. Compatibility with the provider's API, not
 * security: transport is HTTPS in production.
 */
import Core from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** Demo key (16 chars). Production sets TARO_APP_PWD_KEY in the app and PWD_KEY on the server. */
export const DEFAULT_PWD_KEY = 'obtDemoPwdKey16!';

function keyOf(key: string): ReturnType<typeof Utf8.parse> {
  const k = Utf8.parse(key);
  if (![16, 24, 32].includes(k.sigBytes)) throw new RangeError('Password key must be 16, 24 or 32 bytes');
  return k;
}

const OPTIONS = { mode: ECB, padding: Pkcs7 };

/** Encrypts a password for the login calls. */
export function encryptPassword(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), keyOf(key), OPTIONS).ciphertext.toString(Base64);
}

/** Decrypts; null when the text does not decrypt to non-empty valid UTF-8 (wrong key, garbage). */
export function decryptPassword(cipherText: string, key: string): string | null {
  if (!cipherText) return null;
  try {
    const params = Core.lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) });
    const plain = AES.decrypt(params, keyOf(key), OPTIONS).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    // Bad padding yields negative sigBytes and malformed UTF-8 throws: both mean "does not decrypt".
    return null;
  }
}
