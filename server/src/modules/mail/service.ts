/**
 * smsEmail (SPEC §7): sends a document of an order by e-mail. The reference server has no mail relay: every mail
 * goes to the `outbox` table and, when configured, to an .eml file in the outbox folder (README: reading the outbox).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { checkEmail } from '../../../../src/domain/validators';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { bucket } from '../../plugins/rateLimit';
import { itineraryOf } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { MAIL_LINK_TTL_MS, downloadPath, signDownload } from '../invoice/downloadToken';
import { mailRepository } from './repository';

export const ITINERARY_SCENE = 1;
/** Outbox scene of an electronic invoice link (sendKpEmail). */
export const INVOICE_SCENE = 2;

/**
 * smsEmail sends to any address the caller types: at most 30 mails an hour per employee and 50 a day to one
 * address (from everyone), far above what a traveller or a travel desk sends.
 */
export const SEND_LIMITS = {
  perEmployee: { windowMs: 3600_000, max: 30 },
  perAddress: { windowMs: 24 * 3600_000, max: 50 },
} as const;

export interface SendDocumentRequest {
  sendScene: number;
  emailUrl: string;
  orderNo: string;
}

export function mailService(ctx: AppContext) {
  const repo = mailRepository(ctx.db);

  async function writeEml(id: string, to: string, subject: string, body: string, at: Date): Promise<void> {
    if (!ctx.config.outboxDir) return;
    await mkdir(ctx.config.outboxDir, { recursive: true });
    const eml = [
      `Date: ${at.toUTCString()}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n');
    await writeFile(path.join(ctx.config.outboxDir, `${at.getTime()}-${id}.eml`), eml, 'utf8');
  }

  /**
   * Writes one mail to the outbox (and the .eml folder when configured). `trx`: the caller's transaction (a job's),
   * so the mail commits with the change it reports.
   */
  async function deliver(
    from: { corpId: string; empId: string },
    mail: { to: string; subject: string; body: string; scene: number; orderId?: string },
    trx?: Db,
  ): Promise<void> {
    const at = ctx.now();
    const id = randomUUID();
    await (trx ? mailRepository(trx) : repo).insert({
      id,
      corp_id: from.corpId,
      emp_id: from.empId,
      to_addr: mail.to,
      subject: mail.subject,
      body: mail.body,
      scene: mail.scene,
      order_id: mail.orderId ?? '',
      created_at: at.getTime(),
    });
    await writeEml(id, mail.to, mail.subject, mail.body, at);
  }

  /** Refuses (smsIpLimit) when the sender or the recipient address had its fill of mails (SEND_LIMITS). */
  async function limitSending(empId: string, to: string): Promise<void> {
    const buckets = [
      { key: bucket('mail-emp', empId), ...SEND_LIMITS.perEmployee },
      { key: bucket('mail-to', to.toLowerCase()), ...SEND_LIMITS.perAddress },
    ];
    for (const { key, windowMs, max } of buckets) {
      const wait = await ctx.limiter.take(key, windowMs, max);
      if (wait > 0) throw invalid('smsIpLimit', { minutes: Math.ceil(wait / 60_000) });
    }
  }

  return {
    /** `origin` (e.g. https://host) makes the itinerary mail carry an absolute PDF download link. */
    async sendDocument(auth: AuthInfo, req: SendDocumentRequest, locale: Locale, origin?: string): Promise<void> {
      const to = req.emailUrl.trim();
      if (checkEmail(to)) throw invalidField('emailUrl', 'fieldFormat');
      if (req.sendScene !== ITINERARY_SCENE) throw invalid('documentNotAvailable');
      const order = await repo.orderByNo(auth.corpId, req.orderNo.trim());
      if (!order) throw notFound();
      const itinerary = itineraryOf(ctx.products, order.order_type);
      if (!itinerary) throw invalid('documentNotAvailable');
      // load() applies the booking-scope check: someone else's order answers not found.
      const doc = await itinerary.load(ctx, auth, order.id, locale);
      const claim = { corpId: auth.corpId, empId: auth.empId, expiresAt: ctx.now().getTime() + MAIL_LINK_TTL_MS };
      const token = signDownload(ctx.config.codeSecret, 'itinerary', order.id, claim);
      // The PDF exists once tickets are issued (the same condition as the detail's resend action).
      const pdfUrl = origin && doc.ready ? `${origin}${downloadPath('itinerary', order.id, token)}` : undefined;
      const mail = doc.mail(locale, pdfUrl);
      // Claimed just before the mail is written, so only mails that go out count.
      await limitSending(auth.empId, to);
      await deliver(auth, { to, ...mail, scene: req.sendScene, orderId: order.id });
    },

    deliver,

    /** Demo only: the caller's latest mails, so a demo user (and the browser tests) can read what was sent. */
    async latest(auth: AuthInfo) {
      const rows = await repo.latestFor(auth.empId, 20);
      return rows.map((r) => ({
        id: r.id,
        to: r.to_addr,
        subject: r.subject,
        body: r.body,
        sentAt: new Date(Number(r.created_at)).toISOString(),
      }));
    },
  };
}
