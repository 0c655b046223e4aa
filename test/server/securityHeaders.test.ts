/**
 * Issue 16 defect 9: Content-Security-Policy, X-Frame-Options, Referrer-Policy and X-Content-Type-Options on the
 * app's HTML (files and deep links) and on API answers, errors included, so no other site can frame the cashier.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from './helpers/testApp';

const INLINE = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);';
const sha = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obt-csp-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer="defer" src="/js/app.3f9a2b1c.js"></script>` +
      '</head><body><div id="app"></div></body></html>',
  );
  mkdirSync(join(dir, 'js'));
  writeFileSync(join(dir, 'js', 'app.3f9a2b1c.js'), 'console.log(1)');
  t = await createTestApp({ staticDir: dir, trustProxy: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The directives of a policy by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectCommon(headers: Record<string, unknown>): void {
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('the app page', () => {
  it.each(['/', '/index.html', '/car/carJsycDetail/12', '/pages/pay/cashier?orderNo=1'])(
    '%s has a policy that allows its own inline script only by hash and cannot be framed by others',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectCommon(res.headers);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).toContain(sha);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // The image code and the photo picker use data: and blob: images.
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(csp.get('font-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    },
  );

  it('sends HSTS only to requests that came by HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('puts the headers on the scripts too', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/js/app.3f9a2b1c.js' });
    expect(js.statusCode).toBe(200);
    expectCommon(js.headers);
    const missing = await t.app.inject({ method: 'GET', url: '/js/nothing.12345678.js' });
    expect(missing.statusCode).toBe(404);
    expectCommon(missing.headers);
  });
});

describe('API answers', () => {
  const expectApi = (headers: Record<string, unknown>) => {
    expectCommon(headers);
    const csp = directives(headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  };

  it('allow nothing to run or frame them: answers, refusals, unknown calls and malformed bodies', async () => {
    const okAnswer = await t.app.inject({ method: 'POST', url: '/obt/getValidateCode', payload: {} });
    expect(okAnswer.statusCode).toBe(200);
    expectApi(okAnswer.headers);

    const refused = await call(t.app, '/obt/allOrderList', {});
    expect(refused.code).not.toBe(1);
    const refusedRaw = await t.app.inject({ method: 'POST', url: '/obt/allOrderList', payload: {} });
    expectApi(refusedRaw.headers);

    const unknown = await t.app.inject({ method: 'POST', url: '/obt/noSuchCall', payload: {} });
    expectApi(unknown.headers);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/obt/vipLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":',
    });
    expectApi(malformed.headers);

    const doc = await t.app.inject({ method: 'GET', url: '/obt/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expectApi(doc.headers);
  });
});
