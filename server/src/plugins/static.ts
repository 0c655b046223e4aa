/**
 * The built H5 app on the same port (ARCHITECTURE §1): files from staticDir, and index.html for any other
 * GET outside /obt and /mqc so deep links (/car/carJsycDetail/12) work with browser-mode routing.
 * Content-hashed assets are cached for a year; index.html is always revalidated. Precompressed siblings
 * (`app.1a2b3c4d.js.br`, `index.html.gz`) written by the H5 build are preferred when the request accepts them,
 * for `/` and the SPA fallback as for any file.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/obt', '/mqc'];
// A missing script or image must stay a 404, not turn into HTML.
const ASSET_EXT = /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|json|txt|wasm)$/i;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function hasStaticApp(staticDir: string | undefined): staticDir is string {
  return !!staticDir && existsSync(resolve(staticDir, 'index.html')) && statSync(staticDir).isDirectory();
}

/** Precompressed siblings (`.br`, `.gz`) are cached like the file they encode. */
const ENCODED = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(ENCODED, '');
  if (name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function setupStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(staticDir),
    // The H5 build writes .br/.gz siblings (config/precompress.ts): sent as they are when the client accepts
    // them, the plain file otherwise (and for builds without siblings).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
      // The body depends on Accept-Encoding wherever a sibling may exist (index.html has one since issue 17).
      if (ENCODED.test(filePath) || /\.(js|css|html)$/.test(filePath)) res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** Answers index.html for app routes; false when the request must get the API 404 instead. */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (ASSET_EXT.test(path)) return false;
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  // sendFile goes through the same preCompressed negotiation: index.html.br / .gz when accepted.
  void reply.sendFile('index.html');
  return true;
}
