/**
 * Invoice calls (SPEC §7 Common: invoice titles, express address fee and matchFee, kpOrderAdd, invoice detail,
 * sendKpEmail, express lookup, editPsdz, PDF generate) and the PDF downloads:
 * GET /obt/pdf/invoice/:id and GET /obt/pdf/itinerary/:orderId answer application/pdf to either the session
 * (Authorization header) or a signed short-lived token in `t` (links in e-mails and <a download>); both apply the
 * employee's company and booking scope, anything else is not found.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  EditPsdzRequest,
  ExpressAddressFeeRequest,
  ExpressMatchFeeRequest,
  ExpressQueryRequest,
  InvoiceIdRequest,
  InvoiceListRequest,
  InvoiceOrderListRequest,
  KpOrderAddRequest,
  PdfDocType,
  PdfGenerateRequest,
  SendKpEmailRequest,
  SwxxEditRequest,
  SwxxIdRequest,
  SwxxListRequest,
} from '../../../../src/api/contract/invoice';
import type { AppContext } from '../../context';
import { CODE, fail, ok, okPage } from '../../lib/envelope';
import { BizError } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { t } from '../../plugins/i18n';
import { withIdempotency } from '../../plugins/idempotency';
import type { AuthInfo } from '../session/service';
import { requestOrigin } from './origin';
import * as s from './schemas';
import { invoiceService } from './service';

const PDF_PARAM = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] };
const PDF_QUERY = { type: 'object', properties: { t: { type: 'string', maxLength: 200 } } };
const invoicePdfSchema = {
  summary: 'Electronic invoice PDF (session or signed token t)',
  params: PDF_PARAM,
  querystring: PDF_QUERY,
};
const itineraryPdfSchema = {
  summary: 'Flight itinerary PDF of an issued order (session or signed token t)',
  params: PDF_PARAM,
  querystring: PDF_QUERY,
};

export async function invoiceRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const invoices = invoiceService(ctx);

  app.post<{ Body: SwxxListRequest }>('/obt/swxx/list', { schema: s.swxxListSchema }, async (req) => {
    const { list, page } = await invoices.titles(authOf(req), req.body);
    return okPage(list, page);
  });
  app.post<{ Body: SwxxEditRequest }>('/obt/swxx/edit', { schema: s.swxxEditSchema }, async (req) =>
    ok(await invoices.editTitle(authOf(req), req.body)),
  );
  app.post<{ Body: SwxxIdRequest }>('/obt/swxx/detail', { schema: s.swxxDetailSchema }, async (req) =>
    ok(await invoices.title(authOf(req), req.body.id)),
  );
  app.post<{ Body: SwxxIdRequest }>('/obt/swxx/delete', { schema: s.swxxDeleteSchema }, async (req) => {
    await invoices.deleteTitle(authOf(req), req.body.id);
    return ok();
  });

  app.post<{ Body: InvoiceOrderListRequest }>('/obt/invoice/orderList', { schema: s.orderListSchema }, async (req) => {
    const { list, page } = await invoices.eligibleOrders(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });
  app.post<{ Body: ExpressMatchFeeRequest }>('/obt/express/matchFee', { schema: s.matchFeeSchema }, async (req) =>
    ok(invoices.matchFee(req.body.province, req.body.sendMode, req.locale)),
  );
  app.post<{ Body: ExpressAddressFeeRequest }>('/obt/express/addressFee', { schema: s.addressFeeSchema }, async (req) =>
    ok(await invoices.addressFee(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: KpOrderAddRequest }>('/obt/kpOrderAdd', { schema: s.kpOrderAddSchema }, async (req) =>
    withIdempotency(ctx, req, 'invoice.kpOrderAdd', async (trx) =>
      ok(await invoices.request(trx, authOf(req), req.body, requestOrigin(req), req.locale)),
    ),
  );
  app.post<{ Body: InvoiceIdRequest }>('/obt/invoice/detail', { schema: s.detailSchema }, async (req) =>
    ok(await invoices.detail(authOf(req), req.body.invoiceId, req.locale)),
  );
  app.post<{ Body: InvoiceListRequest }>('/obt/invoice/list', { schema: s.listSchema }, async (req) => {
    const { list, page } = await invoices.list(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });
  app.post<{ Body: SendKpEmailRequest }>('/obt/sendKpEmail', { schema: s.sendKpEmailSchema }, async (req) => {
    await invoices.sendEmail(authOf(req), req.body.invoiceId, req.body.email, requestOrigin(req), req.locale);
    return ok();
  });
  app.post<{ Body: EditPsdzRequest }>('/obt/editPsdz', { schema: s.editPsdzSchema }, async (req) =>
    ok(await invoices.editDelivery(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: ExpressQueryRequest }>('/obt/express/query', { schema: s.expressQuerySchema }, async (req) =>
    ok(await invoices.expressQuery(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: PdfGenerateRequest }>('/obt/pdf/generate', { schema: s.pdfGenerateSchema }, async (req) =>
    ok(await invoices.pdfLink(authOf(req), req.body.type, req.body.id, req.locale)),
  );

  /** The session, else the employee of a valid token; null answers 401 (code 100) / not found. */
  async function downloader(req: FastifyRequest<{ Querystring: { t?: string } }>, kind: PdfDocType, id: string) {
    if (req.auth) return req.auth;
    const token = req.query.t;
    if (!token) return null;
    return invoices.authFromToken(kind, id, token);
  }

  async function sendPdf(
    req: FastifyRequest<{ Params: { id: string }; Querystring: { t?: string } }>,
    reply: FastifyReply,
    kind: PdfDocType,
    make: (auth: AuthInfo) => Promise<{ pdf: Buffer; fileName: string }>,
  ) {
    const auth = await downloader(req, kind, req.params.id);
    if (!auth) {
      // No session: a missing token is 401; a bad or expired one gives nothing away (404).
      if (!req.query.t) return reply.code(401).send(fail(CODE.tokenInvalid, t(req, 'tokenMissing')));
      return reply.code(404).send(fail(CODE.notFound, t(req, 'notFound')));
    }
    try {
      const { pdf, fileName } = await make(auth);
      reply.header('content-disposition', `inline; filename="${fileName}"`);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.type('application/pdf').send(pdf);
    } catch (err) {
      if (err instanceof BizError && err.code === CODE.notFound) {
        return reply.code(404).send(fail(CODE.notFound, t(req, 'notFound')));
      }
      throw err;
    }
  }

  app.get<{ Params: { id: string }; Querystring: { t?: string } }>(
    '/obt/pdf/invoice/:id',
    { schema: invoicePdfSchema },
    async (req, reply) => sendPdf(req, reply, 'invoice', (auth) => invoices.invoicePdf(auth, req.params.id)),
  );
  app.get<{ Params: { id: string }; Querystring: { t?: string } }>(
    '/obt/pdf/itinerary/:id',
    { schema: itineraryPdfSchema },
    async (req, reply) =>
      sendPdf(req, reply, 'itinerary', (auth) => invoices.itineraryPdf(auth, req.params.id, req.locale)),
  );
}
