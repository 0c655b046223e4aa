/** Trains, seats and orders for the unit tests of the train booking and order screens' logic. */
import type { TrainBookData, TrainItem, TrainOrderDetail, TrainSeat } from '../../../src/api/contract/train';

/** The default travel day of these fixtures (the unit tests pass their own `now`). */
const DAY = '2026-12-01';

export function seat(partial: Partial<TrainSeat> = {}, day = DAY): TrainSeat {
  return {
    seatKey: `G1_${day}_VNP_AOH|O`,
    seatType: 'O',
    seatName: '二等座',
    price: 553,
    seatCount: 20,
    seatDiscount: 100,
    wb: 0,
    isBench: true,
    ...partial,
  };
}

export function train(partial: Partial<TrainItem> = {}, day = DAY): TrainItem {
  return {
    trainId: `G1_${day}_VNP_AOH`,
    trainCode: 'G1',
    trainType: 'G',
    startStationName: '北京南',
    endStationName: '上海虹桥',
    from: { code: 'VNP', name: '北京南', cityCode: 'BJP', cityName: '北京' },
    to: { code: 'AOH', name: '上海虹桥', cityCode: 'SHH', cityName: '上海' },
    depTime: `${day} 09:00`,
    arrTime: `${day} 13:28`,
    runTime: '04:28',
    runMinutes: 268,
    arriveDays: 0,
    saleDateTime: 'reservable',
    idCardTicket: true,
    seats: [seat({}, day)],
    ...partial,
  };
}

export function order(partial: Partial<TrainOrderDetail> = {}): TrainOrderDetail {
  const t = train();
  return {
    orderId: 'T1',
    orderNo: 'TR0001',
    orderType: 11009,
    orderStatus: 'issued',
    transferFlag: 0,
    legs: [{ legId: 'L1', seq: 1, train: t, seatType: 'O', seatName: '二等座', price: 553 }],
    passengers: [
      {
        psgId: 'P1',
        psgName: '张三',
        psgType: 1,
        idType: 'ID',
        idno: '1101**********1234',
        phoneNumber: '138****0001',
        empId: 'e1',
        tickets: [
          {
            legId: 'L1',
            coach: '05',
            seatNo: '12F',
            ticketNo: 'E123456789',
            ticketStatus: 'issued',
            price: 553,
            paperTicket: false,
          },
        ],
        insurance: [],
      },
    ],
    railAccount: '',
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [],
    amount: 553,
    paid: true,
    payDeadline: '',
    createdAt: '2026-11-25 10:00',
    timeline: [],
    actions: { cancel: false, pay: false, refund: true, change: true },
    refunds: [],
    changes: [],
    ...partial,
  };
}

/** A booked train order as trBookOrder answers it (pay next). */
export const BOOKED: TrainBookData = {
  orderId: 'T9',
  orderNo: 'TR9',
  amount: 553,
  nextStep: 'pay',
  payDeadline: '',
  transferFlag: 0,
};
