/**
 * Invoices (SPEC §3 swxx, invoice request, paper delivery; §7 Common invoice calls). Decisions: the contract
 * (src/api/contract/invoice.ts). Titles belong to their employee; requests are seen by their requester, their
 * department (bookRange 2) or the whole company (bookRange 3); invoiceable orders follow the order booking scope.
 */
import { claimBusinessNo } from '../../lib/businessNo';
import type {
  EditPsdzRequest,
  ExpressAddressFee,
  ExpressFee,
  ExpressTracking,
  InvoiceDetail,
  InvoiceListItem,
  InvoiceListRequest,
  InvoiceOrderItem,
  InvoiceOrderListRequest,
  InvoiceStatus,
  InvoiceUnitType,
  KpExpressInfo,
  KpOrderAddRequest,
  KpOrderAddResult,
  KpType,
  PdfDocType,
  PdfGenerateResult,
  SendMode,
  SwxxEditRequest,
  SwxxItem,
  SwxxListRequest,
} from '../../../../src/api/contract/invoice';
import type { PageData } from '../../../../src/api/contract/envelope';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import { checkTitleTaxNumber, normalizeTaxNumber } from '../../../../src/domain/taxNumber';
import { checkEmail, checkMobile } from '../../../../src/domain/validators';
import type { AppContext } from '../../context';
import type { InvoiceDeliveriesTable, InvoiceRequestOrdersTable, InvoiceRequestsTable } from './tables';
import type { Locale } from '../../i18n/messages';
import { STORED_LOCALE, localTitle } from '../../i18n/stored';
import { enqueue, type JobDb } from '../../jobs';
import { isUniqueViolation } from '../../plugins/idempotency';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import { INVOICE_SCENE, mailService } from '../mail/service';
import { invoiceItemOf, itineraryOf } from '../orders/products';
import { ordersRepository } from '../orders/repository';
import { scopeFor } from '../orders/service';
import { toBookRange, type AuthInfo } from '../session/service';
import { type InvoicePdfData, invoicePdf } from './documents';
import { APP_LINK_TTL_MS, MAIL_LINK_TTL_MS, downloadPath, signDownload, verifyDownload } from './downloadToken';
import { tracking, courierName } from './express';
import { invoiceMail } from './mailText';
import { SEND_MODE, deliveryFeeFen } from './fees';
import { INVOICEABLE_STATUSES, invoiceRepository, type InvoiceScope } from './repository';

/** Jobs (server/src/jobs): electronic issue, paper posting, paper delivery. */
export const INVOICE_JOBS = { issue: 'invoice.issue', post: 'invoice.post', deliver: 'invoice.deliver' } as const;
/** Demo delays: an electronic invoice is issued 3 s after the request; a paper one is posted after 60 s. */
export const ISSUE_DELAY_MS = 3_000;
export const POST_DELAY_MS = 60_000;

const MAX_ORDERS = 50;
const PAGE_SIZE = 20;

export interface InvoiceJob {
  invoiceId: string;
}

type TitleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invoiceRepository>['title']>>>;
type RequestRow = InvoiceRequestsTable;

function toTitle(r: TitleRow): SwxxItem {
  return {
    id: r.id,
    gsmc: r.gsmc,
    nsrsbh: r.nsrsbh,
    yydzTel: r.yydz_tel,
    yhxx: r.yhxx,
    jsEmail: r.js_email,
    unitType: (r.unit_type === 2 ? 2 : 1) as InvoiceUnitType,
    updatedAt: chinaDateTime(Number(r.updated_at)),
  };
}

const text = (v: string | undefined, max: number, field: string): string => {
  const t = (v ?? '').trim();
  if (t.length > max) throw invalidField(field, 'fieldTooLong');
  return t;
};

/** The scope of invoice requests an employee sees. */
export function invoiceScopeOf(auth: AuthInfo): InvoiceScope {
  return { corpId: auth.corpId, empId: auth.empId, deptId: auth.deptId, scope: auth.bookRange };
}

export function invoiceService(ctx: AppContext) {
  const repo = invoiceRepository(ctx.db);
  const mail = mailService(ctx);

  /** The itinerary of an order the caller may see (booking scope); not found for others and without itinerary. */
  async function itinerary(auth: AuthInfo, orderId: string, locale: Locale) {
    const order = await ordersRepository(ctx.db).one(scopeFor(auth, 3), orderId);
    const source = order ? itineraryOf(ctx.products, order.order_type) : undefined;
    if (!source) throw notFound();
    return source.load(ctx, auth, orderId, locale);
  }
  const nowMs = () => ctx.now().getTime();

  /** Resolves the delivery of a paper request: one of my addresses or the given fields, with its fee. */
  async function resolveDelivery(
    trx: JobDb,
    auth: AuthInfo,
    e: Omit<KpExpressInfo, 'sendMode'>,
    sendMode: SendMode,
  ): Promise<Omit<InvoiceDeliveriesTable, 'invoice_id' | 'corp_id' | 'updated_at'>> {
    let d: { recipient: string; phone: string; province: string; city: string; area: string; addr: string };
    if (e.addressId) {
      const a = await repo.address(auth.corpId, auth.empId, e.addressId, trx);
      if (!a) throw notFound();
      d = { recipient: a.recipient, phone: a.phone, province: a.province, city: a.city, area: a.area, addr: a.addr };
    } else {
      d = {
        recipient: text(e.reciPient, 50, 'reciPient'),
        phone: text(e.reciPhone, 20, 'reciPhone'),
        province: text(e.province, 30, 'province'),
        city: text(e.city, 30, 'city'),
        area: text(e.area, 30, 'area'),
        addr: text(e.reciAddr, 200, 'reciAddr'),
      };
      for (const [field, value] of [
        ['reciPient', d.recipient],
        ['reciPhone', d.phone],
        ['province', d.province],
        ['reciAddr', d.addr],
      ] as const) {
        if (value === '') throw invalidField(field, 'fieldRequired');
      }
      if (checkMobile(d.phone)) throw invalidField('reciPhone', 'fieldFormat');
    }
    const fee = deliveryFeeFen(d.province, sendMode);
    if (fee === null) throw invalid('invoiceProvinceUnsupported', { province: d.province });
    return {
      send_mode: sendMode,
      ...d,
      fee_fen: fee,
      courier_company: '',
      tracking_no: '',
      posted_at: null,
      delivered_at: null,
    };
  }

  function feeOf(province: string, sendMode: SendMode, locale: Locale): ExpressFee {
    const fen = deliveryFeeFen(province, sendMode);
    if (fen === null) throw invalid('invoiceProvinceUnsupported', { province });
    return { province, sendMode, fee: fenToYuan(fen), courierCompany: courierName(locale) };
  }

  function link(auth: AuthInfo, kind: PdfDocType, id: string, ttlMs: number): { path: string; expiresAt: number } {
    const expiresAt = nowMs() + ttlMs;
    const token = signDownload(ctx.config.codeSecret, kind, id, { corpId: auth.corpId, empId: auth.empId, expiresAt });
    return { path: downloadPath(kind, id, token), expiresAt };
  }

  async function detailOf(auth: AuthInfo, r: RequestRow, locale: Locale): Promise<InvoiceDetail> {
    const [orders, d] = await Promise.all([repo.requestOrders(ctx.db, r.id), repo.delivery(ctx.db, r.id)]);
    const kpType = (r.kp_type === 2 ? 2 : 1) as KpType;
    const status = r.status as InvoiceStatus;
    return {
      id: r.id,
      kpNo: r.kp_no,
      kpType,
      status,
      buyer: {
        gsmc: r.buyer_gsmc,
        nsrsbh: r.buyer_nsrsbh,
        yydzTel: r.buyer_yydz_tel,
        yhxx: r.buyer_yhxx,
        unitType: (r.buyer_unit_type === 2 ? 2 : 1) as InvoiceUnitType,
      },
      email: r.email,
      remark: r.remark,
      amount: fenToYuan(Number(r.amount_fen)),
      expressFee: fenToYuan(Number(r.express_fee_fen)),
      orders: orders.map((o) => ({
        glddlx: o.order_type,
        glddid: o.order_id,
        glddbh: o.order_no,
        // The stored (default-language) title with its prefix (退票, 改签 …) in the reader's language.
        title: localTitle(o.title, locale),
        amount: fenToYuan(Number(o.amount_fen)),
      })),
      invoiceNo: r.invoice_no,
      issuedAt: chinaDateTime(r.issued_at === null ? null : Number(r.issued_at)),
      createdAt: chinaDateTime(Number(r.created_at)),
      pdfUrl: kpType === 1 && status === 'issued' ? link(auth, 'invoice', r.id, APP_LINK_TTL_MS).path : '',
      delivery: d
        ? {
            sendMode: (d.send_mode === 2 ? 2 : 1) as SendMode,
            reciPient: d.recipient,
            reciPhone: maskMobile(d.phone),
            province: d.province,
            city: d.city,
            area: d.area,
            reciAddr: d.addr,
            fee: fenToYuan(Number(d.fee_fen)),
            courierCompany: d.courier_company === '' ? '' : courierName(locale),
            trackingNo: d.tracking_no,
            postedAt: chinaDateTime(d.posted_at === null ? null : Number(d.posted_at)),
            deliveredAt: chinaDateTime(d.delivered_at === null ? null : Number(d.delivered_at)),
          }
        : null,
      canEditAddress: kpType === 2 && status === 'requested',
      canSendEmail: kpType === 1 && status === 'issued',
    };
  }

  return {
    // Titles ------------------------------------------------------------------------------------------------
    async titles(auth: AuthInfo, req: SwxxListRequest): Promise<{ list: SwxxItem[]; page: PageData }> {
      const page = toPage(req, PAGE_SIZE);
      const { rows, total } = await repo.titles(
        auth.corpId,
        auth.empId,
        req.keyword?.trim() || undefined,
        page.offset,
        page.count,
      );
      return { list: rows.map(toTitle), page: pageData(page, total) };
    },

    async title(auth: AuthInfo, id: string): Promise<SwxxItem> {
      const row = await repo.title(auth.corpId, auth.empId, id);
      if (!row) throw notFound();
      return toTitle(row);
    },

    /** Creates or updates a title; the tax number rule depends on unitType (src/domain/taxNumber). */
    async editTitle(auth: AuthInfo, req: SwxxEditRequest): Promise<SwxxItem> {
      const unitType: InvoiceUnitType = req.unitType === 2 ? 2 : 1;
      const gsmc = text(req.gsmc, 100, 'gsmc');
      if (gsmc === '') throw invalidField('gsmc', 'fieldRequired');
      const nsrsbh = normalizeTaxNumber(req.nsrsbh);
      const problem = checkTitleTaxNumber(nsrsbh, unitType);
      if (problem === 'taxNumber.required') throw invalidField('nsrsbh', 'fieldRequired');
      if (problem === 'taxNumber.checksum') throw invalid('taxNumberChecksum');
      if (problem) throw invalid('taxNumberInvalid');
      const jsEmail = text(req.jsEmail, 254, 'jsEmail');
      if (jsEmail !== '' && checkEmail(jsEmail)) throw invalidField('jsEmail', 'fieldFormat');
      const values = {
        gsmc,
        nsrsbh,
        yydz_tel: text(req.yydzTel, 200, 'yydzTel'),
        yhxx: text(req.yhxx, 200, 'yhxx'),
        js_email: jsEmail,
        unit_type: unitType,
        updated_at: nowMs(),
      };
      if (req.id) {
        const row = await repo.title(auth.corpId, auth.empId, req.id);
        if (!row) throw notFound();
        await repo.updateTitle(row.id, values);
        return toTitle({ ...row, ...values });
      }
      const row = {
        id: newId(values.updated_at),
        corp_id: auth.corpId,
        emp_id: auth.empId,
        created_at: values.updated_at,
        ...values,
      };
      await repo.insertTitle(row);
      return toTitle(row);
    },

    /** Deletes a title; requests already made keep their printed snapshot. */
    async deleteTitle(auth: AuthInfo, id: string): Promise<void> {
      const row = await repo.title(auth.corpId, auth.empId, id);
      if (!row) throw notFound();
      await repo.deleteTitle(row.id);
    },

    // Invoiceable orders --------------------------------------------------------------------------------------
    async eligibleOrders(
      auth: AuthInfo,
      req: InvoiceOrderListRequest,
      locale: Locale = STORED_LOCALE,
    ): Promise<{ list: InvoiceOrderItem[]; page: PageData }> {
      const page = toPage(req, PAGE_SIZE);
      const { rows, total } = await repo.eligible(
        scopeFor(auth, 3),
        { orderType: req.orderType, keyword: req.keyword?.trim() || undefined },
        page.offset,
        page.count,
      );
      const names = await repo.travellerNames(rows.map((r) => r.id));
      const list = rows.map<InvoiceOrderItem>((r) => ({
        orderId: r.id,
        orderNo: r.order_no,
        orderType: r.order_type,
        orderStatus: r.order_status,
        title: localTitle(r.title, locale),
        travelDate: r.travel_date,
        travellerNames: names.get(r.id) ?? [],
        amount: fenToYuan(Number(r.total_fen)),
        paidAt: chinaDateTime(r.paid_at === null ? null : Number(r.paid_at)),
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },

    // Fees ---------------------------------------------------------------------------------------------------
    matchFee(province: string, sendMode: SendMode, locale: Locale): ExpressFee {
      return feeOf(province.trim(), sendMode, locale);
    },

    async addressFee(
      auth: AuthInfo,
      req: { addressId?: string; province?: string },
      locale: Locale,
    ): Promise<ExpressAddressFee> {
      let province = (req.province ?? '').trim();
      if (req.addressId) {
        const a = await repo.address(auth.corpId, auth.empId, req.addressId);
        if (!a) throw notFound();
        province = a.province;
      }
      if (province === '') throw invalidField('province', 'fieldRequired');
      return {
        province,
        options: [feeOf(province, SEND_MODE.returnCollect, locale), feeOf(province, SEND_MODE.prepaid, locale)],
      };
    },

    // Request ------------------------------------------------------------------------------------------------
    /** kpOrderAdd inside the idempotent transaction: every order is checked and claimed in `trx`. */
    /** `origin` and `locale` are kept for the e-mail the issue job sends to `email`. */
    async request(
      trx: JobDb,
      auth: AuthInfo,
      req: KpOrderAddRequest,
      origin: string,
      locale: Locale,
    ): Promise<KpOrderAddResult> {
      const at = nowMs();
      const title = await repo.title(auth.corpId, auth.empId, req.kpswxxId, trx);
      if (!title) throw notFound();
      if (checkTitleTaxNumber(title.nsrsbh, title.unit_type)) throw invalid('taxNumberInvalid');
      const refs = req.orders ?? [];
      if (refs.length === 0) throw invalidField('orders', 'fieldRequired');
      if (refs.length > MAX_ORDERS) throw invalidField('orders', 'fieldTooLong');
      if (new Set(refs.map((r) => r.glddid)).size !== refs.length) throw invalid('invoiceOrderDuplicate');
      const kpType: KpType = req.kpType === 2 ? 2 : 1;
      const remark = text(req.remark, 200, 'remark');

      let email = '';
      if (kpType === 1) {
        email = (req.email ?? '').trim() || title.js_email;
        if (email === '') throw invalidField('email', 'fieldRequired');
        if (checkEmail(email)) throw invalidField('email', 'fieldFormat');
      } else if (req.email?.trim()) {
        email = req.email.trim();
        if (checkEmail(email)) throw invalidField('email', 'fieldFormat');
      }

      const scope = scopeFor(auth, 3);
      const invoiceId = newId(at);
      const lines: InvoiceRequestOrdersTable[] = [];
      for (const [seq, ref] of refs.entries()) {
        const o = await repo.orderForInvoice(trx, ref.glddid, scope);
        if (!o) throw notFound();
        if (o.order_type !== ref.glddlx || (ref.glddbh && ref.glddbh !== o.order_no)) {
          throw invalid('invoiceOrderMismatch', { orderNo: ref.glddbh ?? ref.glddid });
        }
        if (o.held_by) throw invalid('invoiceOrderAlreadyInvoiced', { orderNo: o.order_no });
        if (o.order_type === ORDER_TYPE.trip || !(INVOICEABLE_STATUSES as readonly string[]).includes(o.order_status)) {
          throw invalid('invoiceOrderNotInvoiceable', { orderNo: o.order_no });
        }
        lines.push({
          id: newId(at),
          invoice_id: invoiceId,
          corp_id: auth.corpId,
          order_id: o.id,
          order_type: o.order_type,
          order_no: o.order_no,
          title: o.title,
          amount_fen: Number(o.total_fen),
          seq,
          active: 1,
        });
      }
      const amountFen = lines.reduce((sum, l) => sum + l.amount_fen, 0);

      let delivery: InvoiceDeliveriesTable | null = null;
      if (kpType === 2) {
        if (!req.express) throw invalidField('express', 'fieldRequired');
        const sendMode: SendMode = req.express.sendMode === 2 ? 2 : 1;
        const d = await resolveDelivery(trx, auth, req.express, sendMode);
        delivery = { invoice_id: invoiceId, corp_id: auth.corpId, updated_at: at, ...d };
      }
      const feeFen = delivery ? Number(delivery.fee_fen) : 0;
      const row = (kpNo: string): InvoiceRequestsTable => ({
        id: invoiceId,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        dept_id: auth.deptId,
        kp_no: kpNo,
        kp_type: kpType,
        status: 'requested',
        title_id: title.id,
        buyer_gsmc: title.gsmc,
        buyer_nsrsbh: title.nsrsbh,
        buyer_yydz_tel: title.yydz_tel,
        buyer_yhxx: title.yhxx,
        buyer_unit_type: title.unit_type,
        email,
        remark,
        link_origin: origin,
        locale,
        amount_fen: amountFen,
        express_fee_fen: feeFen,
        invoice_no: '',
        issued_at: null,
        created_at: at,
        updated_at: at,
      });
      let kpNo: string;
      try {
        // A number another instance already gave out is drawn again (KP…, see claimBusinessNo).
        kpNo = await claimBusinessNo('KP', at, (no) => repo.insertRequest(trx, row(no), lines, delivery));
      } catch (err) {
        // The partial unique index: another request claimed one of the orders meanwhile.
        if (isUniqueViolation(err)) throw invalid('invoiceOrderAlreadyInvoiced', { orderNo: lines[0]?.order_no ?? '' });
        throw err;
      }
      const job = kpType === 1 ? INVOICE_JOBS.issue : INVOICE_JOBS.post;
      const delay = kpType === 1 ? ISSUE_DELAY_MS : POST_DELAY_MS;
      await enqueue(trx, job, { invoiceId } satisfies InvoiceJob, at + delay, at);
      return {
        invoiceId,
        kpNo,
        status: 'requested',
        amount: fenToYuan(amountFen),
        expressFee: fenToYuan(feeFen),
      };
    },

    // Reads ----------------------------------------------------------------------------------------------------
    async detail(auth: AuthInfo, invoiceId: string, locale: Locale): Promise<InvoiceDetail> {
      const r = await repo.request(invoiceScopeOf(auth), invoiceId);
      if (!r) throw notFound();
      return detailOf(auth, r, locale);
    },

    async list(
      auth: AuthInfo,
      req: InvoiceListRequest,
      locale: Locale,
    ): Promise<{ list: InvoiceListItem[]; page: PageData }> {
      const page = toPage(req, PAGE_SIZE);
      const { rows, total } = await repo.list(
        invoiceScopeOf(auth),
        { kpType: req.kpType, status: req.status },
        page.offset,
        page.count,
      );
      const list = rows.map<InvoiceListItem>((r) => ({
        id: r.id,
        kpNo: r.kp_no,
        kpType: (r.kp_type === 2 ? 2 : 1) as KpType,
        status: r.status as InvoiceStatus,
        gsmc: r.buyer_gsmc,
        amount: fenToYuan(Number(r.amount_fen)),
        expressFee: fenToYuan(Number(r.express_fee_fen)),
        orderCount: Number(r.order_count ?? 0),
        firstOrderNo: r.first_order_no ?? '',
        invoiceNo: r.invoice_no,
        courierCompany: r.courier_company ? courierName(locale) : '',
        trackingNo: r.tracking_no ?? '',
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
      return { list, page: pageData(page, total) };
    },

    // Writes after the request -----------------------------------------------------------------------------------
    /** E-mails the PDF link (72 hours) of an issued electronic invoice to the outbox. */
    async sendEmail(auth: AuthInfo, invoiceId: string, email: string, origin: string, locale: Locale): Promise<void> {
      const to = email.trim();
      if (checkEmail(to)) throw invalidField('email', 'fieldFormat');
      const r = await repo.request(invoiceScopeOf(auth), invoiceId);
      if (!r) throw notFound();
      if (r.kp_type !== 1) throw invalid('invoiceNotElectronic');
      if (r.status !== 'issued') throw invalid('invoiceNotIssued');
      const url = `${origin}${link(auth, 'invoice', r.id, MAIL_LINK_TTL_MS).path}`;
      await mail.deliver(auth, {
        to,
        ...invoiceMail(locale, r, url),
        scene: INVOICE_SCENE,
      });
    },

    /** Changes the delivery of a paper request still waiting for the courier (fee recomputed). */
    async editDelivery(auth: AuthInfo, req: EditPsdzRequest, locale: Locale): Promise<InvoiceDetail> {
      const at = nowMs();
      const fresh = await ctx.db.transaction().execute(async (trx) => {
        const r = await repo.request(invoiceScopeOf(auth), req.invoiceId, trx);
        if (!r) throw notFound();
        if (r.kp_type !== 2) throw invalid('invoiceNotPaper');
        const current = await repo.delivery(trx, r.id);
        if (r.status !== 'requested' || !current) throw invalid('invoiceAddressLocked');
        const sendMode: SendMode = (req.sendMode ?? current.send_mode) === 2 ? 2 : 1;
        const d = await resolveDelivery(trx, auth, req, sendMode);
        // Conditional on the status: the courier (post job) may have taken it meanwhile.
        const changed = await repo.updateRequestIf(trx, r.id, 'requested', {
          express_fee_fen: d.fee_fen,
          updated_at: at,
        });
        if (!changed) throw invalid('invoiceAddressLocked');
        await repo.updateDelivery(trx, r.id, { ...d, updated_at: at });
        return { ...r, express_fee_fen: d.fee_fen, updated_at: at };
      });
      return detailOf(auth, fresh, locale);
    },

    async expressQuery(
      auth: AuthInfo,
      req: { invoiceId?: string; trackingNo?: string },
      locale: Locale,
    ): Promise<ExpressTracking> {
      let invoiceId = req.invoiceId?.trim() ?? '';
      const trackingNo = req.trackingNo?.trim() ?? '';
      if (invoiceId === '' && trackingNo === '') throw invalidField('invoiceId', 'fieldRequired');
      if (invoiceId === '') {
        const hit = await repo.deliveryByTracking(invoiceScopeOf(auth), trackingNo);
        if (!hit) throw notFound();
        invoiceId = hit.invoice_id;
      }
      const r = await repo.request(invoiceScopeOf(auth), invoiceId);
      if (!r) throw notFound();
      const d = await repo.delivery(ctx.db, r.id);
      if (!d) throw invalid('invoiceNotPaper');
      return tracking(
        {
          trackingNo: d.tracking_no,
          postedAt: d.posted_at === null ? null : Number(d.posted_at),
          province: d.province,
          city: d.city,
        },
        nowMs(),
        locale,
      );
    },

    // PDFs -------------------------------------------------------------------------------------------------------
    /** The employee a valid download token speaks for, as a session would (null when invalid or departed). */
    async authFromToken(kind: PdfDocType, id: string, token: string): Promise<AuthInfo | null> {
      const claim = verifyDownload(ctx.config.codeSecret, kind, id, token, nowMs());
      if (!claim) return null;
      const e = await repo.activeEmployee(claim.corpId, claim.empId);
      if (!e) return null;
      return {
        sessionId: '',
        empId: e.id,
        corpId: e.corp_id,
        deptId: e.dept_id,
        empName: e.name,
        bookRange: toBookRange(e.book_range),
        isAdmin: e.is_admin === 1,
        ifBooker: e.if_booker === 1,
        ifApprover: e.if_approver === 1,
        isDirector: e.is_director === 1,
      };
    },

    /** pdf/generate: a 10-minute signed link of a document the caller may see. */
    async pdfLink(auth: AuthInfo, type: PdfDocType, id: string, locale: Locale): Promise<PdfGenerateResult> {
      if (type === 'invoice') {
        const r = await repo.request(invoiceScopeOf(auth), id);
        if (!r) throw notFound();
        if (r.kp_type !== 1) throw invalid('invoiceNotElectronic');
        if (r.status !== 'issued') throw invalid('invoiceNotIssued');
        const l = link(auth, 'invoice', id, APP_LINK_TTL_MS);
        return { url: l.path, fileName: `invoice-${r.invoice_no}.pdf`, expiresAt: l.expiresAt };
      }
      const order = await itinerary(auth, id, locale);
      if (!order.ready) throw invalid('documentNotAvailable');
      const l = link(auth, 'itinerary', id, APP_LINK_TTL_MS);
      return { url: l.path, fileName: `itinerary-${order.orderNo}.pdf`, expiresAt: l.expiresAt };
    },

    /** The invoice PDF of an issued electronic request the caller may see. */
    async invoicePdf(auth: AuthInfo, invoiceId: string): Promise<{ pdf: Buffer; fileName: string }> {
      const r = await repo.request(invoiceScopeOf(auth), invoiceId);
      if (!r || r.kp_type !== 1 || r.status !== 'issued' || r.issued_at === null) throw notFound();
      const orders = await repo.requestOrders(ctx.db, r.id);
      const data: InvoicePdfData = {
        invoiceNo: r.invoice_no,
        kpNo: r.kp_no,
        issuedAtMs: Number(r.issued_at),
        buyer: {
          gsmc: r.buyer_gsmc,
          nsrsbh: r.buyer_nsrsbh,
          yydzTel: r.buyer_yydz_tel,
          yhxx: r.buyer_yhxx,
          unitType: (r.buyer_unit_type === 2 ? 2 : 1) as InvoiceUnitType,
        },
        lines: orders.map((o) => ({
          item: invoiceItemOf(ctx.products, o.order_type),
          orderNo: o.order_no,
          title: o.title,
          amountFen: Number(o.amount_fen),
        })),
        totalFen: Number(r.amount_fen),
      };
      return { pdf: invoicePdf(data), fileName: `invoice-${r.invoice_no}.pdf` };
    },

    /** The itinerary PDF of an order the caller may see, once its product has it (flights: tickets issued). */
    async itineraryPdf(auth: AuthInfo, orderId: string, locale: Locale): Promise<{ pdf: Buffer; fileName: string }> {
      const order = await itinerary(auth, orderId, locale);
      if (!order.ready) throw notFound();
      return { pdf: order.pdf(nowMs()), fileName: `itinerary-${order.orderNo}.pdf` };
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
