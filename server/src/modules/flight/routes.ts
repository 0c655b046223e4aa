/** Domestic flight calls (SPEC §7 Flights, and the policy / airport-bus calls of §7 Common). */
import type { FastifyInstance } from 'fastify';
import type {
  AirportBusRequest,
  AirportInfoRequest,
  CancelPnrRequest,
  CheckSameOrderRequest,
  CheckXyhBmdRequest,
  FarePriceRequest,
  FareRuleRequest,
  FlightBookRequest,
  FlightPolicyListRequest,
  FlightPolicyRequest,
  MatchClbzRequest,
  OrderIdRequest,
  QueryApTrfDetailRequest,
  QueryApTrfInfoBody,
  QueryCabinRequest,
  QueryFlightRequest,
  ScheduleOrderRequest,
  TransferCityRequest,
  ValidateTimeOutRequest,
  WeekPriceRequest,
} from '../../../../src/api/contract/flight';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { airportInfo } from './airportInfo';
import { flightBooking } from './booking';
import { flightOrders } from './orders';
import * as s from './schemas';
import { flightService } from './service';

const SHOP = '/obt/flight/v3/shopping';

export async function flightRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const flights = flightService(ctx);
  const booking = flightBooking(ctx);
  const orders = flightOrders(ctx);
  const airports = airportInfo();

  // A search answer served again from the service's short cache (searchCache.ts) is the same object: its JSON is
  // kept with it, so a hit skips serialization (tens of kB) too. reply.serialize uses the route's response schema.
  // Kept as UTF-8 bytes: a string would be measured (Content-Length) and encoded again on every send, about a
  // tenth of a search's CPU for an answer of tens of kB with Chinese names.
  const queryFlightJson = new WeakMap<object, Buffer>();
  app.post<{ Body: QueryFlightRequest }>(`${SHOP}/queryFlight`, { schema: s.queryFlightSchema }, async (req, reply) => {
    const data = await flights.queryFlight(authOf(req), req.body, req.locale);
    let json = queryFlightJson.get(data);
    if (json === undefined) {
      json = Buffer.from(reply.serialize(ok(data)) as string, 'utf8');
      queryFlightJson.set(data, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.post<{ Body: QueryCabinRequest }>(`${SHOP}/queryCabin`, { schema: s.queryCabinSchema }, async (req) =>
    ok(await flights.queryCabin(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: WeekPriceRequest }>(`${SHOP}/weekPrice`, { schema: s.weekPriceSchema }, async (req) =>
    okList(await flights.weekPrice(req.body)),
  );
  for (const path of ['rule', 'ruleText']) {
    app.post<{ Body: FareRuleRequest }>(`${SHOP}/${path}`, { schema: s.ruleSchema }, async (req) =>
      ok(await flights.rule(req.body.fareKey, req.locale)),
    );
  }
  for (const path of ['patForFlight', 'getAddConPrice', 'queryFlightPrice']) {
    app.post<{ Body: FarePriceRequest }>(`${SHOP}/${path}`, { schema: s.priceSchema }, async (req) =>
      ok(await flights.price(req.body)),
    );
  }
  app.post<{ Body: MatchClbzRequest }>(`${SHOP}/matchClbz`, { schema: s.matchClbzSchema }, async (req) =>
    ok(await flights.matchClbz(authOf(req), req.body, req.locale)),
  );
  app.post<{ Body: TransferCityRequest }>(`${SHOP}/transferCity`, { schema: s.transferCitySchema }, async (req) =>
    okList(flights.transferCity(req.body, req.locale)),
  );

  app.post<{ Body: ValidateTimeOutRequest }>(
    '/obt/flight/validateTimeOut',
    { schema: s.validateTimeOutSchema },
    async (req) => ok(flights.validateTimeOut(req.body.fareKeys)),
  );
  app.post<{ Body: CheckSameOrderRequest }>(
    '/obt/flight/checkSameOrder',
    { schema: s.checkSameOrderSchema },
    async (req) => ok(await flights.checkSameOrder(authOf(req), req.body)),
  );
  app.post<{ Body: CheckXyhBmdRequest }>('/obt/flight/checkXyhBmd', { schema: s.checkXyhBmdSchema }, async (req) =>
    ok(await flights.checkXyhBmd(authOf(req), req.body, req.locale)),
  );

  app.post<{ Body: FlightBookRequest }>('/obt/flight/order/bookV3', { schema: s.bookSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.bookV3', async (trx) =>
      ok(await booking.book(trx, authOf(req), req.body, req.locale)),
    ),
  );
  app.post<{ Body: CancelPnrRequest }>('/obt/flight/order/cancelPnr', { schema: s.cancelPnrSchema }, async (req) =>
    withIdempotency(ctx, req, 'flight.cancelPnr', async (trx) =>
      ok(await booking.cancel(trx, authOf(req), req.body.orderId, (req.body.reason ?? '').trim())),
    ),
  );
  app.post<{ Body: OrderIdRequest }>('/obt/flight/order/orderDetail', { schema: s.orderDetailSchema }, async (req) =>
    ok(await orders.detail(authOf(req), req.body.orderId, req.locale)),
  );
  app.post<{ Body: ScheduleOrderRequest }>(
    '/obt/flight/order/scheduleOrder',
    { schema: s.scheduleOrderSchema },
    async (req) => okList(await orders.schedule(authOf(req), req.body, req.locale)),
  );

  app.post<{ Body: FlightPolicyListRequest }>('/obt/policy/list', { schema: s.policyListSchema }, async (req) =>
    okList(await flights.policies(authOf(req), req.body.travellers ?? [], req.locale)),
  );
  app.post<{ Body: FlightPolicyRequest }>('/obt/policy/detail', { schema: s.policyDetailSchema }, async (req) => {
    const ref = req.body.empId
      ? { empId: req.body.empId }
      : req.body.contactsId
        ? { contactsId: req.body.contactsId }
        : null;
    const [one] = await flights.policies(authOf(req), ref ? [ref] : [], req.locale);
    return ok(one);
  });

  app.post<{ Body: AirportBusRequest }>('/obt/airportBus/query', { schema: s.airportBusSchema }, async (req) =>
    okList(airports.buses(req.body.airportCode, req.body.terminal)),
  );
  app.post<{ Body: AirportInfoRequest }>(
    '/obt/flight/airport/queryApTrnInfo',
    { schema: s.terminalInfoSchema },
    async (req) => okList(airports.terminals(req.body.threeCode, req.locale, req.body.terminal)),
  );
  app.post<{ Body: AirportInfoRequest }>(
    '/obt/flight/airport/queryApAirlineInfo',
    { schema: s.airlineInfoSchema },
    async (req) => okList(airports.airlines(req.body.threeCode, req.locale, req.body.terminal)),
  );
  app.post<{ Body: QueryApTrfInfoBody }>(
    '/obt/flight/airport/queryApTrfInfo',
    { schema: s.trfInfoSchema },
    async (req) => okList(airports.transport(req.body.threeCode, req.body.terminal, req.body.trfType)),
  );
  app.post<{ Body: QueryApTrfDetailRequest }>(
    '/obt/flight/airport/queryApTrfDetail',
    { schema: s.trfDetailSchema },
    async (req) => ok(airports.transportDetail(req.body.id, req.locale)),
  );
}
