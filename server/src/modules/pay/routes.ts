/**
 * getPaySubject, pay/online (also served as onlinePay, SPEC §7), queryOnlinePayStatus, getPayOrderIdList,
 * pay/getSmsCode, pay/smsCodeCheck, the provider's notify (public, signed) and, in demo mode, the simulated provider
 * (/obt/dev/providerPay and its QR landing page).
 */
import type { FastifyInstance } from 'fastify';
import type {
  DevProviderPayRequest,
  PayOnlineRequest,
  PayOrderIdListRequest,
  PaySmsCodeCheckRequest,
  PaySmsCodeRequest,
  PayStatusRequest,
  PaySubjectRequest,
} from '../../../../src/api/contract/pay';
import type { Envelope } from '../../../../src/api/contract/envelope';
import type { AppContext } from '../../context';
import { CODE, fail, ok } from '../../lib/envelope';
import { t } from '../../plugins/i18n';
import { authOf } from '../../plugins/auth';
import type { SmsService } from '../sms/service';
import type { PayNotifyBody } from './provider';
import { payService } from './service';
import {
  payNotifySchema,
  onlinePaySchema,
  payOnlineSchema,
  payOrderIdListSchema,
  payStatusSchema,
  paySmsCheckSchema,
  paySmsCodeSchema,
  paySubjectSchema,
  providerPaySchema,
} from './schemas';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page a scanned demo QR code opens: amount and a button that makes the simulated provider pay. */
function providerPage(payId: string, amount: number, status: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>演示支付 Demo payment</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2328}button{font-size:1.1rem;min-height:44px;padding:0 1.5rem;background:#1f6feb;color:#fff;border:0;border-radius:6px}</style>
</head><body><h1>演示支付 Demo payment</h1><p>¥${amount.toFixed(2)}</p><p id="s">${escapeHtml(status)}</p>
<button type="button" id="pay">确认支付 Pay</button>
<script>document.getElementById('pay').onclick=function(){fetch('/obt/dev/providerPay',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({payId:${JSON.stringify(payId).replace(/</g, '\\u003c')}})}).then(function(r){return r.json()}).then(function(j){document.getElementById('s').textContent=j.code===1?j.data.status:j.tips})};</script>
</body></html>`;
}

export async function payRoutes(app: FastifyInstance, opts: { ctx: AppContext; sms: SmsService }): Promise<void> {
  const pay = payService(opts.ctx, opts.sms);

  app.post<{ Body: PaySubjectRequest }>('/obt/getPaySubject', { schema: paySubjectSchema }, async (req) =>
    ok(await pay.subjects(authOf(req), req.body.orderIds ?? [], req.locale)),
  );

  app.post<{ Body: PayOnlineRequest }>('/obt/pay/online', { schema: payOnlineSchema }, async (req) => pay.pay(req));
  // The same payment under its SPEC §7 name; one Idempotency-Key scope for both, so either replays the other's answer.
  app.post<{ Body: PayOnlineRequest }>('/obt/onlinePay', { schema: onlinePaySchema }, async (req) => pay.pay(req));

  app.post<{ Body: PayStatusRequest }>('/obt/queryOnlinePayStatus', { schema: payStatusSchema }, async (req) =>
    ok(await pay.status(authOf(req), req.body.orderIds ?? [])),
  );

  app.post<{ Body: PayOrderIdListRequest }>('/obt/getPayOrderIdList', { schema: payOrderIdListSchema }, async (req) =>
    ok(await pay.orderIdsOf(authOf(req), req.body.payId)),
  );

  app.post<{ Body: PaySmsCodeRequest }>('/obt/pay/getSmsCode', { schema: paySmsCodeSchema }, async (req) =>
    ok(await pay.sendSmsCode(authOf(req), req.body.orderIds, req.ip)),
  );

  app.post<{ Body: PaySmsCodeCheckRequest }>('/obt/pay/smsCodeCheck', { schema: paySmsCheckSchema }, async (req) =>
    ok(await pay.checkSmsCode(authOf(req), req.body.smsCodeId, req.body.code)),
  );

  app.post<{ Body: PayNotifyBody }>('/obt/pay/notify', { schema: payNotifySchema }, async (req) => {
    const { status } = await pay.notify(req.body);
    return ok({ status });
  });

  if (!opts.ctx.config.demo) return;

  app.post<{ Body: DevProviderPayRequest }>('/obt/dev/providerPay', { schema: providerPaySchema }, async (req) => {
    const notify = await pay.providerNotify(req.body.payId);
    const res = await app.inject({ method: 'POST', url: '/obt/pay/notify', payload: notify });
    return JSON.parse(res.body) as Envelope<{ status: string }>;
  });

  app.get<{ Querystring: { payId?: string } }>(
    '/obt/dev/providerPage',
    { schema: { querystring: { type: 'object', properties: { payId: { type: 'string', maxLength: 64 } } } } },
    async (req, reply) => {
      const payId = req.query.payId ?? '';
      const facts = payId ? await pay.providerFacts(payId) : null;
      if (!facts) return reply.code(404).send(fail(CODE.notFound, t(req, 'notFound')));
      return reply.type('text/html; charset=utf-8').send(providerPage(payId, facts.amount, facts.status));
    },
  );
}
