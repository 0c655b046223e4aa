/**
 * The booking kit's shared form rules every product's form is built on (src/components/booking/formChecks.ts and
 * request.ts): the checks in the form's order with the product's own between (SPEC §5 'Search and booking,
 * general'), and the kit's fields of a booking request (SPEC §7 bookV3 / trBookOrder).
 */
import { checkKitForm, type KitFormInput, type KitProblems } from '../../../src/components/booking/formChecks';
import { kitRequestFields, travellerInput, type KitRequestState } from '../../../src/components/booking/request';
import { NO_RULES, fromCandidate } from '../../../src/stores/booking';
import { SELF } from '../../components/booking/fakeServer';

/** The demo employee with an ID card on file (the booking-kit tests' fixture). */
const ME = fromCandidate(SELF);

function input(patch: Partial<KitFormInput> = {}): KitFormInput {
  return {
    travellers: [ME],
    travelDate: '2026-12-01',
    tripEnd: '2026-12-01',
    contact: { linkman: '张三', linkTel: '13800000001', linkEmail: '' },
    costCenterId: null,
    projectId: null,
    violation: { reasonId: '', text: '' },
    remark: '',
    rules: NO_RULES,
    violating: false,
    blocked: false,
    ...patch,
  };
}

const fresh = (): KitProblems => ({ first: null, traveller: null, contact: {}, blocked: false });

describe('checkKitForm', () => {
  it('finds nothing in a complete form', () => {
    expect(checkKitForm(input(), fresh(), { blockedKey: 'booking.policy.blocked' }).first).toBeNull();
  });

  it('uses the product’s block text, and asks for a reason only when not blocked', () => {
    const blocked = checkKitForm(input({ violating: true, blocked: true }), fresh(), {
      blockedKey: 'trainBooking.policy.blocked',
    });
    expect(blocked.blocked).toBe(true);
    expect(blocked.first?.key).toBe('trainBooking.policy.blocked');
    expect(blocked.violation).toBeUndefined();
    const reason = checkKitForm(input({ violating: true }), fresh(), { blockedKey: 'booking.policy.blocked' });
    expect(reason.violation).toBe('booking.error.violationRequired');
  });

  it('names the product’s message for a missing mobile, else the format check’s', () => {
    const empty = input({ contact: { linkman: '张三', linkTel: '', linkEmail: '' } });
    const train = checkKitForm(empty, fresh(), {
      blockedKey: 'booking.policy.blocked',
      emptyTelKey: 'trainBooking.error.contactMobile',
    });
    expect(train.contact.linkTel).toBe('trainBooking.error.contactMobile');
    const flight = checkKitForm(empty, fresh(), { blockedKey: 'booking.policy.blocked' });
    expect(flight.contact.linkTel).toBeDefined();
    expect(flight.contact.linkTel).not.toBe('trainBooking.error.contactMobile');
  });

  it('runs the product’s checks in the form’s order: people after the travellers, the rest last', () => {
    const order: string[] = [];
    const out = checkKitForm(input({ contact: { linkman: '', linkTel: '13800000001', linkEmail: '' } }), fresh(), {
      blockedKey: 'booking.policy.blocked',
      people: (firsts) => {
        order.push('people');
        firsts.push({ key: 'trainBooking.error.heightRequired', traveller: '小明' });
      },
      rest: (firsts) => {
        order.push('rest');
        firsts.push({ key: 'booking.error.addressRequired' });
      },
    });
    expect(order).toEqual(['people', 'rest']);
    // The product's people problem comes before the kit's contact problem.
    expect(out.first).toEqual({ key: 'trainBooking.error.heightRequired', traveller: '小明' });
    expect(out.contact.linkman).toBe('booking.error.linkmanRequired');
  });
});

describe('the kit’s request fields', () => {
  const kit = (patch: Partial<KitRequestState> = {}): KitRequestState => ({
    travellers: [ME],
    contact: { linkman: ' 张三 ', linkTel: '13800000001', linkEmail: '' },
    costCenter: null,
    project: null,
    violation: { reasonId: 'r1', text: ' 时间紧急 ' },
    insuranceChoices: { [ME.key]: ['bx1'] },
    remark: '  ',
    ...patch,
  });

  it('sends the reason only when violating, insurance by passenger index, and no blank remark', () => {
    expect(kitRequestFields(kit(), false)).toEqual({
      linkman: '张三',
      linkTel: '13800000001',
      insurance: [{ psgIndex: 0, bxid: 'bx1' }],
    });
    expect(kitRequestFields(kit(), true)).toMatchObject({ violationReasonId: 'r1', violationReasonText: '时间紧急' });
  });

  it('sends a document on file as its reference', () => {
    const p = travellerInput(ME, '2026-12-01');
    expect(p).toMatchObject({ psgName: '张三', psgType: 1, idno: '', documentRef: 'doc-e1', empId: 'e1' });
  });
});
