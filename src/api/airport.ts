/**
 * Airport services: lounge (rest room), check-in, fast security check, guest pass (SPEC §7 Airport services).
 * The static service data file on a cloud storage host is not an /obt call: it belongs to the hosts layer.
 */
import { request } from './transport';
import { type Answer, type Obj, write } from './call';
import { newIdempotencyKey } from './helpers/idempotency';

export const apRepLoungeQueryList = (body: Obj): Answer => request('/obt/airport/shopping/apRepLounge/queryList', body);
export const apRepLoungeDetail = (body: Obj): Answer => request('/obt/airport/shopping/apRepLounge/detail', body);
/** Check-in service enquiry. */
export const checkEnquiry = (body: Obj): Answer => request('/obt/airport/shopping/check/enquiry', body);
export const securityQuerySecuList = (body: Obj): Answer =>
  request('/obt/airport/shopping/security/querySecuList', body);
export const guestsQueryByFlightNo = (body: Obj): Answer =>
  request('/obt/airport/shopping/guests/queryByFlightNo', body);
export const queryFacilities = (body: Obj): Answer => request('/obt/airport/set/facilities/queryFacilities', body);

export const bookOrder = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/airport/order/bookOrder', body, write(idempotencyKey));
export const airportOrderDetail = (body: Obj): Answer => request('/obt/airport/order/orderDetail', body);
export const airportOrderCancel = (body: Obj, idempotencyKey: string = newIdempotencyKey()): Answer =>
  request('/obt/airport/order/cancel', body, write(idempotencyKey));
