import fc from 'fast-check';
import {
  CLEAR_AREAS,
  LEG_AREAS,
  PRODUCT,
  STATE_AREAS,
  addCarLeg,
  addCarLegsFromRoute,
  addHotelLeg,
  addLeg,
  addTransportLeg,
  allLegs,
  clearAll,
  clearArea,
  emptyTripBuilder,
  legCount,
  loadTripBuilder,
  newLeg,
  removeLeg,
  setBudget,
  setTravelers,
  type TripBuilderState,
} from '../../../src/domain';

const hotel = (patch = {}) =>
  newLeg(PRODUCT.hotel, {
    departCity: 'SHA',
    departCityName: '上海',
    departDate: '2026-12-01',
    arriveDate: '2026-12-03',
    cxr: '锦江',
    cxrId: 'JJ',
    flightNo: '锦江饭店',
    fyysFen: 60000,
    ...patch,
  });

const car = (patch = {}) =>
  newLeg(PRODUCT.car, {
    departCity: 'SHA',
    departCityName: '上海',
    departDate: '2026-12-01',
    arriveDate: '2026-12-02',
    fyysFen: 20000,
    ...patch,
  });

const flight = (patch = {}) =>
  newLeg(PRODUCT.flight, {
    departCity: 'PEK',
    departCityName: '北京',
    arriveCity: 'SHA',
    arriveCityName: '上海',
    departDate: '2026-12-01',
    fyysFen: 150000,
    ...patch,
  });

describe('SPEC §4 trip builder: state areas', () => {
  it('lists the state areas of SPEC §4 and the clearable areas', () => {
    expect(STATE_AREAS).toEqual([
      'app',
      'tk',
      'tkChange',
      'tkInt',
      'tr',
      'ht',
      'htV2',
      'car',
      'visa',
      'travelInfo',
      'trip',
      'checkIn',
      'restRoom',
      'fastCheck',
      'guestPass',
      'travel',
      'inProduct',
    ]);
    expect(CLEAR_AREAS).toEqual(['flight', 'intlFlight', 'train', 'hotel', 'car', 'params', 'travelerList']);
  });

  it('starts empty with zero totals; new legs default to count 1, car legs to use type 8', () => {
    const s = emptyTripBuilder();
    for (const area of LEG_AREAS) expect(s[area]).toEqual([]);
    expect(s.params).toEqual({ jtysFen: 0, zsysFen: 0, qtysFen: 0 });
    expect(s.travelerList).toEqual([]);
    expect(newLeg(PRODUCT.hotel).fjs).toBe(1);
    expect(newLeg(PRODUCT.car).useType).toBe(8);
  });
});

describe('SPEC §4 adding a hotel leg', () => {
  it('appends to an empty list and raises the accommodation total zsys by its cost', () => {
    const r = addHotelLeg(emptyTripBuilder(), hotel());
    expect(r.outcome).toBe('added');
    expect(r.state.hotel).toHaveLength(1);
    expect(r.state.params).toEqual({ jtysFen: 0, zsysFen: 60000, qtysFen: 0 });
  });

  it('appends a leg that differs from every existing leg in the key fields', () => {
    let s = addHotelLeg(emptyTripBuilder(), hotel()).state;
    s = addHotelLeg(s, hotel({ departDate: '2026-12-05', arriveDate: '2026-12-06', fyysFen: 30000 })).state;
    const r = addHotelLeg(s, hotel({ cxr: '如家', cxrId: 'RJ', fyysFen: 10000 }));
    expect(r.outcome).toBe('added');
    expect(r.state.hotel).toHaveLength(3);
    expect(r.state.params.zsysFen).toBe(100000);
  });

  it('refuses a leg equal to an existing one in the key fields (cost and other fields do not count)', () => {
    const s = addHotelLeg(emptyTripBuilder(), hotel()).state;
    const r = addHotelLeg(s, hotel({ fyysFen: 99900, cabinName: '另一个名字', wbyy: 'x' }));
    expect(r.outcome).toBe('duplicate');
    expect(r.state).toBe(s);
    expect(r.state.params.zsysFen).toBe(60000);
  });

  it('needs a departure date, a city name and a supplier, also for the first leg', () => {
    const empty = emptyTripBuilder();
    expect(addHotelLeg(empty, hotel({ departDate: '' }))).toMatchObject({
      outcome: 'incomplete',
      missing: ['departDate'],
    });
    expect(addHotelLeg(empty, hotel({ departCityName: ' ' })).missing).toEqual(['departCityName']);
    expect(addHotelLeg(empty, hotel({ cxr: '' })).missing).toEqual(['cxr']);
    expect(addHotelLeg(empty, hotel({ departDate: '', departCityName: '', cxr: '' })).missing).toEqual([
      'departDate',
      'departCityName',
      'cxr',
    ]);
    expect(addHotelLeg(empty, hotel({ cxr: '' })).state).toBe(empty);
  });

  it('never changes the state it was given', () => {
    const s = emptyTripBuilder();
    const frozen = JSON.stringify(s);
    addHotelLeg(s, hotel());
    expect(JSON.stringify(s)).toBe(frozen);
  });
});

describe('SPEC §4 adding a car leg', () => {
  it('appends a leg with start date, end date and cost; the transport total jtys rises by the cost', () => {
    const r = addCarLeg(emptyTripBuilder(), car());
    expect(r.outcome).toBe('added');
    expect(r.state.car[0]).toMatchObject({
      proType: PRODUCT.car,
      useType: 8,
      fyysFen: 20000,
      params: { fyysFen: 20000 },
    });
    expect(r.state.params).toEqual({ jtysFen: 20000, zsysFen: 0, qtysFen: 0 });
  });

  it('only if it differs from the existing car legs', () => {
    const s = addCarLeg(emptyTripBuilder(), car()).state;
    expect(addCarLeg(s, car({ fyysFen: 5000 })).outcome).toBe('duplicate');
    const r = addCarLeg(s, car({ departDate: '2026-12-04', arriveDate: '2026-12-04', fyysFen: 5000 }));
    expect(r.outcome).toBe('added');
    expect(r.state.params.jtysFen).toBe(25000);
  });

  it('needs start date, end date and cost', () => {
    const empty = emptyTripBuilder();
    expect(addCarLeg(empty, car({ departDate: '' })).missing).toEqual(['departDate']);
    expect(addCarLeg(empty, car({ arriveDate: '' })).missing).toEqual(['arriveDate']);
    expect(addCarLeg(empty, car({ fyysFen: 0 })).missing).toEqual(['fyysFen']);
    expect(addCarLeg(empty, car({ fyysFen: -1 })).missing).toEqual(['fyysFen']);
    expect(addCarLeg(empty, car({ fyysFen: 1.5 })).outcome).toBe('incomplete');
  });
});

describe('SPEC §4 car legs from an application-form route list', () => {
  it('appends every leg with the shared cost; the transport total rises by the shared cost once', () => {
    const s = addCarLeg(emptyTripBuilder(), car()).state;
    const routes = [car({ fyysFen: 0 }), car({ departCityName: '杭州', fyysFen: 7 })];
    const r = addCarLegsFromRoute(s, routes, 30000);
    expect(r.outcome).toBe('added');
    // The first route equals the existing leg in its key fields: the list is appended as a whole anyway.
    expect(r.state.car).toHaveLength(3);
    expect(r.state.car.slice(1).map((l) => [l.fyysFen, l.params?.fyysFen, l.useType])).toEqual([
      [30000, 30000, 8],
      [30000, 30000, 8],
    ]);
    expect(r.state.params.jtysFen).toBe(50000);
  });

  it('appends nothing for an empty list or a bad cost', () => {
    const s = emptyTripBuilder();
    expect(addCarLegsFromRoute(s, [], 100).state).toBe(s);
    expect(addCarLegsFromRoute(s, [car()], -5)).toMatchObject({ outcome: 'incomplete', missing: ['fyysFen'] });
  });
});

describe('flight and train legs (the car rule applied to transport legs)', () => {
  it('appends with both cities and a date, raising jtys; refuses duplicates and the same city', () => {
    const r = addTransportLeg(emptyTripBuilder(), 'flight', flight());
    expect(r.outcome).toBe('added');
    expect(r.state.params.jtysFen).toBe(150000);
    expect(addTransportLeg(r.state, 'flight', flight()).outcome).toBe('duplicate');
    expect(addTransportLeg(r.state, 'flight', flight({ arriveCity: 'PEK', arriveCityName: '北京' })).missing).toEqual([
      'sameCity',
    ]);
    const train = addLeg(r.state, 'train', newLeg(PRODUCT.train, { ...flight(), proType: PRODUCT.train }));
    expect(train.outcome).toBe('added');
    expect(train.state.train[0]?.proType).toBe(PRODUCT.train);
    expect(train.state.params.jtysFen).toBe(300000);
  });

  it('addLeg routes hotel and car legs through their SPEC §4 rules', () => {
    expect(addLeg(emptyTripBuilder(), 'hotel', hotel()).state.params.zsysFen).toBe(60000);
    expect(addLeg(emptyTripBuilder(), 'car', car({ fyysFen: 0 })).outcome).toBe('incomplete');
  });
});

describe('SPEC §4 clear actions', () => {
  const full = (): TripBuilderState => {
    let s = emptyTripBuilder();
    s = addTransportLeg(s, 'flight', flight()).state;
    s = addTransportLeg(s, 'intlFlight', flight({ departCity: 'HKG', departCityName: '香港' })).state;
    s = addTransportLeg(s, 'train', flight()).state;
    s = addHotelLeg(s, hotel()).state;
    s = addCarLeg(s, car()).state;
    s = setBudget(s, 'qtysFen', 1000);
    return setTravelers(s, [{ key: 'e:e1', empId: 'e1', name: '张三', deptName: '研发部' }]);
  };

  it.each(['flight', 'intlFlight', 'train', 'hotel', 'car'] as const)('clearing %s empties only that list', (area) => {
    const s = full();
    const c = clearArea(s, area);
    expect(c[area]).toEqual([]);
    expect(c.params).toEqual(s.params);
    expect(legCount(c)).toBe(legCount(s) - 1);
    expect(c.travelerList).toEqual(s.travelerList);
  });

  it('clearing params zeroes the totals; clearing travelerList empties the travellers', () => {
    const s = full();
    expect(clearArea(s, 'params').params).toEqual({ jtysFen: 0, zsysFen: 0, qtysFen: 0 });
    expect(clearArea(s, 'params').hotel).toHaveLength(1);
    expect(clearArea(s, 'travelerList').travelerList).toEqual([]);
  });

  it('clear all resets every area', () => {
    expect(clearAll()).toEqual(emptyTripBuilder());
    expect(legCount(full())).toBe(5);
  });
});

describe('editing helpers', () => {
  it('removeLeg lowers the total by the leg cost (never below zero) and keeps booked legs', () => {
    let s = addHotelLeg(emptyTripBuilder(), hotel()).state;
    s = setBudget(s, 'zsysFen', 100);
    expect(removeLeg(s, 'hotel', 0)).toMatchObject({ hotel: [], params: { zsysFen: 0 } });
    const booked = addHotelLeg(emptyTripBuilder(), hotel({ routeStatus: 3 })).state;
    expect(removeLeg(booked, 'hotel', 0)).toBe(booked);
    expect(removeLeg(booked, 'hotel', 5)).toBe(booked);
  });

  it('setBudget refuses negative or fractional amounts; setTravelers drops duplicates', () => {
    const s = emptyTripBuilder();
    expect(setBudget(s, 'jtysFen', -1)).toBe(s);
    expect(setBudget(s, 'jtysFen', 0.5)).toBe(s);
    expect(setBudget(s, 'jtysFen', 12345).params.jtysFen).toBe(12345);
    const a = { key: 'e:e1', empId: 'e1', name: 'A', deptName: '' };
    const outsider = (key: string) => ({ key, empId: '', name: 'X', deptName: '' });
    expect(setTravelers(s, [a, { ...a, key: 'other', name: 'B' }]).travelerList).toEqual([a]);
    expect(setTravelers(s, [outsider('n:1'), outsider('n:2'), outsider('n:1')]).travelerList).toHaveLength(2);
  });

  it('loadTripBuilder puts saved legs in their areas and keeps the saved totals', () => {
    const s = loadTripBuilder(
      [flight(), hotel(), car(), newLeg(10999 as typeof PRODUCT.car)],
      { jtysFen: 1, zsysFen: 2, qtysFen: -3 },
      [],
    );
    expect([s.flight.length, s.hotel.length, s.car.length, legCount(s)]).toEqual([1, 1, 1, 3]);
    expect(s.params).toEqual({ jtysFen: 1, zsysFen: 2, qtysFen: 0 });
    expect(allLegs(s).map((l) => l.proType)).toEqual([PRODUCT.flight, PRODUCT.hotel, PRODUCT.car]);
  });
});

describe('totals follow the added legs (property)', () => {
  it('zsys is the sum of the accepted hotel costs and jtys of the accepted car costs', () => {
    const legArb = fc.record({
      hotel: fc.boolean(),
      day: fc.integer({ min: 1, max: 5 }),
      cost: fc.integer({ min: 0, max: 1_000_000 }),
      cxr: fc.constantFrom('', 'A', 'B'),
    });
    fc.assert(
      fc.property(fc.array(legArb, { maxLength: 30 }), (items) => {
        let s = emptyTripBuilder();
        for (const it of items) {
          const date = `2026-12-0${it.day}`;
          s = it.hotel
            ? addHotelLeg(s, hotel({ departDate: date, cxr: it.cxr, fyysFen: it.cost })).state
            : addCarLeg(s, car({ departDate: date, fyysFen: it.cost })).state;
        }
        const sum = (list: readonly { fyysFen: number }[]) => list.reduce((n, l) => n + l.fyysFen, 0);
        expect(s.params.zsysFen).toBe(sum(s.hotel));
        expect(s.params.jtysFen).toBe(sum(s.car));
        expect(s.hotel.every((l) => l.cxr !== '')).toBe(true);
        expect(s.car.every((l) => l.fyysFen > 0)).toBe(true);
      }),
    );
  });
});
