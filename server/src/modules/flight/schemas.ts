/** Route schemas of the domestic flight calls, checked against the contract types (src/api/contract/flight.ts). */
import type { PolicyMatch, PolicyViolation } from '../../../../src/api/contract/booking';
import { BOOKING_FORM_PROPS, TRAVELLER_INPUT } from '../booking/bodySchemas';
import type {
  AirlineRef,
  AirportBusItem,
  AirportBusRequest,
  AirportInfoRequest,
  AirportRef,
  ApAirlineInfo,
  ApTerminalInfo,
  ApTrfDetail,
  ApTrfInfo,
  CancelPnrData,
  CancelPnrRequest,
  CheckSameOrderData,
  CheckSameOrderRequest,
  CheckXyhBmdData,
  CheckXyhBmdRequest,
  DayPrice,
  FarePriceData,
  FarePriceRequest,
  FareRuleData,
  FareRuleRequest,
  FlightBookData,
  FlightBookRequest,
  FlightCabin,
  FlightItem,
  FlightOrderDetail,
  FlightOrderPassenger,
  FlightOrderRange,
  FlightPolicyItem,
  FlightPolicyListRequest,
  FlightPolicyRequest,
  MatchClbzData,
  MatchClbzRequest,
  OrderIdRequest,
  PassengerTypePrice,
  PriceLine,
  QueryApTrfDetailRequest,
  QueryApTrfInfoBody,
  QueryCabinData,
  QueryCabinRequest,
  QueryFlightData,
  QueryFlightRequest,
  ScheduleOrderItem,
  ScheduleOrderRequest,
  TransferCityItem,
  TransferCityRequest,
  TransferItinerary,
  TravellerRef,
  ValidateTimeOutData,
  ValidateTimeOutRequest,
  WeekPriceRequest,
} from '../../../../src/api/contract/flight';
import { DAY, type JsonSchema, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const PLACE = str({ minLength: 2, maxLength: 8 });
const CABIN_CLASS = oneOf(['Y', 'C', 'F'], 'string');
const FARE_KEY = str({ minLength: 1, maxLength: 128 });
const FARE_KEYS = arr(FARE_KEY, { minItems: 1, maxItems: 2 });
const NULLABLE_NUM: JsonSchema = { type: ['number', 'null'] };
const TIMELINE = arr(obj<FlightOrderDetail['timeline'][number]>({ status: str(), at: str(), note: str() }));

const TRAVELLER_REF = obj<TravellerRef>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) });
const TRAVELLERS = arr(TRAVELLER_REF, { maxItems: 9 });

export const AIRPORT_REF = obj<AirportRef>({
  code: str(),
  name: str(),
  cityCode: str(),
  cityName: str(),
  terminal: str(),
});
const AIRLINE_REF = obj<AirlineRef>({ code: str(), name: str() });
const POLICY = obj<PolicyMatch>({
  compliant: bool(),
  violations: arr(obj<PolicyViolation>({ code: str(), text: str() })),
});
const CABIN = obj<FlightCabin>({
  fareKey: str(),
  cabinCode: str(),
  cabinClass: CABIN_CLASS,
  cabinName: str(),
  price: num(),
  discount: num(),
  seats: int(),
  ruleSummary: str(),
  policy: POLICY,
});
const FLIGHT = obj<FlightItem>({
  flightId: str(),
  flightNo: str(),
  airline: AIRLINE_REF,
  codeshareOf: str(),
  planeType: str(),
  dep: AIRPORT_REF,
  arr: AIRPORT_REF,
  depTime: str(),
  arrTime: str(),
  arriveDays: int(),
  durationMin: int(),
  stops: int(),
  stopCity: str(),
  meal: bool(),
  tax: num(),
  lowest: CABIN,
});
const TRANSFER = obj<TransferItinerary>({
  transferId: str(),
  legs: arr(FLIGHT),
  transferCity: str(),
  layoverMin: int(),
  price: num(),
});

export const queryFlightSchema = {
  summary: 'Flights (and connections) of a route and day, with policy badges for the named travellers',
  body: obj<QueryFlightRequest>(
    {
      depCity: PLACE,
      arrCity: PLACE,
      depDate: DAY,
      cabinClass: CABIN_CLASS,
      travellers: TRAVELLERS,
      withTransfer: bool(),
    },
    ['depCity', 'arrCity', 'depDate'],
  ),
  response: reply(obj<QueryFlightData>({ flights: arr(FLIGHT), transfers: arr(TRANSFER) })),
};

export const queryCabinSchema = {
  summary: 'Cabins and fares of one flight; bookable false within 40 minutes of departure',
  body: obj<QueryCabinRequest>({ flightId: str({ minLength: 1, maxLength: 32 }), travellers: TRAVELLERS }, [
    'flightId',
  ]),
  response: reply(obj<QueryCabinData>({ flight: FLIGHT, cabins: arr(CABIN), bookable: bool() })),
};

export const weekPriceSchema = {
  summary: 'Lowest adult price per day of a route (days in list)',
  body: obj<WeekPriceRequest>(
    { depCity: PLACE, arrCity: PLACE, startDate: DAY, days: int({ minimum: 1, maximum: 31 }) },
    ['depCity', 'arrCity', 'startDate'],
  ),
  response: reply(undefined, obj<DayPrice>({ date: str(), price: NULLABLE_NUM })),
};

export const ruleSchema = {
  summary: 'Refund, change and baggage rules of a fare',
  body: obj<FareRuleRequest>({ fareKey: FARE_KEY }, ['fareKey']),
  response: reply(obj<FareRuleData>({ refundRule: str(), changeRule: str(), baggage: str(), endorse: bool() })),
};

const COUNT = (dflt: number) => int({ minimum: 0, maximum: 9, default: dflt });

export const priceSchema = {
  summary: 'Fares and taxes per passenger type from the current fares (SPEC §9 child/infant rules)',
  body: obj<FarePriceRequest>({ fareKeys: FARE_KEYS, adults: COUNT(1), children: COUNT(0), infants: COUNT(0) }, [
    'fareKeys',
  ]),
  response: reply(
    obj<FarePriceData>({
      segments: arr(
        obj<FarePriceData['segments'][number]>({
          fareKey: str(),
          prices: arr(obj<PassengerTypePrice>({ psgType: oneOf([1, 2, 3]), fare: num(), tax: num() })),
        }),
      ),
      priceChanged: bool(),
    }),
  ),
};

export const matchClbzSchema = {
  summary: 'Policy of one fare for each traveller, and whether the company requires compliance',
  body: obj<MatchClbzRequest>({ fareKey: FARE_KEY, travellers: arr(TRAVELLER_REF, { minItems: 1, maxItems: 9 }) }, [
    'fareKey',
    'travellers',
  ]),
  response: reply(
    obj<MatchClbzData>({
      results: arr(obj<MatchClbzData['results'][number]>({ traveller: TRAVELLER_REF, name: str(), policy: POLICY })),
      mustComply: bool(),
    }),
  ),
};

export const transferCitySchema = {
  summary: 'Hub cities a route can connect through',
  body: obj<TransferCityRequest>({ depCity: PLACE, arrCity: PLACE, depDate: DAY }, ['depCity', 'arrCity']),
  response: reply(undefined, obj<TransferCityItem>({ cityCode: str(), cityName: str() })),
};

export const validateTimeOutSchema = {
  summary: 'Whether the search is still valid (20-minute cache) and departure is more than 40 minutes away',
  body: obj<ValidateTimeOutRequest>({ fareKeys: FARE_KEYS }, ['fareKeys']),
  response: reply(
    obj<ValidateTimeOutData>({ valid: bool(), reason: oneOf(['', 'cacheExpired', 'tooClose'], 'string') }),
  ),
};

export const checkSameOrderSchema = {
  summary: 'Live flight orders of these travellers on the same flights',
  body: obj<CheckSameOrderRequest>(
    {
      fareKeys: FARE_KEYS,
      travellers: { ...TRAVELLERS, default: [] },
      psgNames: arr(str({ maxLength: 64 }), { maxItems: 9, default: [] }),
    },
    ['fareKeys'],
  ),
  response: reply(
    obj<CheckSameOrderData>({
      duplicates: arr(
        obj<CheckSameOrderData['duplicates'][number]>({
          orderId: str(),
          orderNo: str(),
          psgName: str(),
          flightNo: str(),
          depTime: str(),
        }),
      ),
    }),
  ),
};

export const checkXyhBmdSchema = {
  summary: 'Three-party-agreement passenger whitelist check',
  body: obj<CheckXyhBmdRequest>(
    {
      fareKeys: FARE_KEYS,
      psgList: arr(
        obj<CheckXyhBmdRequest['psgList'][number]>(
          {
            psgName: str({ minLength: 1, maxLength: 64 }),
            idno: str({ maxLength: 32 }),
            documentRef: str({ maxLength: 64 }),
            empId: str({ maxLength: 64 }),
            contactsId: str({ maxLength: 64 }),
          },
          ['psgName'],
        ),
        { maxItems: 9, default: [] },
      ),
    },
    ['fareKeys'],
  ),
  response: reply(
    obj<CheckXyhBmdData>({
      passed: bool(),
      list: arr(obj<CheckXyhBmdData['list'][number]>({ psgName: str(), airline: str(), reason: str() })),
    }),
  ),
};

export const bookSchema = {
  summary: 'Book (Idempotency-Key): every fare, seat, rule, policy and price is checked again on the server',
  body: obj<FlightBookRequest>(
    {
      fareKeys: FARE_KEYS,
      tripType: oneOf([1, 2, 3]),
      psgList: arr(TRAVELLER_INPUT, { minItems: 1, maxItems: 9 }),
      ...BOOKING_FORM_PROPS,
      sendMode: oneOf([0, 1, 2]),
      reciPient: str({ maxLength: 32 }),
      reciPhone: str({ maxLength: 20 }),
      reciAddr: str({ maxLength: 200 }),
      orderFrom: str({ maxLength: 32 }),
    },
    ['fareKeys', 'tripType', 'psgList', 'linkman', 'linkTel'],
  ),
  response: reply(
    obj<FlightBookData>({
      orderId: str(),
      orderNo: str(),
      amount: num(),
      nextStep: oneOf(['pay', 'approval', 'awaitingSubmission'], 'string'),
      payDeadline: str(),
    }),
  ),
};

export const orderDetailSchema = {
  summary: 'A flight order in my booking scope (documents and phones masked)',
  body: obj<OrderIdRequest>({ orderId: ID }, ['orderId']),
  response: reply(
    obj<FlightOrderDetail>({
      orderId: str(),
      orderNo: str(),
      orderType: int(),
      orderStatus: str(),
      tripType: oneOf([1, 2, 3]),
      ranges: arr(obj<FlightOrderRange>({ rangeId: str(), flight: FLIGHT, cabin: CABIN })),
      passengers: arr(
        obj<FlightOrderPassenger>({
          psgId: str(),
          psgName: str(),
          psgType: oneOf([1, 2, 3]),
          idType: str(),
          idno: str(),
          phoneNumber: str(),
          empId: str(),
          ticketNo: str(),
          ticketStatus: str(),
          insurance: arr(obj<FlightOrderPassenger['insurance'][number]>({ bxid: str(), bxmc: str(), price: num() })),
        }),
      ),
      linkman: str(),
      linkTel: str(),
      linkEmail: str(),
      costCenterName: str(),
      projectName: str(),
      violationReason: str(),
      remark: str(),
      ccsqdId: str(),
      ccsqdNo: str(),
      routeId: str(),
      violations: arr(obj<NonNullable<FlightOrderDetail['violations']>[number]>({ item: str(), reason: str() })),
      priceLines: arr(obj<PriceLine>({ kind: str(), label: str(), unitPrice: num(), count: int(), amount: num() })),
      amount: num(),
      paid: bool(),
      payDeadline: str(),
      createdAt: str(),
      timeline: TIMELINE,
      actions: obj<FlightOrderDetail['actions']>({
        cancel: bool(),
        pay: bool(),
        refund: bool(),
        change: bool(),
        resend: bool(),
      }),
      refunds: arr(obj<FlightOrderDetail['refunds'][number]>({ refundId: str(), status: str(), amount: num() })),
      changes: arr(obj<FlightOrderDetail['changes'][number]>({ changeId: str(), status: str(), amount: num() })),
    }),
  ),
};

export const cancelPnrSchema = {
  summary: 'Cancel an unpaid, awaiting-submission or in-approval order (Idempotency-Key); its seats are released',
  body: obj<CancelPnrRequest>({ orderId: ID, reason: str({ maxLength: 200 }) }, ['orderId']),
  response: reply(obj<CancelPnrData>({ orderId: str(), orderStatus: str() })),
};

export const scheduleOrderSchema = {
  summary: 'Flight segments of my live orders (itinerary calendar)',
  body: obj<ScheduleOrderRequest>({ dateStart: DAY, dateEnd: DAY }),
  response: reply(
    undefined,
    obj<ScheduleOrderItem>({
      orderId: str(),
      orderNo: str(),
      orderStatus: str(),
      rangeId: str(),
      flightNo: str(),
      depTime: str(),
      arrTime: str(),
      dep: AIRPORT_REF,
      arr: AIRPORT_REF,
    }),
  ),
};

const POLICY_ITEM = obj<FlightPolicyItem>({
  rankName: str(),
  cabinClasses: arr(CABIN_CLASS),
  maxDiscount: num(),
  advanceDays: int(),
  lowestFareWindowMin: int(),
  hidden: bool(),
  empId: str(),
  contactsId: str(),
  name: str(),
});

export const policyListSchema = {
  summary: "Travellers' flight standards (default: mine); hidden when the company hides the travel standard",
  body: obj<FlightPolicyListRequest>({ travellers: TRAVELLERS }),
  response: reply(undefined, POLICY_ITEM),
};

export const policyDetailSchema = {
  summary: "One traveller's flight standard (default: mine)",
  body: obj<FlightPolicyRequest>({ empId: str({ maxLength: 64 }), contactsId: str({ maxLength: 64 }) }),
  response: reply(POLICY_ITEM),
};

const THREE_CODE = str({ minLength: 3, maxLength: 3 });
const TERMINAL = str({ maxLength: 8 });

export const airportBusSchema = {
  summary: 'Airport buses of an airport',
  body: obj<AirportBusRequest>({ airportCode: THREE_CODE, terminal: TERMINAL }, ['airportCode']),
  response: reply(
    undefined,
    obj<AirportBusItem>({
      id: str(),
      airportCode: str(),
      terminal: str(),
      line: str(),
      route: str(),
      firstBus: str(),
      lastBus: str(),
      price: num(),
    }),
  ),
};

export const terminalInfoSchema = {
  summary: "An airport's terminals",
  body: obj<AirportInfoRequest>({ threeCode: THREE_CODE, terminal: TERMINAL }, ['threeCode']),
  response: reply(
    undefined,
    obj<ApTerminalInfo>({
      threeCode: str(),
      airportName: str(),
      terminal: str(),
      terminalName: str(),
      address: str(),
      phone: str(),
      airlines: arr(str()),
      services: arr(str()),
    }),
  ),
};

export const airlineInfoSchema = {
  summary: 'Airlines, check-in zones and hotlines of an airport',
  body: obj<AirportInfoRequest>({ threeCode: THREE_CODE, terminal: TERMINAL }, ['threeCode']),
  response: reply(
    undefined,
    obj<ApAirlineInfo>({
      threeCode: str(),
      terminal: str(),
      airlineCode: str(),
      airlineName: str(),
      checkInCounter: str(),
      servicePhone: str(),
    }),
  ),
};

const TRF_PROPS = {
  id: str(),
  threeCode: str(),
  terminal: str(),
  trfType: oneOf([1, 2, 3, 4]),
  name: str(),
  summary: str(),
  firstTime: str(),
  lastTime: str(),
  price: num(),
  durationMin: int(),
} as const;

export const trfInfoSchema = {
  summary: 'Ground transport of an airport (1 bus, 2 metro, 3 taxi, 4 rail/maglev)',
  body: obj<QueryApTrfInfoBody>({ threeCode: THREE_CODE, terminal: TERMINAL, trfType: oneOf([1, 2, 3, 4]) }, [
    'threeCode',
  ]),
  response: reply(undefined, obj<ApTrfInfo>(TRF_PROPS)),
};

export const trfDetailSchema = {
  summary: 'One ground transport option with its stops',
  body: obj<QueryApTrfDetailRequest>({ id: str({ minLength: 1, maxLength: 16 }) }, ['id']),
  response: reply(obj<ApTrfDetail>({ ...TRF_PROPS, stops: arr(str()), description: str(), phone: str() })),
};
