import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { DEFAULT_PWD_KEY, decryptPassword, encryptPassword } from '../../../src/domain';

// Node's own AES-ECB/PKCS7 as the reference the server side can use.
function nodeEncrypt(plain: string, key: string): string {
  const c = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-ecb`, Buffer.from(key, 'utf8'), null);
  return c.update(plain, 'utf8', 'base64') + c.final('base64');
}

describe('SPEC §9 fixed-key password cipher (AES-ECB, PKCS7, Base64)', () => {
  it('uses a 16-character demo key', () => {
    expect(DEFAULT_PWD_KEY).toBe('obtDemoPwdKey16!');
    expect(DEFAULT_PWD_KEY).toHaveLength(16);
  });

  it('matches a known vector and Node crypto', () => {
    expect(encryptPassword('Demo12345', DEFAULT_PWD_KEY)).toBe('nsNAGChhRorGjnfrIlc+Bw==');
    expect(encryptPassword('Demo12345', DEFAULT_PWD_KEY)).toBe(nodeEncrypt('Demo12345', DEFAULT_PWD_KEY));
  });

  it('property: round-trips any non-empty text and agrees with Node crypto', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64, unit: 'grapheme' }), (plain) => {
        const cipher = encryptPassword(plain, DEFAULT_PWD_KEY);
        expect(cipher).toBe(nodeEncrypt(plain, DEFAULT_PWD_KEY));
        expect(decryptPassword(cipher, DEFAULT_PWD_KEY)).toBe(plain);
      }),
    );
  });

  it('works with 24- and 32-byte keys and refuses other key sizes', () => {
    const k32 = 'k'.repeat(32);
    expect(decryptPassword(encryptPassword('密码Pw1', k32), k32)).toBe('密码Pw1');
    expect(encryptPassword('x', 'k'.repeat(24))).toBe(nodeEncrypt('x', 'k'.repeat(24)));
    expect(() => encryptPassword('x', 'short')).toThrow(RangeError);
  });

  it('gives null when the text does not decrypt', () => {
    const cipher = encryptPassword('Demo12345', DEFAULT_PWD_KEY);
    expect(decryptPassword(cipher, 'anotherKey16char')).toBeNull();
    expect(decryptPassword('', DEFAULT_PWD_KEY)).toBeNull();
    expect(decryptPassword('not base64 at all', DEFAULT_PWD_KEY)).toBeNull();
    expect(decryptPassword('AAAA', DEFAULT_PWD_KEY)).toBeNull();
    expect(decryptPassword(encryptPassword('', DEFAULT_PWD_KEY), DEFAULT_PWD_KEY)).toBeNull();
  });
});
