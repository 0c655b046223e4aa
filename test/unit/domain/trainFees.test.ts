/**
 * Train refund and change money (SPEC §5 train: changes and refunds 4 hours ahead, paper tickets at the station;
 * SPEC §9 train) with the national rail operator's public refund fee rule. Times are China time and passed in: the
 * rules never read a clock, so fixed dates are safe here.
 */
import {
  TRAIN_MIN_FEE_FEN,
  feeOfAmount,
  ticketRefusal,
  trainChangeQuote,
  trainRefundFee,
  trainRefundPercent,
} from '../../../src/domain/train/fees';
import { toEpochMs } from '../../../src/domain/time';

const DEP = '2030-03-20 10:00';
const depMs = toEpochMs(DEP);
const H = 3600_000;
/** `hours` before the departure, as the caller's `now`. */
const before = (hours: number, ms = 0): number => depMs - hours * H + ms;

describe('train refund fee rate by time before departure (12306 rule)', () => {
  it('at least 8 days: free; the 8-day point itself is free', () => {
    expect(trainRefundPercent(DEP, before(30 * 24))).toBe(0);
    expect(trainRefundPercent(DEP, before(8 * 24))).toBe(0);
    expect(trainRefundPercent(DEP, before(8 * 24, 1))).toBe(5);
  });

  it('48 hours to 8 days: 5%; exactly 48 hours is still 5%', () => {
    expect(trainRefundPercent(DEP, before(100))).toBe(5);
    expect(trainRefundPercent(DEP, before(48))).toBe(5);
    expect(trainRefundPercent(DEP, before(48, 1))).toBe(10);
  });

  it('24 to 48 hours: 10%; exactly 24 hours is still 10%', () => {
    expect(trainRefundPercent(DEP, before(30))).toBe(10);
    expect(trainRefundPercent(DEP, before(24))).toBe(10);
    expect(trainRefundPercent(DEP, before(24, 1))).toBe(20);
  });

  it('under 24 hours: 20%', () => {
    expect(trainRefundPercent(DEP, before(5))).toBe(20);
    expect(trainRefundPercent(DEP, before(0))).toBe(20);
  });

  it('reads the departure in China time (10:00 China is 02:00 UTC)', () => {
    expect(trainRefundPercent('2030-03-20T02:00:00Z', before(48))).toBe(5);
    expect(trainRefundPercent(depMs, before(24, 1))).toBe(20);
  });

  it('refuses unreadable times', () => {
    expect(() => trainRefundPercent('not a time', before(1))).toThrow(RangeError);
    expect(() => trainRefundPercent(DEP, Number.NaN)).toThrow(RangeError);
  });
});

describe('train refund fee amount: nearest 0.5 yuan, at least 2 yuan, at most the ticket', () => {
  it('rounds to the nearest 0.5 yuan (under 0.25 dropped, 0.25 to 0.75 is 0.5, 0.75 up a yuan)', () => {
    // 5% of 553.00 = 27.65 → 27.50; 5% of 554.90 = 27.745 → 27.50; 5% of 555.00 = 27.75 → 28.00
    expect(feeOfAmount(55300, 5)).toBe(2750);
    expect(feeOfAmount(55490, 5)).toBe(2750);
    expect(feeOfAmount(55500, 5)).toBe(2800);
    // 10% of 102.40 = 10.24 → 10.00; 10% of 102.50 = 10.25 → 10.50
    expect(feeOfAmount(10240, 10)).toBe(1000);
    expect(feeOfAmount(10250, 10)).toBe(1050);
  });

  it('a fee of less than 2 yuan is 2 yuan, but never more than the ticket; no fee is 0', () => {
    expect(feeOfAmount(1000, 10)).toBe(TRAIN_MIN_FEE_FEN);
    expect(feeOfAmount(150, 20)).toBe(150);
    expect(feeOfAmount(1000, 0)).toBe(0);
    expect(feeOfAmount(0, 20)).toBe(0);
  });

  it('refuses negative or fractional fen', () => {
    expect(() => feeOfAmount(-1, 5)).toThrow(RangeError);
    expect(() => feeOfAmount(1.5, 5)).toThrow(RangeError);
  });

  it('trainRefundFee gives fee and money back at each tier', () => {
    expect(trainRefundFee(55300, DEP, before(9 * 24))).toEqual({ percent: 0, feeFen: 0, refundFen: 55300 });
    expect(trainRefundFee(55300, DEP, before(48))).toEqual({ percent: 5, feeFen: 2750, refundFen: 52550 });
    expect(trainRefundFee(55300, DEP, before(24))).toEqual({ percent: 10, feeFen: 5550, refundFen: 49750 });
    expect(trainRefundFee(55300, DEP, before(23))).toEqual({ percent: 20, feeFen: 11050, refundFen: 44250 });
  });
});

describe('train change money', () => {
  it('a dearer seat: pay the difference, no fee', () => {
    expect(trainChangeQuote(55300, 93300, DEP, before(30))).toEqual({
      diffFen: 38000,
      payFen: 38000,
      feeFen: 0,
      refundFen: 0,
    });
  });

  it('the same price: nothing to pay or refund', () => {
    expect(trainChangeQuote(55300, 55300, DEP, before(5))).toEqual({ diffFen: 0, payFen: 0, feeFen: 0, refundFen: 0 });
  });

  it('a cheaper seat: the difference back less the refund fee on the difference, at the original train time', () => {
    // difference 100.00: 8+ days free, 5% → 5.00, 10% → 10.00, 20% → 20.00
    expect(trainChangeQuote(55300, 45300, DEP, before(8 * 24))).toMatchObject({ feeFen: 0, refundFen: 10000 });
    expect(trainChangeQuote(55300, 45300, DEP, before(48))).toMatchObject({ feeFen: 500, refundFen: 9500 });
    expect(trainChangeQuote(55300, 45300, DEP, before(24))).toMatchObject({ feeFen: 1000, refundFen: 9000 });
    expect(trainChangeQuote(55300, 45300, DEP, before(24, 1))).toMatchObject({
      diffFen: -10000,
      payFen: 0,
      feeFen: 2000,
      refundFen: 8000,
    });
    // difference 5.00 at 10%: 0.50 → the 2-yuan minimum
    expect(trainChangeQuote(55300, 54800, DEP, before(30))).toMatchObject({ feeFen: 200, refundFen: 300 });
  });
});

describe('whether a ticket may be refunded or changed online now (SPEC §5)', () => {
  const issued = { ticketStatus: 'issued', paperTicket: false };

  it('at least 4 hours before departure; exactly 4 hours is allowed, a millisecond less is not', () => {
    expect(ticketRefusal(issued, DEP, before(4), 'refund')).toBeNull();
    expect(ticketRefusal(issued, DEP, before(4, 1), 'refund')).toBe('leadTime');
    expect(ticketRefusal(issued, DEP, before(4), 'change')).toBeNull();
    expect(ticketRefusal(issued, DEP, before(4, 60_000), 'change')).toBe('leadTime');
  });

  it('printed paper tickets are refunded only at the station, but may be changed', () => {
    const paper = { ticketStatus: 'issued', paperTicket: true };
    expect(ticketRefusal(paper, DEP, before(30), 'refund')).toBe('paperTicket');
    expect(ticketRefusal(paper, DEP, before(30), 'change')).toBeNull();
  });

  it('only issued (or changed) tickets; refunded or in-progress ones are refused', () => {
    expect(ticketRefusal({ ticketStatus: 'changed', paperTicket: false }, DEP, before(30), 'refund')).toBeNull();
    for (const s of ['', 'ticketing', 'refunding', 'refunded', 'changing']) {
      expect(ticketRefusal({ ticketStatus: s, paperTicket: false }, DEP, before(30), 'refund')).toBe('notIssued');
    }
  });
});
