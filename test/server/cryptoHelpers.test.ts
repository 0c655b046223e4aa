/** sha256Hex (lib/crypto.ts) hashes session tokens: the one-shot path gives the published digests, text as UTF-8. */
import { createHash } from 'node:crypto';
import { sha256Hex } from '../../server/src/lib/crypto';

describe('sha256Hex', () => {
  it('gives the SHA-256 test vectors and hashes text as UTF-8', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const text = '张三-token-0123456789abcdef';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'));
  });
});
