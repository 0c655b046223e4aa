/**
 * The waitlist form's store (SPEC §4 ticket grabbing, §9): which classes may be added (same route and day, on sale,
 * not blocked by the policy, sold-out waitlist classes or classes with seats), at most 5 classes, the prepayment at
 * the highest price for every passenger, the company's required fields, and the request it books.
 */
import type { TrainItem } from '../../../src/api/contract/train';
import { BENCH_MAX_CANDIDATES } from '../../../src/api/contract/trainBench';
import { createBenchStores, type BenchBookingSource } from '../../../src/packages/train/bench/benchStore';
import { NO_RULES, fromCandidate } from '../../../src/stores/booking';
import { fakeBenchApi } from './benchHarness';
import { SELF, at, seat, train, TOMORROW } from './bookingHarness';

function form(rules = NO_RULES, extra: Partial<BenchBookingSource> = {}) {
  const booking: BenchBookingSource = {
    travellers: [fromCandidate(SELF), { ...fromCandidate({ ...SELF, name: '李四', empId: 'e2' }), key: 'e:e2' }],
    contact: { linkman: '张三', linkTel: '13800000001', linkEmail: '' },
    costCenter: null,
    project: null,
    violation: { reasonId: '', text: '' },
    insuranceChoices: {},
    remark: '',
    rules,
    ...extra,
  };
  const stores = createBenchStores({ api: fakeBenchApi().api, now: () => at('10:00') });
  return { f: stores.newForm(booking), booking };
}

const sold = (code: string, time: string, price: number): TrainItem =>
  train({
    trainId: `${code}_${TOMORROW}_VNP_AOH`,
    trainCode: code,
    depTime: `${TOMORROW} ${time}`,
    seats: [seat({ seatKey: `${code}_${TOMORROW}_VNP_AOH|O`, seatCount: 0, isBench: true, price })],
  });

describe('waitlist form', () => {
  it('offers classes of the same route and day only, never one the policy forbids or one without seats or waitlist', () => {
    const { f } = form();
    const g1 = sold('G1', '09:00', 553);
    f.start({ train: g1, seat: g1.seats[0]! });
    const otherDay = train({ trainCode: 'G5', depTime: `2099-01-01 09:00` });
    const otherRoute = train({
      trainCode: 'G7',
      to: { code: 'NKH', name: '南京南', cityCode: 'NJH', cityName: '南京' },
    });
    const g9 = train({
      trainCode: 'G9',
      seats: [
        seat({ seatKey: 'G9|O', seatCount: 0, isBench: false }),
        seat({ seatKey: 'G9|M', seatType: 'M', seatCount: 4, wb: 2 }),
        seat({ seatKey: 'G9|9', seatType: '9', seatCount: 2, isBench: false }),
      ],
    });
    const keys = f.alternatives([g1, otherDay, otherRoute, g9]).map((c) => c.seat.seatKey);
    expect(keys).toEqual(['G9|9']);
  });

  it('takes at most 5 classes and prepays the highest price for every passenger', () => {
    const { f } = form();
    const trains = ['G1', 'G3', 'G5', 'G7', 'G9', 'G11'].map((c, i) => sold(c, `0${i + 3}:00`.slice(-5), 500 + i * 10));
    f.start({ train: trains[0]!, seat: trains[0]!.seats[0]! });
    for (const tr of trains.slice(1)) f.toggle({ train: tr, seat: tr.seats[0]! });
    expect(f.candidates).toHaveLength(BENCH_MAX_CANDIDATES);
    expect(f.unitFen).toBe(54000);
    expect(f.totalFen).toBe(2 * 54000);
    expect(f.latest).toBe(`${TOMORROW} 07:00`);
  });

  it("asks for the company's required cost centre and project before booking, then books them", () => {
    const { f, booking } = form({ ...NO_RULES, costCenterRequired: true, projectRequired: true });
    const g1 = sold('G1', '18:00', 553);
    f.start({ train: g1, seat: g1.seats[0]! });
    expect(f.problem).toMatchObject({ key: 'booking.error.costCenterRequired', area: 'costCenter' });
    booking.costCenter = { costCenterId: 'cc1', code: 'C1', name: '研发' };
    expect(f.problem).toMatchObject({ key: 'booking.error.projectRequired', area: 'project' });
    booking.project = { projectId: 'p1', code: 'P1', name: '项目一' };
    expect(f.problem).toBeNull();
    expect(f.request()).toMatchObject({
      seatKeys: [g1.seats[0]!.seatKey],
      latestDepTime: `${TOMORROW} 18:00`,
      costCenterId: 'cc1',
      projectId: 'p1',
      linkman: '张三',
    });
    expect(f.request().psgList.map((p) => p.psgName)).toEqual(['张三', '李四']);
  });

  it('books the contact, e-mail and remark, and never insurance or a violation reason (a waitlist order has neither)', () => {
    const { f, booking } = form(NO_RULES, {
      insuranceChoices: { [fromCandidate(SELF).key]: ['bx1'] },
      violation: { reasonId: 'r1', text: '时间紧急' },
    });
    const g1 = sold('G1', '18:00', 553);
    f.start({ train: g1, seat: g1.seats[0]! });
    booking.contact = { linkman: ' 张三 ', linkTel: '13800000001', linkEmail: 'zs@example.com' };
    booking.remark = ' 靠窗 ';
    const body = f.request();
    expect(body).toMatchObject({
      linkman: '张三',
      linkTel: '13800000001',
      linkEmail: 'zs@example.com',
      remark: '靠窗',
    });
    expect(body).not.toHaveProperty('insurance');
    expect(body).not.toHaveProperty('violationReasonId');
    expect(body).not.toHaveProperty('violationReasonText');
  });
});
