/**
 * Invoice jobs (persisted, server/src/jobs: a restart loses nothing). kpOrderAdd enqueues, in its transaction:
 * - `invoice.issue` (electronic, 3 s later): requested → issued with a 20-digit invoice number, and the PDF link
 *   e-mailed to the request's address (outbox); the PDF is rendered from these persisted data on every download.
 * - `invoice.post` (paper, 60 s later): requested → posted with the courier and a tracking number; enqueues
 *   `invoice.deliver` at the moment the simulated courier's last event happens (express.ts).
 * - `invoice.deliver`: posted → delivered.
 * Each step writes the requester an order message (yycj 1) about the request's first order.
 */
import { enqueue, jobHandler, type JobDb, type JobHandlers } from '../../jobs';
import { randomDigits } from '../../lib/crypto';
import { chinaDay } from '../../lib/time';
import { formatYuan } from '../../../../src/domain/money';
import { createMessage } from '../orders/lifecycle';
import { INVOICE_SCENE, mailService } from '../mail/service';
import { MAIL_LINK_TTL_MS, downloadPath, signDownload } from './downloadToken';
import { COURIER } from './fees';
import { asLocale, invoiceMail } from './mailText';
import { trackingNumberFor, transitMs } from './express';
import { invoiceRepository } from './repository';
import { INVOICE_JOBS, type InvoiceJob } from './service';

/** A 20-digit invoice number (fully digital invoice format: 2-digit year, region 31, 16 digits). */
export function newInvoiceNo(nowMs: number): string {
  return `${chinaDay(nowMs).slice(2, 4)}31${randomDigits(16)}`;
}

async function notify(
  trx: JobDb,
  invoiceId: string,
  nowMs: number,
  titleKey: 'msgInvoiceIssued' | 'msgInvoicePosted' | 'msgInvoiceDelivered',
  contentKey: 'msgInvoiceIssuedContent' | 'msgInvoicePostedContent' | 'msgInvoiceDeliveredContent',
  params: Record<string, string | number>,
): Promise<void> {
  const repo = invoiceRepository(trx);
  const r = await repo.requestById(trx, invoiceId);
  if (!r) return;
  const first = (await repo.requestOrders(trx, invoiceId))[0];
  await createMessage(trx, {
    corpId: r.corp_id,
    empId: r.emp_id,
    // Keys and parameters: each reader sees it in their language; it opens the invoice request (invoiceId).
    title: { key: titleKey },
    content: {
      key: contentKey,
      params: { kpNo: r.kp_no, gsmc: r.buyer_gsmc, amount: formatYuan(Number(r.amount_fen), ''), ...params },
    },
    invoiceId,
    orderId: first?.order_id,
    orderType: first?.order_type,
    nowMs,
  });
}

/** The invoice jobs (not a product: build() registers them with the shared job kinds). */
export const invoiceJobs: JobHandlers = {
  [INVOICE_JOBS.issue]: jobHandler<InvoiceJob>(async ({ ctx, trx }, { invoiceId }) => {
    const nowMs = ctx.now().getTime();
    const repo = invoiceRepository(trx);
    const r = await repo.requestById(trx, invoiceId);
    if (!r || r.kp_type !== 1 || r.status !== 'requested') return;
    const invoiceNo = newInvoiceNo(nowMs);
    const done = await repo.updateRequestIf(trx, invoiceId, 'requested', {
      status: 'issued',
      invoice_no: invoiceNo,
      issued_at: nowMs,
      updated_at: nowMs,
    });
    if (!done) return;
    await notify(trx, invoiceId, nowMs, 'msgInvoiceIssued', 'msgInvoiceIssuedContent', { invoiceNo });
    // The PDF link goes to the request's e-mail, signed for the requester (72 hours), in the request's language.
    if (r.email !== '' && r.link_origin !== '') {
      const claim = { corpId: r.corp_id, empId: r.emp_id, expiresAt: nowMs + MAIL_LINK_TTL_MS };
      const url = `${r.link_origin}${downloadPath('invoice', invoiceId, signDownload(ctx.config.codeSecret, 'invoice', invoiceId, claim))}`;
      const text = invoiceMail(asLocale(r.locale), { ...r, invoice_no: invoiceNo }, url);
      await mailService(ctx).deliver(
        { corpId: r.corp_id, empId: r.emp_id },
        { to: r.email, ...text, scene: INVOICE_SCENE },
        trx,
      );
    }
  }),

  [INVOICE_JOBS.post]: jobHandler<InvoiceJob>(async ({ ctx, trx }, { invoiceId }) => {
    const nowMs = ctx.now().getTime();
    const repo = invoiceRepository(trx);
    const r = await repo.requestById(trx, invoiceId);
    if (!r || r.kp_type !== 2 || r.status !== 'requested') return;
    const invoiceNo = newInvoiceNo(nowMs);
    const trackingNo = trackingNumberFor(invoiceId);
    const done = await repo.updateRequestIf(trx, invoiceId, 'requested', {
      status: 'posted',
      invoice_no: invoiceNo,
      issued_at: nowMs,
      updated_at: nowMs,
    });
    if (!done) return;
    await repo.updateDelivery(trx, invoiceId, {
      courier_company: COURIER.zh,
      tracking_no: trackingNo,
      posted_at: nowMs,
      updated_at: nowMs,
    });
    await enqueue(trx, INVOICE_JOBS.deliver, { invoiceId } satisfies InvoiceJob, nowMs + transitMs(trackingNo), nowMs);
    await notify(trx, invoiceId, nowMs, 'msgInvoicePosted', 'msgInvoicePostedContent', {
      invoiceNo,
      courier: COURIER.zh,
      trackingNo,
    });
  }),

  [INVOICE_JOBS.deliver]: jobHandler<InvoiceJob>(async ({ ctx, trx }, { invoiceId }) => {
    const nowMs = ctx.now().getTime();
    const repo = invoiceRepository(trx);
    const d = await repo.delivery(trx, invoiceId);
    if (!d || d.posted_at === null) return;
    const done = await repo.updateRequestIf(trx, invoiceId, 'posted', { status: 'delivered', updated_at: nowMs });
    if (!done) return;
    // Delivered when the courier's last event says so (the job may run a little later).
    const deliveredAt = Math.min(nowMs, Number(d.posted_at) + transitMs(d.tracking_no));
    await repo.updateDelivery(trx, invoiceId, { delivered_at: deliveredAt, updated_at: nowMs });
    await notify(trx, invoiceId, nowMs, 'msgInvoiceDelivered', 'msgInvoiceDeliveredContent', {
      trackingNo: d.tracking_no,
    });
  }),
};
