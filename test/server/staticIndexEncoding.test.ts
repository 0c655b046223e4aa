/** Issue 17: index.html (inline first screens) goes out as its precompressed sibling for `/` and every app route. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('H5 index.html precompressed (issue 17)', () => {
  // Unlike the plain file, each sibling holds its own marker so the test sees which bytes were sent.
  const html = '<!doctype html><html lang="zh-CN"><body>plain</body></html>';
  const brHtml = '<!doctype html><html lang="zh-CN"><body>from-br</body></html>';
  const gzHtml = '<!doctype html><html lang="zh-CN"><body>from-gz</body></html>';
  let dir: string;
  let h5: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'obt-h5-index-'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(brHtml));
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(gzHtml));
    h5 = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await h5.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/home?from=1', '/car/carJsycDetail/12'])(
    '%s answers index.html.br to br, .gz to gzip, the plain file otherwise; no-cache, varying by encoding',
    async (url) => {
      const br = await h5.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(br.rawPayload.equals(readFileSync(join(dir, 'index.html.br')))).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(brHtml);

      const gz = await h5.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(gzHtml);

      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const plain = await h5.app.inject({ method: 'GET', url, headers });
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-type']).toMatch(/^text\/html/);
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
        expect(plain.body).toBe(html);
      }
    },
  );
});
