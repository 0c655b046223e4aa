import { BookingStore, blankTraveller, bookingPorts, fromCandidate } from '../../../src/stores/booking';
import { combinePolicy, policyRefs } from '../../../src/packages/flight/booking/policy';
import { DEMO_USER } from '../support/stores';
import { CONTACT, COLLEAGUE, RULES, SELF, callsTo, startFakeServer, type FakeServerState } from './fakeServer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let server: FakeServerState;
beforeEach(() => {
  server = startFakeServer();
});

describe('bookingStore (issue 3 shared kit)', () => {
  it('starts with the signed-in employee as traveller and contact, with their documents on file', async () => {
    const store = new BookingStore(bookingPorts);
    store.begin(DEMO_USER.empInfo);
    expect(store.travellers.map((t) => t.key)).toEqual(['e:e1']);
    expect(store.contact).toEqual({ linkman: '张三', linkTel: '', linkEmail: 'zhangsan@demo.test' });
    await flush();
    expect(callsTo(server, '/obt/empFindList')[0]?.data).toMatchObject({ keyword: '张三', kind: 'employee' });
    expect(store.travellers[0]).toMatchObject({ documentRef: 'doc-e1', idType: 'ID', born: '1990-03-15' });
    expect(store.travellerRefs()).toEqual([{ empId: 'e1' }]);
  });

  it('keeps the form of the same employee, starts afresh for another one, and resets after a booking', async () => {
    const store = new BookingStore(bookingPorts);
    store.begin(DEMO_USER.empInfo);
    await flush();
    store.setTravellers([...store.travellers, fromCandidate(COLLEAGUE), fromCandidate(CONTACT), blankTraveller()]);
    store.setRemark('x');
    store.begin(DEMO_USER.empInfo);
    expect(store.travellers).toHaveLength(4);
    // Persons added in the form have no reference yet.
    expect(store.travellerRefs()).toEqual([{ empId: 'e1' }, { empId: 'e2' }, { contactsId: 'c1' }]);

    store.reset();
    expect(store.travellers.map((t) => t.name)).toEqual([SELF.name]);
    expect(store.remark).toBe('');

    store.begin({ ...DEMO_USER.empInfo, empId: 'e9', empName: '孙九' });
    expect(store.travellers.map((t) => t.name)).toEqual(['孙九']);
  });

  it('loads the rules and lists of a product once; default insurance applies to travellers who did not choose', async () => {
    const store = new BookingStore(bookingPorts);
    store.begin(DEMO_USER.empInfo);
    const loading = store.loadReference('10901');
    // The total the form shows waits on the service fee and default insurance: it is marked as updating until then.
    expect(store.referenceLoading).toBe(true);
    await loading;
    expect(store.referenceLoading).toBe(false);
    await store.loadReference('10901');
    expect(store.referenceLoading).toBe(false);
    expect(callsTo(server, '/obt/queryVipParameter')).toHaveLength(1);
    expect(callsTo(server, '/obt/projectList')[0]?.data).toEqual({ pageNum: 1, count: 999 });
    expect(store.rules.serviceFee).toBe(20);
    expect(store.reasons.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(store.insuranceChoices).toEqual({ 'e:e1': ['bx1'] });
    store.setInsurance({ 'e:e1': [] });
    store.setTravellers([...store.travellers, fromCandidate(COLLEAGUE)]);
    expect(store.insuranceChoices).toEqual({ 'e:e1': [], 'e:e2': ['bx1'] });
  });

  it("drops a product's reference data that answers after another product's form opened", async () => {
    const answers: Record<string, (fee: number) => void> = {};
    const store = new BookingStore({
      ...bookingPorts,
      queryVipParameter: ({ cplx }) =>
        new Promise((resolve) => {
          answers[cplx] = (serviceFee) => resolve({ code: 1, data: { ...RULES, serviceFee } });
        }),
    });
    store.begin(DEMO_USER.empInfo);
    const flight = store.loadReference('10901');
    const train = store.loadReference('10902');
    answers['10902'](5);
    await train;
    answers['10901'](20);
    await flight;
    expect(store.product).toBe('10902');
    expect(store.rules.serviceFee).toBe(5);
    expect(store.referenceLoading).toBe(false);
  });
});

describe('tkEdit policy over the trip', () => {
  it('asks about the booker for a person not on file and holds them to that result; any segment counts', () => {
    const self = fromCandidate(SELF);
    const contact = fromCandidate(CONTACT);
    const added = { ...blankTraveller(), name: '新人' };
    const refs = policyRefs([contact, added], { empId: 'e1' });
    expect(refs).toEqual([{ contactsId: 'c1' }, { empId: 'e1' }]);
    const ok = { compliant: true, violations: [] };
    const over = { compliant: false, violations: [{ code: 'discount', text: '折扣超标' }] };
    const policy = combinePolicy(
      [contact, added],
      refs,
      [
        {
          results: [
            { traveller: refs[0], name: '', policy: ok },
            { traveller: refs[1], name: '', policy: ok },
          ],
          mustComply: false,
        },
        {
          results: [
            { traveller: refs[0], name: '', policy: ok },
            { traveller: refs[1], name: '', policy: over },
          ],
          mustComply: false,
        },
      ],
      { empId: 'e1' },
    );
    expect(policy.byKey[contact.key]).toEqual(ok);
    expect(policy.byKey[added.key]).toEqual(over);
    expect(policy.byKey[self.key]).toBeUndefined();
  });
});
