/** Language of tips from Accept-Language: en-US when English is preferred, else zh-CN (the default). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldLabel, translate, type Locale, type MsgKey } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

/** Accept-Language values kept with their language: most kept, and the longest value kept. */
const LOCALE_MEMO = 64;
const LOCALE_MEMO_LENGTH = 256;
const localeOfHeader = new Map<string, Locale>();

/**
 * pickLocale, kept per header value: a client sends the same Accept-Language on every call, and ranking it anew
 * (split, map, filter, sort) was work of every request (issue 17). When full the table starts over.
 */
export function localeFor(header: string | undefined): Locale {
  if (!header) return 'zh-CN';
  let locale = localeOfHeader.get(header);
  if (locale === undefined) {
    locale = pickLocale(header);
    if (header.length <= LOCALE_MEMO_LENGTH) {
      if (localeOfHeader.size >= LOCALE_MEMO) localeOfHeader.clear();
      localeOfHeader.set(header, locale);
    }
  }
  return locale;
}

export function setupI18n(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh-CN');
  // A callback hook, not an async one: every request passes here, and a promise per request is measurable under load.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFor(request.headers['accept-language']);
    done();
  });
}

/** A tip in the request's language; a `field` parameter is shown by its label. */
export function t(request: FastifyRequest, key: MsgKey, params: Record<string, string | number> = {}): string {
  const locale = request.locale ?? 'zh-CN';
  const p = typeof params.field === 'string' ? { ...params, field: fieldLabel(locale, params.field) } : params;
  return translate(locale, key, p);
}
