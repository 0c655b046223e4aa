/** Platform: unknown paths, OpenAPI, base-data files, H5 static with SPA fallback, logs without personal data. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { maskPersonalText } from '../../server/src/plugins/masking';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('unknown paths', () => {
  it('answers HTTP 404 with an envelope for an unknown /obt call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/obt/noSuchCall', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ code: 404, tips: '访问资源不存在' });
    const en = await t.app.inject({ method: 'GET', url: '/obt/x/y', headers: { 'accept-language': 'en-US' } });
    expect(JSON.parse(en.body).tips).toBe('access resource does not exist');
  });
});

describe('OpenAPI', () => {
  it('describes every /obt route with its schemas and auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/obt/openapi.json' });
    const doc = JSON.parse(res.body) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { security: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    expect(doc.openapi).toMatch(/^3\.0/);
    for (const path of [
      '/obt/vipLogin',
      '/obt/smsCodeGet',
      '/obt/smsCodeCheck',
      '/obt/getValidateCode',
      '/obt/getLoginUserInfo',
      '/obt/vipLoginOut',
      '/obt/vipCorpFindDetail',
      '/obt/getCorpList',
      '/obt/getOpenId',
      '/obt/wxLogin',
      '/obt/qyLogin',
      '/obt/sso4ParnetCorpId',
      '/obt/getSdkQx',
      '/obt/etPageSetList',
      '/obt/getParameter',
      '/obt/queryParameter',
      '/obt/getAuthorizationPnos',
      '/obt/totalCount',
      '/obt/getComplaintPhone',
      '/obt/submitBug',
      '/obt/saveAppTsInfo',
      '/obt/allOrderList',
      '/obt/vipCcsqd/list',
      '/obt/vipBpmForMyAppListNew',
      '/obt/vipBpmForMyAppCountNew',
      '/obt/message/list',
      '/obt/message/read',
    ]) {
      expect(doc.paths[path]?.post).toBeDefined();
      expect(doc.paths[path].post.requestBody).toBeDefined();
    }
    expect(doc.paths['/obt/bdc/geo/{productCode}/{file}'].get).toBeDefined();
    expect(doc.paths['/obt/vipLogin'].post.security).toEqual([]);
    expect(doc.paths['/obt/totalCount'].post.security).toEqual([{ bearer: [] }]);
  });
});

describe('base data', () => {
  it('serves city, airport and station files per product and locale with an ETag', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10901/zh-CN.json' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['cache-control']).toMatch(/max-age=/);
    const body = JSON.parse(zh.body) as {
      code: number;
      data: { productCode: number };
      list: { code: string; kind: string; name: string; hot: number }[];
    };
    expect(body.data.productCode).toBe(10901);
    expect(body.list.find((e) => e.code === 'PEK')).toMatchObject({ kind: 'airport', name: '北京首都国际机场' });
    expect(body.list.filter((e) => e.kind === 'city').length).toBeGreaterThanOrEqual(40);
    const again = await t.app.inject({
      method: 'GET',
      url: '/obt/bdc/geo/10901/zh-CN.json',
      headers: { 'if-none-match': zh.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const en = JSON.parse((await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10904/en-US.json' })).body) as {
      list: { code: string; name: string }[];
    };
    expect(en.list.find((e) => e.code === 'VNP')?.name).toBe('Beijing South');
    const intl = JSON.parse((await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10910/zh-CN.json' })).body) as {
      list: unknown[];
    };
    expect(intl.list.length).toBeGreaterThanOrEqual(20);
    for (const p of ['10903', '10906']) {
      expect((await t.app.inject({ method: 'GET', url: `/obt/bdc/geo/${p}/en-US.json` })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10999/zh-CN.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10901/fr-FR.json' })).statusCode).toBe(404);
  });
});

describe('H5 static files', () => {
  let dir: string;
  let h5: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'obt-h5-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><body>app</body></html>');
    mkdirSync(join(dir, 'js'));
    writeFileSync(join(dir, 'js', 'app.3f9a2b1c.js'), 'console.log(1)');
    writeFileSync(join(dir, 'js', 'app.3f9a2b1c.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dir, 'js', 'app.3f9a2b1c.js.gz'), gzipSync('console.log(1)'));
    h5 = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await h5.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, with long caching for hashed assets and no-cache for index.html', async () => {
    const js = await h5.app.inject({ method: 'GET', url: '/js/app.3f9a2b1c.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    const root = await h5.app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('app');
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed sibling the request accepts, the plain file otherwise', async () => {
    const url = '/js/app.3f9a2b1c.js';
    const br = await h5.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await h5.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await h5.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // No sibling: the plain file, whatever the request accepts.
    const html = await h5.app.inject({ method: 'GET', url: '/tripDetail', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(html.body).toContain('<body>app</body>');
  });

  it('answers index.html for deep links, but not for API paths or missing assets', async () => {
    const deep = await h5.app.inject({ method: 'GET', url: '/car/carJsycDetail/12' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('<body>app</body>');
    expect((await h5.app.inject({ method: 'GET', url: '/tripDetail?ccsqdId=5' })).statusCode).toBe(200);
    expect((await h5.app.inject({ method: 'GET', url: '/obt/nothing' })).statusCode).toBe(404);
    expect((await h5.app.inject({ method: 'GET', url: '/mqc/nothing' })).statusCode).toBe(404);
    expect((await h5.app.inject({ method: 'GET', url: '/js/missing.js' })).statusCode).toBe(404);
    expect((await h5.app.inject({ method: 'POST', url: '/car/carJsycDetail/12' })).statusCode).toBe(404);
    expect((await call(h5.app, '/obt/etPageSetList', {})).code).toBe(1);
  });
});

describe('personal data in logs', () => {
  it('masks phones and never logs tokens, passwords or full codes with a phone', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await createTestApp({ logger: true, logStream: stream });
    try {
      const token = await login(logged.app, DEMO.zhangsan.phone);
      await call(logged.app, '/obt/smsCodeGet', { phoneNumber: DEMO.lisi.phone, scene: 1 });
      await call(logged.app, '/obt/totalCount', {}, { token });
      await logged.app.inject({ method: 'GET', url: `/obt/nothing?phone=${DEMO.wangwu.phone}` });
      const text = lines.join('');
      expect(text).toContain('SMS verification code');
      expect(text).toContain('138****0002');
      for (const secret of [DEMO.zhangsan.phone, DEMO.lisi.phone, DEMO.wangwu.phone, token, 'Demo12345']) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });

  it('masks mobiles, ID numbers, e-mails and secret fields in free text', () => {
    const out = maskPersonalText('call 13912345678, id 11010519491231002X, a@b.cn, {"password":"x1"}');
    expect(out).toBe('call 139****5678, id 110***********002X, a***@b.cn, {"password":"***"}');
  });
});
