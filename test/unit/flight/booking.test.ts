/**
 * The pure rules of the flight booking form (src/packages/flight/booking): the SPEC §5 client checks, the policy
 * result per traveller (SPEC §5 'selected travellers must comply'), the price sheet's input (SPEC §9 money in fen)
 * and the bookV3 / checkXyhBmd requests (SPEC §7).
 */
import type { InsuranceProduct, MatchClbzData } from '../../../src/api/contract';
import { NO_RULES, fromCandidate, type BookingTraveller } from '../../../src/stores/booking';
import type { TravellerCandidate } from '../../../src/api/contract';
import type { TripChoice } from '../../../src/components/tripRequest/tripRequestStore';
import { passengerMix, type FareChoice } from '../../../src/packages/flight/flightStore';
import { psgTypeOf } from '../../../src/components/booking/validate';
import { checkForm, type FormInput } from '../../../src/packages/flight/booking/checks';
import { CABIN, FLIGHT } from '../../fixtures/flightFare';
import { anyViolation, combinePolicy, policyRefs } from '../../../src/packages/flight/booking/policy';
import { priceInput, safePriceDetail } from '../../../src/packages/flight/booking/price';
import { bookRequest, whitelistRequest } from '../../../src/packages/flight/booking/request';

function person(partial: Partial<TravellerCandidate> & { name: string }): BookingTraveller {
  return fromCandidate({
    clkFlag: 2,
    empId: '',
    contactsId: '',
    enName: '',
    deptName: '',
    empRank: '',
    sex: 'M',
    born: '1990-03-15',
    phoneNumber: '138****0001',
    email: '',
    documents: [{ idType: 'ID', masked: '110***********1234', ref: `doc-${partial.name}`, expiry: '' }],
    ...partial,
  });
}

const ME = person({ name: '张三', empId: 'e1' });
const CHILD = person({ name: '小明', empId: 'e3', born: '2020-05-01' });

const SEGMENT: FareChoice = { flight: FLIGHT, cabin: CABIN };

const INSURANCE = { bxid: 'bx1', bxmc: '航空意外险', saleprice: 20 } as InsuranceProduct;

function formInput(patch: Partial<FormInput> = {}): FormInput {
  return {
    travellers: [ME],
    travelDate: '2026-12-01',
    tripEnd: '2026-12-01',
    contact: { linkman: '张三', linkTel: '13800000001', linkEmail: '' },
    costCenterId: null,
    projectId: null,
    violation: { reasonId: '', text: '' },
    remark: '',
    delivery: { sendMode: 0, recipient: '', phone: '', email: '', address: null },
    rules: NO_RULES,
    policy: null,
    ...patch,
  };
}

const violating = (mustComply: boolean) => ({
  byKey: { [ME.key]: { compliant: false, violations: [{ code: 'cabinClass', text: '公务舱' }] } },
  mustComply,
});

const choice = (patch: Partial<TripChoice> = {}): TripChoice => ({
  product: '10901',
  ccsqdId: 'q1',
  ccsqdNo: 'SQ1',
  ccsy: '',
  mdd: '',
  dateBegin: '2026-11-29',
  dateEnd: '2026-12-03',
  routeId: 'r1',
  route: null,
  windowFrom: '2026-11-29',
  windowTo: '2026-12-03',
  remainingFen: 150000,
  area: 'transport',
  travellers: [],
  confirmedBooked: false,
  ...patch,
});

describe('flight booking form checks (SPEC §5)', () => {
  it('passes a complete form', () => {
    expect(checkForm(formInput()).first).toBeNull();
  });

  it('contact mobile and e-mail formats; the first problem is the one shown', () => {
    const p = checkForm(formInput({ contact: { linkman: '', linkTel: '12345', linkEmail: 'x' } }));
    expect(p.contact).toEqual({
      linkman: 'booking.error.linkmanRequired',
      linkTel: 'v.mobile.format',
      linkEmail: 'v.email.format',
    });
    expect(p.first).toEqual({ key: 'booking.error.linkmanRequired' });
  });

  it('cost centre and project where the company requires them; remark at most 200 characters', () => {
    const p = checkForm(
      formInput({ rules: { ...NO_RULES, costCenterRequired: true, projectRequired: true }, remark: '长'.repeat(201) }),
    );
    expect(p.costCenter).toBe('booking.error.costCenterRequired');
    expect(p.project).toBe('booking.error.projectRequired');
    expect(p.remark).toBe('v.remark.tooLong');
  });

  it('a violation needs a reason; where the company requires compliance it blocks', () => {
    expect(checkForm(formInput({ policy: violating(false) })).violation).toBe('booking.error.violationRequired');
    expect(
      checkForm(formInput({ policy: violating(false), violation: { reasonId: 'r1', text: '' } })).first,
    ).toBeNull();
    const blocked = checkForm(formInput({ policy: violating(true) }));
    expect(blocked.blocked).toBe(true);
    expect(blocked.first).toEqual({ key: 'booking.policy.blocked' });
  });

  it('through a trip request: required under bookStyle 2, dates inside its window, a reason over its budget', () => {
    const trip = {
      required: true,
      choice: null,
      dates: ['2026-12-01'],
      overBudget: false,
      reason: { reasonId: '', text: '' },
    };
    expect(checkForm(formInput({ trip })).trip).toBe('tripBooking.required');
    const outside = checkForm(formInput({ trip: { ...trip, choice: choice({ windowTo: '2026-11-30' }) } }));
    expect(outside.first).toEqual({
      key: 'tripBooking.outsideWindow',
      values: { from: '2026-11-29', to: '2026-11-30' },
    });
    const over = checkForm(formInput({ trip: { ...trip, choice: choice(), overBudget: true } }));
    expect(over.overBudget).toBe('tripBooking.overBudget.required');
  });

  it('names the traveller whose details are missing', () => {
    const p = checkForm(
      formInput({ travellers: [ME, { ...person({ name: '李四', empId: 'e2' }), documentRef: '', documents: [] }] }),
    );
    expect(p.traveller?.index).toBe(1);
    expect(p.first?.traveller).toBe('李四');
  });
});

describe('policy per traveller (SPEC §5 travel standard)', () => {
  it('asks about the travellers on file, and the booker for a person added in the form', () => {
    const added = { ...person({ name: '新人' }), key: 'n:1' };
    expect(policyRefs([ME, added], { empId: 'e1' })).toEqual([{ empId: 'e1' }]);
    expect(policyRefs([added], { empId: 'e9' })).toEqual([{ empId: 'e9' }]);
  });

  it('combines every segment: outside on one segment is outside for the trip', () => {
    const answer = (compliant: boolean): MatchClbzData => ({
      results: [
        {
          traveller: { empId: 'e1' },
          name: '张三',
          policy: { compliant, violations: compliant ? [] : [{ code: 'x', text: '超标' }] },
        },
      ],
      mustComply: false,
    });
    const policy = combinePolicy([ME], [{ empId: 'e1' }], [answer(true), answer(false)], { empId: 'e1' });
    expect(policy.byKey[ME.key]).toEqual({ compliant: false, violations: [{ code: 'x', text: '超标' }] });
    expect(anyViolation(policy, [ME])).toBe(true);
    expect(anyViolation(null, [ME])).toBe(false);
  });
});

describe('price sheet input (SPEC §9 money in fen)', () => {
  it('prices every traveller on every segment with insurance and the service fee per ticket', () => {
    const input = priceInput([SEGMENT], [ME], '2026-12-01', {
      insuranceProducts: [INSURANCE],
      insuranceChoices: { [ME.key]: ['bx1'] },
      rules: { ...NO_RULES, serviceFee: 20 },
    });
    expect(input).toEqual({
      segments: [{ fares: [{ psgType: 1, fareFen: 100000, taxFen: 11000 }] }],
      insurance: [{ name: '航空意外险', priceFen: 2000, count: 1 }],
      serviceFeeFen: 2000,
      tickets: 1,
    });
    expect(safePriceDetail(input).totalFen).toBe(115000);
  });

  it('counts the passenger mix for pricing (at least one adult)', () => {
    const on = (t: BookingTraveller) => ({ psgType: psgTypeOf(t, '2026-12-01') });
    expect(passengerMix([ME, CHILD].map(on))).toEqual({ adults: 1, children: 1, infants: 0 });
    expect(passengerMix([])).toEqual({ adults: 1, children: 0, infants: 0 });
  });
});

describe('bookV3 and checkXyhBmd requests (SPEC §7)', () => {
  const form = {
    travellers: [ME],
    contact: { linkman: ' 张三 ', linkTel: '13800000001', linkEmail: '' },
    costCenter: null,
    project: null,
    violation: { reasonId: 'r1', text: '' },
    insuranceChoices: {},
    delivery: { sendMode: 0 as const, recipient: '', phone: '', email: '', address: null },
    remark: '',
  };

  it('sends a document on file as its reference, the reason only when violating, the confirmations and trip fields', () => {
    const req = bookRequest([SEGMENT], 1, form, '2026-12-01', true, true, { ccsqdId: 'q1', routeId: 'r1' });
    expect(req).toMatchObject({
      fareKeys: ['fk-1'],
      tripType: 1,
      linkman: '张三',
      violationReasonId: 'r1',
      confirmDuplicate: true,
      ccsqdId: 'q1',
      routeId: 'r1',
      sendMode: 0,
      orderFrom: 'h5',
    });
    expect(req.psgList[0]).toMatchObject({ psgName: '张三', idno: '', documentRef: 'doc-张三', empId: 'e1' });
    const plain = bookRequest([SEGMENT], 1, form, '2026-12-01', false, false);
    expect(plain.violationReasonId).toBeUndefined();
    expect(plain.confirmDuplicate).toBeUndefined();
  });

  it('the whitelist check names who flies by document or reference', () => {
    expect(whitelistRequest(['fk-1'], [ME])).toEqual({
      fareKeys: ['fk-1'],
      psgList: [{ psgName: '张三', documentRef: 'doc-张三', empId: 'e1' }],
    });
  });
});
