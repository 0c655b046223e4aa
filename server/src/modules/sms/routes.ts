/** smsCodeGet, smsCodeCheck, getValidateCode (public calls). */
import type { FastifyInstance } from 'fastify';
import type { SmsCodeCheckRequest, SmsCodeGetRequest } from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { smsService } from './service';
import { getValidateCodeSchema, smsCodeCheckSchema, smsCodeGetSchema } from './schemas';

export async function smsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const sms = smsService(opts.ctx);

  app.post<{ Body: SmsCodeGetRequest }>('/obt/smsCodeGet', { schema: smsCodeGetSchema }, async (req) =>
    ok(await sms.issue(req.body, req.ip)),
  );

  app.post<{ Body: SmsCodeCheckRequest }>('/obt/smsCodeCheck', { schema: smsCodeCheckSchema }, async (req) => {
    await sms.verify(req.body.phoneNumber, req.body.validateCodeId, req.body.validateCode, 'check');
    return ok();
  });

  app.post('/obt/getValidateCode', { schema: getValidateCodeSchema }, async () => ok(await sms.imageCode()));
}
