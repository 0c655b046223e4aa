/**
 * Train waitlist ('bench', 候补) calls (SPEC §7 Train: /train/hbOrder/book, /train/hbOrder/detail,
 * /train/hbOrder/list, trHbOrderCancel). Shapes in contract/trainBench.ts.
 */
import type { PageData } from './contract/envelope';
import type {
  BenchBookData,
  BenchBookRequest,
  BenchListItem,
  BenchListRequest,
  BenchOrderDetail,
  BenchOrderIdRequest,
} from './contract/trainBench';
import { type Answer, GET, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import { request } from './transport';

const P = '/obt/train';

/** Places a waitlist order (prepaid at the cashier). One idempotency key per booking intent. */
export const hbOrderBook = (
  body: BenchBookRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<BenchBookData> => request(`${P}/hbOrder/book`, body, write(idempotencyKey));

export const hbOrderDetail = (query: BenchOrderIdRequest): Answer<BenchOrderDetail> =>
  request(`${P}/hbOrder/detail`, query, GET);

/** The caller's waitlist orders, paged. */
export const hbOrderList = (body: BenchListRequest = {}): Answer<PageData, BenchListItem> =>
  request(`${P}/hbOrder/list`, body);

/** Cancels a waitlist order before it secures a seat; a paid one is refunded in full. */
export const trHbOrderCancel = (
  query: BenchOrderIdRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<BenchOrderDetail> => request(`${P}/trHbOrderCancel`, query, write(idempotencyKey, GET));
