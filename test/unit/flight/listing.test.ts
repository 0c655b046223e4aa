import type { FlightItem } from '../../../src/api/contract/flight';
import {
  NO_FILTERS,
  activeFilterCount,
  byCodePoint,
  filterFlights,
  filterOptions,
  filterTransfers,
  sortFlights,
  timeBandOf,
  toggleValue,
} from '../../../src/packages/flight/listing';
// The flight list renders through the shared windowed list.
import { visibleRange } from '../../../src/components/WindowedList/visibleRange';

function f(no: string, dep: string, price: number, extra: Partial<FlightItem> = {}): FlightItem {
  const airport = (code: string) => ({ code, name: code, cityCode: code, cityName: code, terminal: '' });
  return {
    flightId: `${no}_2026-11-23`,
    flightNo: no,
    airline: { code: no.slice(0, 2), name: no.slice(0, 2) },
    codeshareOf: '',
    planeType: '',
    dep: airport('PEK'),
    arr: airport('SHA'),
    depTime: `2026-11-23 ${dep}`,
    arrTime: `2026-11-23 ${dep}`,
    arriveDays: 0,
    durationMin: 120,
    stops: 0,
    stopCity: '',
    meal: false,
    tax: 50,
    lowest: {
      fareKey: no,
      cabinCode: 'Y',
      cabinClass: 'Y',
      cabinName: 'Y',
      price,
      discount: 50,
      seats: 9,
      ruleSummary: '',
    },
    ...extra,
  };
}

const LIST = [
  f('CA1', '08:00', 700.5),
  f('MU2', '06:30', 500),
  f('CZ3', '21:10', 500, {
    stops: 1,
    stopCity: 'X',
    dep: { code: 'PKX', name: 'PKX', cityCode: 'BJS', cityName: '', terminal: '' },
  }),
  f('CA4', '13:45', 0.1 + 0.2),
];
const nos = (list: FlightItem[]) => list.map((x) => x.flightNo);

describe('flight list sorting', () => {
  it('sorts by departure time or price, both directions, ties broken by the other key then the number', () => {
    expect(nos(sortFlights(LIST, { by: 'time', dir: 'asc' }))).toEqual(['MU2', 'CA1', 'CA4', 'CZ3']);
    expect(nos(sortFlights(LIST, { by: 'time', dir: 'desc' }))).toEqual(['CZ3', 'CA4', 'CA1', 'MU2']);
    // Prices compare in fen: 0.1 + 0.2 is 30 fen, 500 ties break by time.
    expect(nos(sortFlights(LIST, { by: 'price', dir: 'asc' }))).toEqual(['CA4', 'MU2', 'CZ3', 'CA1']);
    expect(nos(sortFlights(LIST, { by: 'price', dir: 'desc' }))).toEqual(['CA1', 'MU2', 'CZ3', 'CA4']);
    expect(nos(LIST)).toEqual(['CA1', 'MU2', 'CZ3', 'CA4']);
  });

  it("sorts without localeCompare (its first call builds ICU's collator inside the first render)", () => {
    const spy = jest.spyOn(String.prototype, 'localeCompare');
    try {
      const ties = [...LIST, f('CA0', '08:00', 700.5), f('3U9', '08:00', 700.5)];
      expect(nos(sortFlights(ties, { by: 'time', dir: 'asc' }))).toEqual(['MU2', '3U9', 'CA0', 'CA1', 'CA4', 'CZ3']);
      sortFlights(ties, { by: 'price', dir: 'desc' });
      filterOptions(ties);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('byCodePoint orders the fixed-format keys as localeCompare does', () => {
    const keys = [
      '2026-11-23 08:00',
      '2026-11-23 07:59',
      '2026-11-24 00:00',
      '2026-12-01 23:59',
      'CA1',
      'CA10',
      'CA2',
      '3U8881',
      'MU5101',
      'PEK',
      'PKX',
      'SHA',
      'B6',
    ];
    const sign = (n: number) => Math.sign(n);
    for (const a of keys) for (const b of keys) expect(sign(byCodePoint(a, b))).toBe(sign(a.localeCompare(b)));
  });
});

describe('flight list filters', () => {
  it('time bands cover the day', () => {
    expect(
      ['00:00', '05:59', '06:00', '11:59', '12:00', '18:00', '23:59'].map((t) => timeBandOf(`2026-11-23 ${t}`)),
    ).toEqual(['night', 'night', 'morning', 'morning', 'afternoon', 'evening', 'evening']);
  });

  it('filters by airline, airports, time band and direct only; groups combine with AND, values with OR', () => {
    expect(nos(filterFlights(LIST, NO_FILTERS))).toEqual(nos(LIST));
    expect(nos(filterFlights(LIST, { ...NO_FILTERS, airlines: ['CA'] }))).toEqual(['CA1', 'CA4']);
    expect(nos(filterFlights(LIST, { ...NO_FILTERS, airlines: ['CA', 'CZ'], directOnly: true }))).toEqual([
      'CA1',
      'CA4',
    ]);
    expect(nos(filterFlights(LIST, { ...NO_FILTERS, depAirports: ['PKX'] }))).toEqual(['CZ3']);
    expect(nos(filterFlights(LIST, { ...NO_FILTERS, timeBands: ['morning', 'evening'] }))).toEqual([
      'CA1',
      'MU2',
      'CZ3',
    ]);
    expect(nos(filterFlights(LIST, { ...NO_FILTERS, arrAirports: ['XXX'] }))).toEqual([]);
    expect(activeFilterCount({ ...NO_FILTERS, airlines: ['CA', 'MU'], directOnly: true })).toBe(2);
    expect(toggleValue(toggleValue(['a'], 'b'), 'a')).toEqual(['b']);
  });

  it('offers the airlines and airports present, cheapest first, with counts', () => {
    const o = filterOptions(LIST);
    expect(o.airlines).toEqual([
      { code: 'CA', name: 'CA', count: 2, lowest: 0.1 + 0.2 },
      { code: 'CZ', name: 'CZ', count: 1, lowest: 500 },
      { code: 'MU', name: 'MU', count: 1, lowest: 500 },
    ]);
    expect(o.depAirports.map((a) => a.code)).toEqual(['PEK', 'PKX']);
  });

  it('connections drop out with direct only and match airline on either leg', () => {
    const tr = {
      transferId: 't',
      legs: [LIST[0], LIST[1]] as [FlightItem, FlightItem],
      transferCity: 'W',
      layoverMin: 60,
      price: 1,
    };
    expect(filterTransfers([tr], { ...NO_FILTERS, directOnly: true })).toEqual([]);
    expect(filterTransfers([tr], { ...NO_FILTERS, airlines: ['MU'] })).toEqual([tr]);
    expect(filterTransfers([tr], { ...NO_FILTERS, airlines: ['CZ'] })).toEqual([]);
  });
});

describe('windowed list range', () => {
  it('renders the rows in view plus a buffer, clamped to the list', () => {
    expect(visibleRange(0, 600, 100, 500, 5)).toEqual({ first: 0, last: 11 });
    expect(visibleRange(25_000, 600, 100, 500, 5)).toEqual({ first: 245, last: 261 });
    expect(visibleRange(49_900, 600, 100, 500, 5)).toEqual({ first: 494, last: 500 });
    expect(visibleRange(0, 600, 100, 0, 5)).toEqual({ first: 0, last: 0 });
    expect(visibleRange(-50, 600, 100, 3, 5)).toEqual({ first: 0, last: 3 });
  });
});
