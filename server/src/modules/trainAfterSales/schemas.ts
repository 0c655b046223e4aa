/** Route schemas of train refunds and changes, checked against the contract types (answers serialise through them). */
import type { SeatType, StationRef, TrainItem, TrainSeat } from '../../../../src/api/contract/train';
import type {
  AfterSalesCancelData,
  AfterSalesSummary,
  AfterSalesTicket,
  ApplyTrChangeData,
  ApplyTrRefundData,
  ConfirmTrChangeData,
  FeeExpectLine,
  FindTrRefundOrdersQuery,
  OrderFeeExpectData,
  OrderFeeExpectRequest,
  SaveTrRefundData,
  SaveTrRefundRequest,
  TimelineRow,
  TrChangeOrderAddData,
  TrChangeOrderAddRequest,
  TrainAfterSalesQuery,
  TrainChangeDetail,
  TrainChangeIdQuery,
  TrainChangeItem,
  TrainRefundDetail,
  TrainRefundIdQuery,
  TrainRefundItem,
  TrainSubOrderQuery,
} from '../../../../src/api/contract/trainAfterSales';
import { SEAT_TYPES } from '../../../../src/domain/train/seats';
import { arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';

const ID = str({ minLength: 1, maxLength: 64 });
const TICKET_IDS = arr(ID, { minItems: 1, maxItems: 9 });
const SEAT_TYPE = oneOf(SEAT_TYPES as readonly SeatType[], 'string');
const REASON = str({ maxLength: 200 });
const TIMELINE = arr(obj<TimelineRow>({ status: str(), at: str(), note: str() }));

const STATION = obj<StationRef>({ code: str(), name: str(), cityCode: str(), cityName: str() });
const SEAT = obj<TrainSeat>({
  seatKey: str(),
  seatType: SEAT_TYPE,
  seatName: str(),
  price: num(),
  seatCount: int(),
  seatDiscount: num(),
  wb: oneOf([0, 1, 2]),
  isBench: bool(),
  policy: { type: 'object' },
});
const TRAIN = obj<TrainItem>({
  trainId: str(),
  trainCode: str(),
  trainType: str(),
  startStationName: str(),
  endStationName: str(),
  from: STATION,
  to: STATION,
  depTime: str(),
  arrTime: str(),
  runTime: str(),
  runMinutes: int(),
  arriveDays: int(),
  saleDateTime: str(),
  idCardTicket: bool(),
  seats: arr(SEAT),
});

const TICKET = obj<AfterSalesTicket>({
  ticketId: str(),
  legId: str(),
  psgName: str(),
  psgType: oneOf([1, 2, 3]),
  trainCode: str(),
  fromStation: str(),
  fromName: str(),
  toStation: str(),
  toName: str(),
  depTime: str(),
  arrTime: str(),
  seatType: SEAT_TYPE,
  seatName: str(),
  coach: str(),
  seatNo: str(),
  ticketNo: str(),
  price: num(),
  ticketStatus: str(),
  paperTicket: bool(),
  allowed: bool(),
  reason: oneOf(['', 'leadTime', 'paperTicket', 'notIssued'], 'string'),
  reasonText: str(),
});

const ORDER_QUERY = obj<TrainAfterSalesQuery>({ orderId: ID }, ['orderId']);

export const applyTrRefundSchema = {
  querystring: ORDER_QUERY,
  response: reply(
    obj<ApplyTrRefundData>({ orderId: str(), orderNo: str(), tickets: arr(TICKET), busy: bool(), ruleText: str() }),
  ),
};

export const applyTrChangeSchema = {
  querystring: ORDER_QUERY,
  response: reply(
    obj<ApplyTrChangeData>({
      orderId: str(),
      orderNo: str(),
      tickets: arr(TICKET),
      busy: bool(),
      ruleText: str(),
      legs: arr(
        obj<ApplyTrChangeData['legs'][number]>({
          legId: str(),
          fromStation: str(),
          toStation: str(),
          fromName: str(),
          toName: str(),
          depDate: str(),
        }),
      ),
    }),
  ),
};

const FEE_LINE = obj<FeeExpectLine>({
  ticketId: str(),
  psgName: str(),
  price: num(),
  newPrice: num(),
  percent: int(),
  fee: num(),
  refund: num(),
  pay: num(),
});

export const orderFeeExpectSchema = {
  body: obj<OrderFeeExpectRequest>(
    { orderId: ID, kind: oneOf([1, 2]), ticketIds: TICKET_IDS, seatKey: str({ maxLength: 128 }) },
    ['orderId', 'kind', 'ticketIds'],
  ),
  response: reply(
    obj<OrderFeeExpectData>({
      kind: oneOf([1, 2]),
      lines: arr(FEE_LINE),
      totalFee: num(),
      totalRefund: num(),
      totalPay: num(),
    }),
  ),
};

export const saveTrRefundSchema = {
  body: obj<SaveTrRefundRequest>({ orderId: ID, ticketIds: TICKET_IDS, reason: REASON }, [
    'orderId',
    'ticketIds',
    'reason',
  ]),
  response: reply(
    obj<SaveTrRefundData>({ refundId: str(), refundNo: str(), status: str(), totalFee: num(), totalRefund: num() }),
  ),
};

const SUMMARY = obj<AfterSalesSummary>({ id: str(), orderNo: str(), status: str(), amount: num(), createdAt: str() });

export const listSchema = {
  querystring: obj<FindTrRefundOrdersQuery>({ orderId: ID }, ['orderId']),
  response: reply(undefined, SUMMARY),
};

const SUB_QUERY = obj<TrainSubOrderQuery>({ orderId: ID, refundId: ID, changeId: ID });

export const refundDetailSchema = {
  querystring: SUB_QUERY,
  response: reply(
    obj<TrainRefundDetail>({
      refundId: str(),
      refundNo: str(),
      orderId: str(),
      orderNo: str(),
      status: str(),
      reason: str(),
      items: arr(
        obj<TrainRefundItem>({
          ticketId: str(),
          psgName: str(),
          trainCode: str(),
          fromName: str(),
          toName: str(),
          depTime: str(),
          seatName: str(),
          coach: str(),
          seatNo: str(),
          price: num(),
          percent: int(),
          fee: num(),
          refund: num(),
        }),
      ),
      totalFee: num(),
      totalRefund: num(),
      returnedTo: str(),
      returnedAt: str(),
      createdAt: str(),
      timeline: TIMELINE,
      canCancel: bool(),
    }),
  ),
};

const CANCEL_DATA = obj<AfterSalesCancelData>({ id: str(), status: str() });

export const cancelRefundSchema = {
  querystring: obj<TrainRefundIdQuery>({ refundId: ID }, ['refundId']),
  response: reply(CANCEL_DATA),
};

export const changeAddSchema = {
  body: obj<TrChangeOrderAddRequest>(
    { orderId: ID, ticketIds: TICKET_IDS, seatKey: str({ minLength: 1, maxLength: 128 }), reason: REASON },
    ['orderId', 'ticketIds', 'seatKey', 'reason'],
  ),
  response: reply(
    obj<TrChangeOrderAddData>({
      changeId: str(),
      changeNo: str(),
      status: str(),
      totalPay: num(),
      totalFee: num(),
      totalRefund: num(),
      holdDeadline: str(),
    }),
  ),
};

const CHANGE_QUERY = obj<TrainChangeIdQuery>({ changeId: ID }, ['changeId']);

export const confirmChangeSchema = {
  querystring: CHANGE_QUERY,
  response: reply(
    obj<ConfirmTrChangeData>({
      changeId: str(),
      status: str(),
      payOrderId: str(),
      payAmount: num(),
      payDeadline: str(),
    }),
  ),
};

export const cancelChangeSchema = { querystring: CHANGE_QUERY, response: reply(CANCEL_DATA) };

export const changeDetailSchema = {
  querystring: SUB_QUERY,
  response: reply(
    obj<TrainChangeDetail>({
      changeId: str(),
      changeNo: str(),
      orderId: str(),
      orderNo: str(),
      status: str(),
      reason: str(),
      oldTrain: TRAIN,
      newTrain: TRAIN,
      oldSeatName: str(),
      newSeatType: SEAT_TYPE,
      newSeatName: str(),
      items: arr(
        obj<TrainChangeItem>({
          ticketId: str(),
          psgName: str(),
          oldPrice: num(),
          newPrice: num(),
          fee: num(),
          refund: num(),
          pay: num(),
          oldCoach: str(),
          oldSeatNo: str(),
          newCoach: str(),
          newSeatNo: str(),
          newTicketNo: str(),
        }),
      ),
      totalPay: num(),
      totalFee: num(),
      totalRefund: num(),
      payOrderId: str(),
      payDeadline: str(),
      holdDeadline: str(),
      createdAt: str(),
      timeline: TIMELINE,
      canConfirm: bool(),
      canCancel: bool(),
    }),
  ),
};
