/**
 * Pure rules of the train booking form and order screens: seat preferences (letters on G/D seats, berths on
 * sleepers), the price sheet in fen with child height bands (SPEC §9), the form's SPEC §5 train checks, and the
 * services of an order (refund and change closed within 4 hours of departure, SPEC §5).
 */
import { fromCandidate, type BookingTraveller } from '../../../src/stores/booking';
import type { BookingRules } from '../../../src/api/contract';
import { NO_RULES } from '../../../src/stores/booking';
import { bookingPreference, preferenceOf, togglePreference } from '../../../src/packages/train/booking/seatPreference';
import { childFareFen, trainPriceDetail, trainPriceInput } from '../../../src/packages/train/booking/price';
import { checkTrainForm, type TrainFormInput } from '../../../src/packages/train/booking/checks';
import { trainPsgList } from '../../../src/packages/train/booking/passengers';
import { connectionMinutes, trainServices } from '../../../src/packages/train/orders/view';
import { order, train } from './fixtures';

/** A valid 18-digit ID number for a birth date (region 110101, checksum computed). */
function idFor(born: string, seq = 123): string {
  const body = `110101${born.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

function traveller(name: string, born: string, partial: Partial<BookingTraveller> = {}): BookingTraveller {
  return {
    ...fromCandidate({
      clkFlag: 2,
      empId: `e-${name}`,
      contactsId: '',
      name,
      enName: '',
      deptName: '',
      empRank: '',
      sex: 'M',
      born,
      phoneNumber: '',
      email: '',
      documents: [],
    }),
    idno: idFor(born, name.length * 7),
    ...partial,
  };
}

describe('seat preference', () => {
  it('offers seat letters on G/C/D seat classes and berths on sleepers, nothing on hard seats', () => {
    expect(preferenceOf(train(), 'O')).toEqual({ kind: 'letters', options: ['A', 'B', 'C', 'D', 'F'] });
    expect(preferenceOf(train(), 'M')).toEqual({ kind: 'letters', options: ['A', 'C', 'D', 'F'] });
    expect(preferenceOf(train({ trainType: 'Z' }), 'O')).toEqual({ kind: 'none' });
    expect(preferenceOf(train({ trainType: 'K' }), '3')).toEqual({
      kind: 'berths',
      options: ['lower', 'middle', 'upper'],
    });
    expect(preferenceOf(train({ trainType: 'K' }), '4')).toEqual({ kind: 'berths', options: ['lower', 'upper'] });
    expect(preferenceOf(train({ trainType: 'K' }), '1')).toEqual({ kind: 'none' });
  });

  it('a connection offers what both legs share', () => {
    const g = train();
    expect(
      bookingPreference([
        { train: g, seatType: 'O' },
        { train: g, seatType: 'M' },
      ]),
    ).toEqual({
      kind: 'letters',
      options: ['A', 'C', 'D', 'F'],
    });
    expect(
      bookingPreference([
        { train: g, seatType: 'O' },
        { train: train({ trainType: 'K' }), seatType: '3' },
      ]),
    ).toEqual({ kind: 'none' });
  });

  it('keeps at most one choice per passenger, dropping the oldest', () => {
    const offered = ['A', 'B', 'C', 'D', 'F'];
    let chosen = togglePreference([], 'A', offered, 2);
    chosen = togglePreference(chosen, 'F', offered, 2);
    expect(chosen).toEqual(['A', 'F']);
    expect(togglePreference(chosen, 'C', offered, 2)).toEqual(['F', 'C']);
    expect(togglePreference(chosen, 'A', offered, 2)).toEqual(['F']);
    expect(togglePreference(chosen, 'Z', offered, 2)).toEqual(['A', 'F']);
  });
});

describe('price sheet (fen)', () => {
  it('charges a child ticket at half price to half a yuan (rounded half up), no ticket under 1.2 m', () => {
    expect(childFareFen(55300)).toBe(27650);
    expect(childFareFen(12345)).toBe(6150);
    expect(childFareFen(12350)).toBe(6200);
    expect(childFareFen(12349)).toBe(6150);
    const detail = trainPriceDetail(
      trainPriceInput(
        [553, 0.1 + 0.2],
        [
          { key: 'a', band: 'adult' },
          { key: 'b', band: 'child' },
          { key: 'c', band: 'free' },
        ],
        { products: [], choices: {} },
        5,
      ),
    );
    // Leg 1: 553 + 276.50; leg 2: 0.30 + 0 (half of 0.30 to half a yuan); service fee 5 × 4 tickets.
    expect(detail.totalFen).toBe(55300 + 27650 + 30 + 0 + 2000);
    expect(detail.lines.filter((l) => l.kind === 'fare')).toHaveLength(4);
  });

  it('counts insurance per passenger and leg', () => {
    const input = trainPriceInput(
      [100, 200],
      [
        { key: 'a', band: 'adult' },
        { key: 'b', band: 'adult' },
      ],
      {
        products: [
          { bxid: 'x', bxmc: '乘意险', saleprice: 20 } as never,
          { bxid: 'y', bxmc: '延误险', saleprice: 10 } as never,
        ],
        choices: { a: ['x'], b: ['x', 'y'] },
      },
      0,
    );
    expect(input.insurance).toEqual([
      { name: '乘意险', priceFen: 2000, count: 4 },
      { name: '延误险', priceFen: 1000, count: 2 },
    ]);
    expect(trainPriceDetail(input).totalFen).toBe(60000 + 8000 + 2000);
  });
});

describe('form checks (SPEC §5 train)', () => {
  const base = (partial: Partial<TrainFormInput> = {}): TrainFormInput => ({
    travellers: [traveller('张三', '1990-03-07', { phone: '13800000001' })],
    travelDate: '2026-12-01',
    tripEnd: '2026-12-01',
    bands: {},
    contact: { linkman: '张三', linkTel: '13800000001', linkEmail: '' },
    costCenterId: null,
    projectId: null,
    violation: { reasonId: '', text: '' },
    remark: '',
    rules: NO_RULES as BookingRules,
    violating: false,
    blocked: false,
    ...partial,
  });

  it('passes a complete form', () => {
    expect(checkTrainForm(base()).first).toBeNull();
  });

  it('requires a contact mobile', () => {
    const p = checkTrainForm(base({ contact: { linkman: '张三', linkTel: '', linkEmail: '' } }));
    expect(p.contact.linkTel).toBe('trainBooking.error.contactMobile');
    expect(p.first?.key).toBe('trainBooking.error.contactMobile');
  });

  it('needs at least one traveller', () => {
    expect(checkTrainForm(base({ travellers: [] })).first?.key).toBe('v.passenger.empty');
  });

  it('asks the height band of a child', () => {
    const child = traveller('李小宝', '2020-05-01');
    const input = base({ travellers: [base().travellers[0] as BookingTraveller, child] });
    const p = checkTrainForm(input);
    expect(p.bands[child.key]).toBe('trainBooking.error.heightRequired');
    expect(p.first).toEqual({ key: 'trainBooking.error.heightRequired', traveller: '李小宝' });
    expect(checkTrainForm({ ...input, bands: { [child.key]: 'child' } }).bands).toEqual({});
  });

  it('refuses two travellers sharing a phone', () => {
    const a = traveller('张三', '1990-03-07', { phone: '13800000001' });
    const b = traveller('李四', '1991-03-07', { phone: '13800000001' });
    expect(checkTrainForm(base({ travellers: [a, b] })).first?.key).toBe('v.passenger.phoneDuplicate');
  });

  it('blocks a seat the company forbids (wb 2) and wants a reason above the standard (wb 1)', () => {
    expect(checkTrainForm(base({ violating: true, blocked: true })).first?.key).toBe('trainBooking.policy.blocked');
    expect(checkTrainForm(base({ violating: true })).first?.key).toBe('booking.error.violationRequired');
    expect(checkTrainForm(base({ violating: true, violation: { reasonId: 'r1', text: '' } })).first).toBeNull();
  });

  it("sends a child's band and a rail passenger's clkId", () => {
    const child = traveller('李小宝', '2020-05-01');
    const list = trainPsgList([child], '2026-12-01', { [child.key]: 'free' }, { [child.key]: 'clk9' });
    expect(list[0]).toMatchObject({ psgType: 2, heightBand: 'free', clkId: 'clk9' });
  });
});

describe('order services', () => {
  const dep = Date.UTC(2026, 11, 1, 1); // 2026-12-01 09:00 China time, the fixture's departure

  it('offers refund and change until 4 hours before departure, then explains they are closed', () => {
    const o = order();
    expect(trainServices(o, dep - 5 * 3600_000)).toMatchObject({ refund: true, change: true, afterSalesClosed: false });
    expect(trainServices(o, dep - 4 * 3600_000)).toMatchObject({ refund: true, afterSalesClosed: false });
    expect(trainServices(o, dep - 3 * 3600_000)).toMatchObject({
      refund: false,
      change: false,
      afterSalesClosed: true,
    });
  });

  it("follows the server's flags and offers the itinerary once issued", () => {
    const unpaid = order({
      orderStatus: 'awaitingPayment',
      paid: false,
      actions: { cancel: true, pay: true, refund: false, change: false },
    });
    expect(trainServices(unpaid, dep - 86400_000)).toEqual({
      pay: true,
      cancel: true,
      refund: false,
      change: false,
      resend: false,
      afterSalesClosed: false,
    });
    expect(trainServices(order(), dep - 86400_000).resend).toBe(true);
  });

  it('measures the connection of a transfer order', () => {
    const a = train({ depTime: '2026-12-01 08:00', arrTime: '2026-12-01 10:10' });
    const b = train({ trainCode: 'G7', depTime: '2026-12-01 10:55', arrTime: '2026-12-01 12:00' });
    const o = order({
      transferFlag: 1,
      legs: [
        { legId: 'L2', seq: 2, train: b, seatType: 'O', seatName: '二等座', price: 1 },
        { legId: 'L1', seq: 1, train: a, seatType: 'O', seatName: '二等座', price: 1 },
      ],
    });
    expect(connectionMinutes(o)).toBe(45);
    expect(connectionMinutes(order())).toBeNull();
  });
});
