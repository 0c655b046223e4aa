/** POST /obt/upload (SPEC §5 images: jpg, jpeg, gif, png or bmp, at most 10 MB) and the capability link. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipartBody(filename: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = '----obt-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="scene"\r\n\r\nflightRefundProof\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(filename: string, bytes: Buffer, withToken = true) {
  const body = multipartBody(filename, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/obt/upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
  });
  return JSON.parse(res.body) as { code: number; tips: string; data?: { url: string; size: number } };
}

beforeAll(async () => {
  t = await createTestApp({ config: { uploadDir: mkdtempSync(path.join(tmpdir(), 'obt-uploads-')) } });
  token = await login(t.app, DEMO.zhangsan.phone);
});
afterAll(async () => {
  await t.close();
});

describe('upload', () => {
  it('stores an image and serves it by its unguessable link', async () => {
    const res = await upload('proof.png', PNG);
    expect(res.code).toBe(1);
    expect(res.data?.url).toMatch(/^\/obt\/upload\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: res.data!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the type by the bytes, not the name, and refuses files over 10 MB', async () => {
    expect((await upload('fake.png', Buffer.from('%PDF-1.7 not an image'))).code).toBe(2);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    expect((await upload('big.png', big)).code).toBe(2);
  });

  it('needs a session to upload; unknown links are not found', async () => {
    expect((await upload('proof.png', PNG, false)).code).toBe(100);
    const missing = await t.app.inject({ method: 'GET', url: `/obt/upload/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});
