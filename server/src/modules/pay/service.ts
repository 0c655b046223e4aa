/**
 * The payment cashier (SPEC §7 payment, §8 payment messages, §9 15-minute limit; ARCHITECTURE §7 idempotency):
 * payment subjects, company-account payment (payment password with a 5-try lock, SMS check when the company asks for
 * it, balance), online payment through the simulated provider (QR code on H5, requestPayment on mini-programs, JSAPI in the
 * WeChat webview, an app payload in the native shell) and
 * its signed notify, and status polling by order. Orders become paid only through markOrdersPaid, once.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { SmsCodeGetRequest } from '../../../../src/api/contract/account';
import type { Envelope } from '../../../../src/api/contract/envelope';
import type {
  PayOnlineData,
  PayOnlineRequest,
  PaySmsCodeCheckData,
  PayOrderIdListData,
  PaySmsCodeData,
  PayStatusData,
  PaySubject,
  PaySubjectData,
} from '../../../../src/api/contract/pay';
import { decryptPassword } from '../../../../src/domain/passwordCipher';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import { localTitle, storedParts } from '../../i18n/stored';
import { newId } from '../../lib/crypto';
import { ok } from '../../lib/envelope';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { chinaDateTime } from '../../lib/time';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { bucket } from '../../plugins/rateLimit';
import { PAY_LIMIT_MS, markOrdersPaid } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import type { SmsService } from '../sms/service';
import { smsRepository } from '../sms/repository';
import {
  appPaymentParams,
  buildNotify,
  jsapiPayParams,
  paysByQr,
  providerQrPage,
  requestPaymentParams,
  verifyNotify,
  type PayNotifyBody,
} from './provider';
import { payRepository, type PayOrderRow } from './repository';

type Db = AppContext['db'];

export const COMPANY_SUBJECT = 'company';
export const ONLINE_SUBJECT = 'online';
/** payScene values this server pays: 1 orders, 2 a change's fare difference (also an order awaiting payment). */
export const PAY_SCENES: readonly number[] = [1, 2];
/** SMS scene of payment codes (the account scenes are 1–4), so a payment code never logs anyone in. */
export const PAY_SMS_SCENE = 5;
export const PAY_PWD_MAX_TRIES = 5;
export const PAY_PWD_WINDOW_MS = 15 * 60_000;
/** One payment covers at most this many orders. */
export const MAX_ORDERS_PER_PAYMENT = 20;

type Settings = NonNullable<Awaited<ReturnType<ReturnType<typeof payRepository>['settings']>>>;

/** The deadline of an order: its own, else created + 15 minutes (SPEC §9). */
export function deadlineOf(o: Pick<PayOrderRow, 'pay_deadline' | 'created_at'>): number {
  return o.pay_deadline != null ? Number(o.pay_deadline) : Number(o.created_at) + PAY_LIMIT_MS;
}

function companyOffered(s: Settings | undefined): s is Settings {
  return !!s && s.company_account === 1 && !!s.pay_pwd_hash;
}

function subjectsOf(settings: Settings | undefined, locale: Locale): PaySubject[] {
  const out: PaySubject[] = [];
  if (companyOffered(settings)) {
    out.push({
      subjectId: COMPANY_SUBJECT,
      method: 'company',
      name: translate(locale, 'paySubjectCompany'),
      balance: fenToYuan(Number(settings.balance_fen) + Number(settings.credit_limit_fen)),
      smsRequired: settings.sms_required === 1,
    });
  }
  out.push({
    subjectId: ONLINE_SUBJECT,
    method: 'online',
    name: translate(locale, 'paySubjectOnline'),
    balance: null,
    smsRequired: false,
  });
  return out;
}

/** The origin of an http(s) URL, or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function payService(ctx: AppContext, sms: SmsService) {
  const nowMs = () => ctx.now().getTime();

  /**
   * The orders to pay, checked in the order the SPEC §8 messages imply: ids given, all mine (else not found), not
   * already paid, awaiting payment, within the deadline.
   */
  async function payableOrders(db: Db, auth: AuthInfo, ids: readonly string[], at: number) {
    const unique = [...new Set(ids.filter((id) => id.trim() !== ''))];
    if (unique.length === 0) throw invalid('payOrderIdMissing');
    const orders = await payRepository(db).orders(scopeFor(auth, auth.bookRange), unique);
    if (orders.length !== unique.length) throw notFound();
    if (orders.some((o) => o.paid_at != null)) throw invalid('payAlreadyPaid');
    if (orders.some((o) => o.order_status !== 'awaitingPayment')) throw invalid('payNotPayable');
    const deadline = Math.min(...orders.map(deadlineOf));
    if (at > deadline) throw invalid('payTimeout');
    const amountFen = orders.reduce((sum, o) => sum + Number(o.total_fen), 0);
    return { orders, amountFen, deadline };
  }

  /**
   * Payment password check (SPEC §9 cipher, then scrypt) with a lock after five wrong tries in 15 minutes. The try is
   * claimed before the PIN is checked, atomically (issue 16): PINs sent at once are checked at most five times, and
   * the right PIN after five wrong ones is refused while locked. A right PIN clears the tries.
   */
  async function checkPayPassword(auth: AuthInfo, cipherText: string | undefined, settings: Settings): Promise<void> {
    if (!cipherText) throw invalidField('payPwd', 'fieldRequired');
    const key = bucket('pay-pwd-fail', `${auth.corpId}:${auth.empId}`);
    // Claimed outside the payment transaction, so a refused payment still counts the try.
    const wait = await ctx.limiter.take(key, PAY_PWD_WINDOW_MS, PAY_PWD_MAX_TRIES);
    if (wait > 0) throw invalid('payPwdLocked', { minutes: Math.ceil(wait / 60_000) });
    const plain = decryptPassword(cipherText, ctx.config.pwdKey);
    if (plain !== null && (await verifyPassword(plain, settings.pay_pwd_hash))) {
      await ctx.limiter.clear(key);
      return;
    }
    const used = await ctx.limiter.countSince(key, nowMs() - PAY_PWD_WINDOW_MS);
    if (used >= PAY_PWD_MAX_TRIES) throw invalid('payPwdLocked', { minutes: Math.ceil(PAY_PWD_WINDOW_MS / 60_000) });
    throw invalid('payPwdWrong', { left: PAY_PWD_MAX_TRIES - used });
  }

  /** Uses up a payment SMS code that pay/smsCodeCheck passed for the payer's phone. */
  async function consumeSmsCheck(trx: Db, auth: AuthInfo, smsCodeId: string | undefined, at: number): Promise<void> {
    if (!smsCodeId) throw invalid('paySmsRequired');
    const phone = await payRepository(trx).employeePhone(auth.corpId, auth.empId);
    const codes = smsRepository(trx);
    const row = await codes.findSms(smsCodeId);
    if (!row || row.phone !== phone || row.scene !== PAY_SMS_SCENE || row.verified_at === null) {
      throw invalid('paySmsRequired');
    }
    if (row.consumed_at !== null) throw invalid('codeUsed');
    if (Number(row.expires_at) <= at) throw invalid('codeExpired');
    if (!(await codes.consume(smsCodeId, at))) throw invalid('codeUsed');
  }

  async function payerPhone(auth: AuthInfo): Promise<string> {
    const phone = await payRepository(ctx.db).employeePhone(auth.corpId, auth.empId);
    if (!phone) throw notFound();
    return phone;
  }

  return {
    async subjects(auth: AuthInfo, orderIds: readonly string[], locale: Locale): Promise<PaySubjectData> {
      const { orders, amountFen, deadline } = await payableOrders(ctx.db, auth, orderIds, nowMs());
      const settings = await payRepository(ctx.db).settings(auth.corpId);
      return {
        subjects: subjectsOf(settings, locale),
        amount: fenToYuan(amountFen),
        deadline: chinaDateTime(deadline),
        orders: orders.map((o) => ({
          orderId: o.id,
          orderNo: o.order_no,
          orderType: o.order_type,
          // The composed prefix (改签, 退票) in the reader's language; the parts keep route and flight as data.
          title: localTitle(o.title, locale),
          titleParts: storedParts(locale, { key: '', params: '', text: o.title }, 'title'),
          amount: fenToYuan(Number(o.total_fen)),
        })),
      };
    },

    /**
     * pay/online under the request's Idempotency-Key: the same key answers as the first time and never pays again;
     * a new key for orders already paid is refused (payAlreadyPaid).
     */
    async pay(req: FastifyRequest): Promise<Envelope<unknown, unknown>> {
      const auth = authOf(req);
      const body = req.body as PayOnlineRequest;
      if (!PAY_SCENES.includes(body.payScene)) throw invalid('payScenarioNotFound');
      if ((body.orderList ?? []).filter((id) => id.trim() !== '').length === 0) throw invalid('payOrderIdMissing');
      const settings = await payRepository(ctx.db).settings(auth.corpId);
      const subjectId = body.subjectBeanList?.[0]?.subjectId ?? '';
      const subject = subjectsOf(settings, req.locale).find((s) => s.subjectId === subjectId);
      if (!subject) throw invalid('paySubjectMissing');
      if (subject.method === 'company' && companyOffered(settings)) {
        await checkPayPassword(auth, body.payPwd, settings);
      }
      const base = originOf(body.webHost) ?? `${req.protocol}://${req.host}`;
      const qrPage = providerQrPage(ctx.config, base);
      if (subject.method !== 'company' && paysByQr(body.client) && !qrPage) throw invalid('payOnlineNotConfigured');

      return withIdempotency(ctx, req, 'pay.online', async (trx) => {
        const at = nowMs();
        const { orders, amountFen, deadline } = await payableOrders(trx, auth, body.orderList, at);
        const repo = payRepository(trx);
        const payId = newId(at);
        const ids = orders.map((o) => o.id);
        const superseded = (await repo.pendingFor(ids)).map((p) => p.id);
        const payment = {
          id: payId,
          corp_id: auth.corpId,
          emp_id: auth.empId,
          pay_scene: body.payScene,
          subject_id: subject.subjectId,
          client: body.client ?? 'h5',
          amount_fen: amountFen,
          order_ids: ids.join(','),
          note: '',
          expires_at: deadline,
          created_at: at,
        };

        if (subject.method === 'company') {
          const current = await repo.settings(auth.corpId);
          if (current?.sms_required === 1) await consumeSmsCheck(trx, auth, body.smsCodeId, at);
          if (!(await repo.debit(auth.corpId, amountFen, at))) throw invalid('payBalanceLow');
          await repo.insertPayment(
            { ...payment, method: 'company', status: 'paid', provider: '', provider_ref: '', paid_at: at },
            orders,
          );
          await repo.close(superseded, at);
          await markOrdersPaid(ctx, trx, ids, payId, { nowMs: at, actorEmpId: auth.empId });
          const data: PayOnlineData = { payId, status: 'paid' };
          return ok(data);
        }

        await repo.close(superseded, at);
        await repo.insertPayment(
          { ...payment, method: 'online', status: 'pending', provider: 'demo', provider_ref: '', paid_at: null },
          orders,
        );
        const client = body.client ?? 'h5';
        const data: PayOnlineData = { payId, status: 'pending' };
        const { paySignKey } = ctx.config;
        if (client === 'weapp' || client === 'qywx') {
          data.requestPayment = requestPaymentParams(paySignKey, ctx.config.wecom.appId, payId, at);
        } else if (client === 'app') {
          data.appPayment = appPaymentParams(paySignKey, ctx.config.wecom.appId, payId, at);
        } else if (client === 'wechat') {
          data.jsapi = jsapiPayParams(paySignKey, ctx.config.wecom.appId, payId, at);
        } else {
          data.qrCode = qrPage?.(payId);
        }
        if (ctx.config.demo) data.demo = true;
        return ok(data);
      });
    },

    /** queryOnlinePayStatus: paid / pending (an online payment waits) / unpaid / expired (past the deadline or closed). */
    async status(auth: AuthInfo, orderIds: readonly string[]): Promise<PayStatusData> {
      const unique = [...new Set(orderIds.filter((id) => id.trim() !== ''))];
      if (unique.length === 0) throw invalid('payOrderIdMissing');
      const repo = payRepository(ctx.db);
      const orders = await repo.orders(scopeFor(auth, auth.bookRange), unique);
      if (orders.length !== unique.length) throw notFound();
      if (orders.every((o) => o.paid_at != null)) {
        return { status: 'paid', paidAt: chinaDateTime(Math.max(...orders.map((o) => Number(o.paid_at)))) };
      }
      const open = orders.filter((o) => o.paid_at == null);
      if (open.some((o) => o.order_status !== 'awaitingPayment' || nowMs() > deadlineOf(o))) {
        return { status: 'expired', paidAt: '' };
      }
      const pending = await repo.pendingFor(open.map((o) => o.id));
      return { status: pending.length > 0 ? 'pending' : 'unpaid', paidAt: '' };
    },

    /**
     * getPayOrderIdList: the orders a payment of my company covers, in id order; not found unless I may see every
     * one of them (order booking scope, SPEC §6).
     */
    async orderIdsOf(auth: AuthInfo, payId: string): Promise<PayOrderIdListData> {
      const repo = payRepository(ctx.db);
      const payment = await repo.payment(payId);
      if (!payment || payment.corp_id !== auth.corpId) throw notFound();
      const orderIds = (await repo.ordersOfPayment(auth.corpId, payment.id)).map((o) => o.id);
      const visible = await repo.orders(scopeFor(auth, auth.bookRange), orderIds);
      if (orderIds.length === 0 || visible.length !== orderIds.length) throw notFound();
      return { payId: payment.id, status: payment.status, orderIds };
    },

    /** pay/getSmsCode: a payment code to the payer's own mobile (orders, when given, must be payable). */
    async sendSmsCode(auth: AuthInfo, orderIds: readonly string[] | undefined, ip: string): Promise<PaySmsCodeData> {
      if (orderIds && orderIds.length > 0) await payableOrders(ctx.db, auth, orderIds, nowMs());
      const phone = await payerPhone(auth);
      // The account scenes are typed 1–4; payment codes get a scene of their own so they are never accepted elsewhere.
      const sent = await sms.issue(
        { phoneNumber: phone, scene: PAY_SMS_SCENE as unknown as SmsCodeGetRequest['scene'] },
        ip,
      );
      return {
        smsCodeId: sent.validateCodeId,
        resendAfter: sent.resendAfter,
        phone: maskMobile(phone),
        ...(sent.demoCode ? { demoCode: sent.demoCode } : {}),
      };
    },

    /** pay/smsCodeCheck: the code is marked checked; pay/online then uses it up. */
    async checkSmsCode(auth: AuthInfo, smsCodeId: string, code: string): Promise<PaySmsCodeCheckData> {
      await sms.verify(await payerPhone(auth), smsCodeId, code, 'check', [PAY_SMS_SCENE]);
      return { smsCodeId };
    },

    /**
     * The provider's notify: signature first, then once per payment. Money for orders still awaiting payment marks
     * them paid; money for orders already paid (by another payment) or closed is refunded, never kept twice.
     * A repeated notify changes nothing.
     */
    async notify(body: PayNotifyBody): Promise<{ changed: boolean; status: string }> {
      if (!verifyNotify(ctx.config.payNotifySecret, body)) throw invalid('paySignature');
      return ctx.db.transaction().execute(async (trx) => {
        const at = nowMs();
        const repo = payRepository(trx);
        const payment = await repo.payment(body.payId);
        if (!payment || payment.method !== 'online') throw notFound();
        if (Number(payment.amount_fen) !== body.totalFen) throw invalid('payAmountMismatch');
        if (body.status !== 'SUCCESS') return { changed: false, status: payment.status };
        if (payment.status === 'paid' || payment.status === 'refunded')
          return { changed: false, status: payment.status };
        const orders = await repo.ordersOfPayment(payment.corp_id, payment.id);
        const payable = orders.length > 0 && orders.every((o) => o.order_status === 'awaitingPayment');
        // A replay may settle it between our reads and our write (PostgreSQL, read committed: the orders read can
        // already see that replay's paid orders). The guarded write then changes nothing, and the answer is the state
        // that replay left, never the stale read or the branch we would have taken.
        const settledMeanwhile = async () => ({
          changed: false,
          status: (await repo.payment(payment.id))?.status ?? payment.status,
        });
        if (!payable) {
          if (!(await repo.settle(payment.id, 'refunded', body.tradeNo, 'orders not awaiting payment', at)))
            return settledMeanwhile();
          return { changed: true, status: 'refunded' };
        }
        if (!(await repo.settle(payment.id, 'paid', body.tradeNo, '', at))) return settledMeanwhile();
        const ids = orders.map((o) => o.id);
        await repo.close(
          (await repo.pendingFor(ids)).map((p) => p.id),
          at,
        );
        await markOrdersPaid(ctx, trx, ids, payment.id, { nowMs: at, actorEmpId: null });
        return { changed: true, status: 'paid' };
      });
    },

    /** Demo provider: the signed notify it would send for `payId` (the route posts it to /obt/pay/notify). */
    async providerNotify(payId: string): Promise<PayNotifyBody> {
      const payment = await payRepository(ctx.db).payment(payId);
      if (!payment || payment.method !== 'online') throw notFound();
      return buildNotify(ctx.config.payNotifySecret, payment.id, Number(payment.amount_fen), nowMs());
    },

    /** Demo provider page facts (amount and state), or null. */
    async providerFacts(payId: string): Promise<{ amount: number; status: string } | null> {
      const payment = await payRepository(ctx.db).payment(payId);
      if (!payment || payment.method !== 'online') return null;
      return { amount: fenToYuan(Number(payment.amount_fen)), status: payment.status };
    },
  };
}

export type PayService = ReturnType<typeof payService>;
