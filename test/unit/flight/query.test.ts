import type { Place } from '../../../src/components/CityPicker/search';
import {
  addDays,
  cityByName,
  freshQuery,
  isOnSale,
  pushHistory,
  validateQuery,
  type FlightQuery,
} from '../../../src/packages/flight/query';

const BJS = { code: 'BJS', name: '北京', cityCode: 'BJS' };
const PEK = { code: 'PEK', name: '首都', cityCode: 'BJS' };
const SHA = { code: 'SHA', name: '上海', cityCode: 'SHA' };
const TODAY = '2026-11-22';
const base: FlightQuery = {
  tripType: 1,
  depCity: BJS,
  arrCity: SHA,
  depDate: '2026-11-23',
  retDate: '',
  cabinClass: '',
};

describe('flight search validation (SPEC §5)', () => {
  it('names the first problem', () => {
    expect(validateQuery(base, TODAY)).toBeNull();
    expect(validateQuery({ ...base, arrCity: null }, TODAY)).toBe('cityRequired');
    expect(validateQuery({ ...base, arrCity: BJS }, TODAY)).toBe('sameCity');
    // An airport counts as its city.
    expect(validateQuery({ ...base, arrCity: PEK }, TODAY)).toBe('sameCity');
    expect(validateQuery({ ...base, depDate: '' }, TODAY)).toBe('dateRequired');
    expect(validateQuery({ ...base, depDate: '2026-11-21' }, TODAY)).toBe('pastDate');
    expect(validateQuery({ ...base, depDate: TODAY }, TODAY)).toBeNull();
    expect(validateQuery({ ...base, depDate: '2027-11-23' }, TODAY)).toBe('outOfRange');
    expect(validateQuery({ ...base, tripType: 2, retDate: '' }, TODAY)).toBe('returnRequired');
    expect(validateQuery({ ...base, tripType: 2, retDate: '2026-11-22' }, TODAY)).toBe('returnBeforeDep');
    expect(validateQuery({ ...base, tripType: 2, retDate: '2026-11-23' }, TODAY)).toBeNull();
    // One-way ignores the return date.
    expect(validateQuery({ ...base, retDate: '2026-01-01' }, TODAY)).toBeNull();
  });

  it('sells 365 days ahead, across month and year ends', () => {
    expect(isOnSale('2027-11-22', TODAY)).toBe(true);
    expect(isOnSale('2027-11-23', TODAY)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('search history and remembered form', () => {
  it('keeps 10 routes, newest first, one per route and trip type', () => {
    let list = pushHistory([], { tripType: 1, depCity: BJS, arrCity: SHA });
    list = pushHistory(list, { tripType: 2, depCity: BJS, arrCity: SHA });
    list = pushHistory(list, { tripType: 1, depCity: BJS, arrCity: SHA });
    expect(list.map((h) => h.tripType)).toEqual([1, 2]);
    for (let i = 0; i < 12; i += 1)
      list = pushHistory(list, { tripType: 1, depCity: BJS, arrCity: { ...SHA, code: `C${i}` } });
    expect(list).toHaveLength(10);
    expect(list[0].arrCity.code).toBe('C11');
  });

  it('ignores what storage holds that is not a form and moves stale dates', () => {
    const fallback: FlightQuery = { ...base, retDate: '2026-11-25' };
    expect(freshQuery(undefined, TODAY, fallback)).toEqual(fallback);
    const odd = { tripType: 7, depCity: 'x', cabinClass: 'Z', depDate: 42 } as unknown as Partial<FlightQuery>;
    expect(freshQuery(odd, TODAY, fallback)).toEqual(fallback);
    expect(
      freshQuery({ tripType: 2, depDate: '2026-12-01', retDate: '2026-11-28', cabinClass: 'C' }, TODAY, fallback),
    ).toEqual({
      ...fallback,
      tripType: 2,
      depDate: '2026-12-01',
      retDate: '2026-12-03',
      cabinClass: 'C',
    });
  });
});

describe('a city named by another product (the train list suggesting a flight)', () => {
  const geo = (code: string, name: string, altName: string, kind: Place['kind'] = 'city'): Place => ({
    code,
    kind,
    name,
    altName,
    cityCode: code,
    cityName: name,
    pinyin: '',
    jianpin: '',
    initial: 'A',
    countryName: '中国',
    hot: 0,
  });
  const places = [
    geo('PEK', '北京首都国际机场', 'Beijing Capital', 'airport'),
    geo('BJS', '北京', 'Beijing'),
    geo('SIA', '西安', "Xi'an"),
  ];

  it('finds the city by its name in either language, case, spaces and apostrophes aside', () => {
    expect(cityByName(places, '北京')?.code).toBe('BJS');
    expect(cityByName(places, ' beijing ')?.code).toBe('BJS');
    expect(cityByName(places, 'XIAN')?.code).toBe('SIA');
  });

  it('knows no airport, station, partial or empty name', () => {
    expect(cityByName(places, '北京首都国际机场')).toBeNull();
    expect(cityByName(places, '北京南')).toBeNull();
    expect(cityByName(places, '北')).toBeNull();
    expect(cityByName(places, '')).toBeNull();
  });
});
