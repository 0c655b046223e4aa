/** Logger options: no tokens, passwords, codes or phone numbers in log lines. */
import type { FastifyServerOptions } from 'fastify';
import { maskPersonalText } from './masking';

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
        '*.phoneNumber',
        '*.loginName',
        '*.idNumber',
        '*.token',
        'body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method?: string; url?: string }) {
        return { method: req.method, url: maskPersonalText(req.url ?? '') };
      },
    },
  };
}
