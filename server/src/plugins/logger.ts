/**
 * Logger options: no tokens, passwords, codes or phone numbers in log lines (issue 16). Request URLs are logged with
 * credential query parameters redacted (`redactUrl`); fields named like credentials or personal data are censored.
 */
import type { FastifyServerOptions } from 'fastify';
import { maskPersonalText } from './masking';

/**
 * Query parameters whose values are credentials: PDF download tokens (`t`), session and sign-on tokens, signatures,
 * tickets, codes (SMS, OAuth, image), OAuth state, keys and passwords. Matched on the whole name, any case.
 */
const SECRET_PARAM =
  /^(?:t|[a-z_]*token|[a-z_]*ticket|sign|sig|[a-z_]*signature|pay_?sign|code|(?:sms|validate|image|verify|auth|v)_?code|state|nonce|(?:api|access|secret|private|sign)?_?key|[a-z_]*secret|password|pwd|old_?pwd|session|sid|openid)$/i;

/**
 * A request URL as it may be logged: credential parameters redacted (name kept), the rest masked for personal
 * data (mobiles, ID numbers, e-mails). The path is kept as it is, apart from the same masking.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  if (queryAt < 0) return maskPersonalText(rest) + fragment;
  const query = rest
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq >= 0 ? pair.slice(0, eq) : pair;
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the raw name
      }
      if (eq >= 0 && SECRET_PARAM.test(name.trim())) return `${rawName}=[redacted]`;
      return maskPersonalText(pair);
    })
    .join('&');
  return `${maskPersonalText(rest.slice(0, queryAt))}?${query}${fragment}`;
}

export function loggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.pwd',
        '*.oldPwd',
        '*.validateCode',
        '*.smsCode',
        '*.demoCode',
        '*.phoneNumber',
        '*.loginName',
        '*.idNumber',
        '*.idno',
        '*.token',
        '*.ssotoken',
        'body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method?: string; url?: string }) {
        return { method: req.method, url: redactUrl(req.url ?? '') };
      },
    },
  };
}
