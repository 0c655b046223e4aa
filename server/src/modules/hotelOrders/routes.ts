/**
 * Hotel booking and order calls (SPEC §7 Hotel versions 1 and 2): priceValidate (both versions) and v2
 * checkSameOrder, fwf/matchQuery (service fee), book and v2/book, guarantee and v2/guarantee, the credit cards, and
 * the GET order calls (detail, cancel, refunds). Writes that create orders or move money run under the request's
 * Idempotency-Key (GET ones keyed by their query).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CreditCardValidateRequest,
  EditCreditCardRequest,
  HotelBookRequest,
  HotelGuaranteeRequest,
  HotelOrderCancelData,
  HotelOrderIdQuery,
  HotelPriceValidateRequest,
  HotelSameOrderRequest,
  ServiceFeeRequest,
} from '../../../../src/api/contract/hotel';
import type {
  HotelRefundAddRequest,
  HotelRefundOrderQuery,
  HotelRefundQuery,
} from '../../../../src/api/contract/hotelAfterSales';
import type { Envelope } from '../../../../src/api/contract/envelope';
import { fenToYuan } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { IDEMPOTENCY_HEADER, runIdempotent, type IdemTrx } from '../../plugins/idempotency';
import { withIdempotency } from '../../plugins/idempotency';
import { hotelBooking } from './booking';
import { cancelHotelOrder } from './cancel';
import { hotelCards } from './cards';
import { hotelOrderDetail } from './detail';
import { guaranteeOrder } from './guarantee';
import { hotelRefunds } from './refunds';
import * as s from './schemas';
import { matchServiceFee } from './serviceFee';
import { checkSameOrder, priceValidate } from './shopping';

const SHOP = '/obt/hotel/gn/shopping';
const ORDER = '/obt/hotel/order';

type AnyEnvelope = Envelope<unknown, unknown>;

/** A GET write (SPEC §7 order actions are GET) under its Idempotency-Key, keyed by its query. */
function idempotentGet(
  ctx: AppContext,
  req: FastifyRequest,
  scope: string,
  run: (trx: IdemTrx) => Promise<AnyEnvelope>,
) {
  const auth = authOf(req);
  const raw = req.headers[IDEMPOTENCY_HEADER];
  return runIdempotent(
    ctx,
    { corpId: auth.corpId, empId: auth.empId, key: Array.isArray(raw) ? raw[0] : raw, scope, body: req.query },
    run,
  );
}

export async function hotelOrderRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const nowMs = () => ctx.now().getTime();
  const booking = hotelBooking();
  const cards = hotelCards(ctx.db);
  const refunds = hotelRefunds();

  for (const path of [`${SHOP}/priceValidate`, `${SHOP}/v2/priceValidate`]) {
    app.post<{ Body: HotelPriceValidateRequest }>(path, { schema: s.priceValidateSchema }, async (req) =>
      ok(await priceValidate(ctx.db, authOf(req), req.body, req.locale, nowMs())),
    );
  }
  app.post<{ Body: HotelSameOrderRequest }>(`${SHOP}/v2/checkSameOrder`, { schema: s.sameOrderSchema }, async (req) =>
    ok(await checkSameOrder(ctx.db, authOf(req), req.body)),
  );
  app.post<{ Body: ServiceFeeRequest }>('/obt/fwf/matchQuery', { schema: s.serviceFeeSchema }, async (req) =>
    ok(await matchServiceFee(ctx.db, authOf(req), req.body)),
  );

  for (const [path, scope] of [
    [`${ORDER}/book`, 'hotel.book'],
    [`${ORDER}/v2/book`, 'hotel.v2.book'],
  ] as const) {
    app.post<{ Body: HotelBookRequest }>(path, { schema: s.bookSchema }, async (req) =>
      withIdempotency(ctx, req, scope, async (trx) => ok(await booking.book(trx, authOf(req), req.body, nowMs()))),
    );
  }
  for (const [path, scope] of [
    [`${ORDER}/guarantee`, 'hotel.guarantee'],
    [`${ORDER}/v2/guarantee`, 'hotel.v2.guarantee'],
  ] as const) {
    app.post<{ Body: HotelGuaranteeRequest }>(path, { schema: s.guaranteeSchema }, async (req) =>
      withIdempotency(ctx, req, scope, async (trx) => ok(await guaranteeOrder(trx, authOf(req), req.body, nowMs()))),
    );
  }

  app.post<{ Body: CreditCardValidateRequest }>(
    `${ORDER}/creditcardValidate`,
    { schema: s.cardValidateSchema },
    async (req) => ok(await cards.validate(authOf(req), req.body, req.locale, nowMs())),
  );
  app.post(`${ORDER}/queryCreditcard`, { schema: s.queryCardsSchema }, async (req) =>
    ok(await cards.saved(authOf(req))),
  );
  app.post<{ Body: EditCreditCardRequest }>(`${ORDER}/editCreditcard`, { schema: s.editCardSchema }, async (req) =>
    ok(await cards.edit(authOf(req), req.body, nowMs())),
  );

  app.get<{ Querystring: HotelOrderIdQuery }>(
    `${ORDER}/hotelOrderDetail`,
    { schema: s.orderIdQuerySchema },
    async (req) => ok(await hotelOrderDetail(ctx.db, authOf(req), req.query.orderId, req.locale, nowMs())),
  );
  app.get<{ Querystring: HotelOrderIdQuery }>(
    `${ORDER}/hotelOrderCancel`,
    { schema: s.orderIdQuerySchema },
    async (req) =>
      idempotentGet(ctx, req, 'hotel.cancel', async (trx) => {
        const r = await cancelHotelOrder(trx, authOf(req), req.query.orderId, nowMs());
        const data: HotelOrderCancelData = {
          orderId: req.query.orderId,
          orderStatus: r.orderStatus,
          penalty: fenToYuan(r.penaltyFen),
        };
        return ok(data);
      }),
  );

  app.get<{ Querystring: HotelRefundOrderQuery }>(
    `${ORDER}/applyHotelRefund`,
    { schema: s.refundOrderQuerySchema },
    async (req) => ok(await refunds.apply(ctx.db, authOf(req), req.query.orderId, req.locale, nowMs())),
  );
  app.get<{ Querystring: HotelRefundAddRequest }>(
    `${ORDER}/hotelRefundAdd`,
    { schema: s.refundAddSchema },
    async (req) =>
      idempotentGet(ctx, req, 'hotel.refundAdd', async (trx) =>
        ok(await refunds.add(trx, authOf(req), req.query, nowMs())),
      ),
  );
  app.get<{ Querystring: HotelRefundQuery }>(
    `${ORDER}/hotelRefundCancel`,
    { schema: s.refundQuerySchema },
    async (req) =>
      idempotentGet(ctx, req, 'hotel.refundCancel', async (trx) =>
        ok(await refunds.cancel(trx, authOf(req), req.query.refundId, req.locale, nowMs())),
      ),
  );
  app.get<{ Querystring: HotelRefundQuery }>(
    `${ORDER}/hotelRefundDetail`,
    { schema: s.refundQuerySchema },
    async (req) => ok(await refunds.detail(ctx.db, authOf(req), req.query.refundId, req.locale)),
  );
  app.get<{ Querystring: HotelRefundOrderQuery }>(
    `${ORDER}/hotelRefundList`,
    { schema: s.refundOrderQuerySchema },
    async (req) => okList(await refunds.list(ctx.db, authOf(req), req.query.orderId)),
  );
}
