/** International flights (SPEC §7 Flights: international). Online refund/change is not supported (SPEC §5). */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';
import type { FlightNeedAddData, FlightNeedAddRequest } from './contract/flight';

export const flightIntlQueryFlight = (body: Obj): Answer => request('/obt/flight/gj/shopping/queryFlight', body);
export const flightIntlPrice = (body: Obj): Answer => request('/obt/flight/gj/shopping/price', body);
export const flightIntlRule = (body: Obj): Answer => request('/obt/flight/gj/shopping/rule', body);
/** Travel-policy match. */
export const flightIntlMatchClzc = (body: Obj): Answer => request('/obt/flight/gj/shopping/matchClzc', body);
export const flightIntlBookGj = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/flight/gj/order/bookGj', body, write(idempotencyKey));
/** Demand order when no suitable flight is found. */
export const tkNeedOrderAdd = (
  body: FlightNeedAddRequest,
  idempotencyKey: string = newIdempotencyKey(),
): Answer<FlightNeedAddData> => request('/obt/flight/gj/order/tkNeedOrderAdd', body, write(idempotencyKey));
