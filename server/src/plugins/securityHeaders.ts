/**
 * Security headers on every answer (issue 16 defect 9; ARCHITECTURE §8): the H5 app's HTML gets a
 * Content-Security-Policy that allows exactly what the built app uses, API answers a policy that allows nothing,
 * and every answer X-Frame-Options, Referrer-Policy and X-Content-Type-Options (HSTS when the request came by HTTPS).
 *
 * The app policy, directive by directive (checked against dist/h5 and the browser journeys):
 * - script-src 'self' + the sha256 of each inline <script> of index.html (Taro's rem-sizing snippet), read from the
 *   served index.html at start, so a rebuild that changes the snippet stays allowed on the next start. No
 *   'unsafe-inline', no 'unsafe-eval' (webpack's `new Function("return this")` is a fallback behind globalThis).
 *   The Amap JS API (loaded by a script tag only in builds with a map key, src/hosts/map/amapEngine.ts) is allowed
 *   from https://*.amap.com; when it cannot load the map falls back to the offline Leaflet map.
 * - style-src 'self' 'unsafe-inline': Taro's components inject <style> elements and Leaflet's marker HTML carries
 *   style attributes; styles cannot run script.
 * - img-src 'self' data: blob: — the image code and Leaflet's CSS images are data: URLs, a picked photo is a blob:
 *   URL; Taro's loading button draws a picture from img13.360buyimg.com; Amap's tiles and marker images.
 * - font-src 'self' data: (Taro's icon font is a data: URL). connect-src 'self' blob: data: (the API is same-origin;
 *   Taro's uploadFile reads the picked blob:) and Amap's services. worker-src 'self' blob: (Amap).
 * - frame-src: only the WeCom JS-SDK's frames (login.work.weixin.qq.com, open.work.weixin.qq.com).
 * - frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN): no other site can frame the app, the cashier
 *   included. object-src 'none', base-uri 'self', form-action 'self'.
 * The native app shell's bridge (window.ObtNativeBridge) and WeCom's WeixinJSBridge are injected by the host
 * webview, which CSP does not govern; the WeCom OAuth redirect is a top-level navigation, which it does not either.
 *
 * API answers (JSON, CSV, images…): `default-src 'none'; frame-ancestors 'none'` — nothing in them may run or be
 * framed. PDFs get `frame-ancestors 'self'` only, so the browser's PDF viewer keeps working.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

const AMAP = 'https://*.amap.com';

/** sha256 sources of the inline scripts of an HTML page ('sha256-…' quoted, as CSP writes them). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2].length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The app page's policy; `scriptHashes` are the inline scripts of its index.html. */
export function appPolicy(scriptHashes: readonly string[]): string {
  return [
    `default-src 'self'`,
    ['script-src', `'self'`, ...scriptHashes, AMAP].join(' '),
    `style-src 'self' 'unsafe-inline' ${AMAP}`,
    `img-src 'self' data: blob: https://img13.360buyimg.com ${AMAP} https://*.is.autonavi.com`,
    `font-src 'self' data:`,
    `connect-src 'self' blob: data: ${AMAP}`,
    `worker-src 'self' blob:`,
    `frame-src https://login.work.weixin.qq.com https://open.work.weixin.qq.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

export const API_POLICY = `default-src 'none'; frame-ancestors 'none'`;
const PDF_POLICY = `frame-ancestors 'self'`;

/** Registers the headers; `staticDir`: the served H5 build, whose index.html's inline scripts are allowed. */
export function setupSecurityHeaders(app: FastifyInstance, staticDir?: string): void {
  const index = staticDir ? resolve(staticDir, 'index.html') : undefined;
  const hashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const htmlPolicy = appPolicy(hashes);

  // A callback hook, not an async one: every answer passes here, and a promise per answer is measurable under load.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    const policy = type.startsWith('text/html')
      ? htmlPolicy
      : type.startsWith('application/pdf')
        ? PDF_POLICY
        : API_POLICY;
    reply.header('content-security-policy', policy);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
    done(null, payload);
  });
}
