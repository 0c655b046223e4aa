/** smsEmail, and in demo mode /obt/dev/outbox to read what was sent. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CODE, fail, ok } from '../../lib/envelope';
import { EMPTY_BODY, int, obj, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { t } from '../../plugins/i18n';
import { requestOrigin } from '../invoice/origin';
import { mailService, type SendDocumentRequest } from './service';

const smsEmailSchema = {
  summary: 'E-mail a document of an order (sendScene 1: the itinerary)',
  body: obj<SendDocumentRequest & { url?: string; bdh?: string; orderType?: number }>(
    {
      sendScene: int({ minimum: 1, maximum: 99 }),
      emailUrl: str({ minLength: 3, maxLength: 254 }),
      orderNo: str({ minLength: 1, maxLength: 64 }),
      url: str({ maxLength: 1000 }),
      bdh: str({ maxLength: 64 }),
      orderType: int(),
    },
    ['sendScene', 'emailUrl', 'orderNo'],
  ),
  response: reply(),
};

const outboxSchema = {
  summary: 'Demo only: the latest e-mails sent for me',
  body: EMPTY_BODY,
  response: reply(
    undefined,
    obj<{ id: string; to: string; subject: string; body: string; sentAt: string }>({
      id: str(),
      to: str(),
      subject: str(),
      body: str(),
      sentAt: str(),
    }),
  ),
};

export async function mailRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const mail = mailService(opts.ctx);
  app.post<{ Body: SendDocumentRequest }>('/obt/smsEmail', { schema: smsEmailSchema }, async (req) => {
    await mail.sendDocument(authOf(req), req.body, req.locale, requestOrigin(req));
    return ok();
  });
  if (opts.ctx.config.demo) {
    // Under the public /obt/dev/ prefix, so the session is checked here.
    app.post('/obt/dev/outbox', { schema: outboxSchema }, async (req) => {
      if (!req.auth) return fail(CODE.tokenInvalid, t(req, 'tokenMissing'));
      return { code: CODE.ok, tips: '', list: await mail.latest(req.auth) };
    });
  }
}
