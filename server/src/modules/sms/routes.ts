/** smsCodeGet, smsCodeCheck, getValidateCode (public calls; getValidateCode is rate limited per IP). */
import type { FastifyInstance } from 'fastify';
import type { SmsCodeCheckRequest, SmsCodeGetRequest } from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { invalid } from '../../lib/errors';
import { bucket } from '../../plugins/rateLimit';
import { smsService } from './service';
import { getValidateCodeSchema, smsCodeCheckSchema, smsCodeGetSchema } from './schemas';

/** Image codes per IP: 100 per 10 minutes. */
export const IMAGE_CODE_LIMIT = { windowMs: 10 * 60_000, max: 100 } as const;

export async function smsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const sms = smsService(opts.ctx);

  app.post<{ Body: SmsCodeGetRequest }>('/obt/smsCodeGet', { schema: smsCodeGetSchema }, async (req) =>
    ok(await sms.issue(req.body, req.ip)),
  );

  app.post<{ Body: SmsCodeCheckRequest }>('/obt/smsCodeCheck', { schema: smsCodeCheckSchema }, async (req) => {
    await sms.verify(req.body.phoneNumber, req.body.validateCodeId, req.body.validateCode, 'check');
    return ok();
  });

  // Anonymous and each call stores a code: limited per IP (a person asks for a few; an office behind one address
  // still stays far below).
  app.post('/obt/getValidateCode', { schema: getValidateCodeSchema }, async (req) => {
    const wait = await opts.ctx.limiter.take(
      bucket('image-ip', req.ip),
      IMAGE_CODE_LIMIT.windowMs,
      IMAGE_CODE_LIMIT.max,
    );
    if (wait > 0) throw invalid('smsIpLimit', { minutes: Math.ceil(wait / 60_000) });
    return ok(await sms.imageCode());
  });
}
