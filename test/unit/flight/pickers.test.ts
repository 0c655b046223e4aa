import { buildMonths, lowestPrice, nextRange } from '../../../src/components/Calendar/months';
import {
  groupByInitial,
  matchRank,
  normalize,
  searchPlaces,
  withAltNames,
  type Place,
} from '../../../src/components/CityPicker/search';
import type { GeoEntry } from '../../../src/api/contract/basedata';

const entry = (p: Partial<GeoEntry> & { code: string; name: string }): GeoEntry => ({
  kind: 'city',
  cityCode: p.code,
  cityName: p.name,
  pinyin: '',
  jianpin: '',
  initial: '',
  countryName: '',
  hot: 0,
  ...p,
});

describe('city search', () => {
  const places: Place[] = withAltNames(
    [
      entry({ code: 'BJS', name: '北京', pinyin: 'beijing', jianpin: 'bj', initial: 'B' }),
      entry({
        code: 'PEK',
        kind: 'airport',
        name: '北京首都国际机场',
        cityCode: 'BJS',
        cityName: '北京',
        pinyin: 'beijing',
        jianpin: 'bj',
        initial: 'B',
      }),
      entry({ code: 'SIA', name: '西安', pinyin: 'xian', jianpin: 'xa', initial: 'X' }),
      entry({ code: 'XMN', name: '厦门', pinyin: 'xiamen', jianpin: 'xm', initial: 'X' }),
    ],
    [
      entry({ code: 'BJS', name: 'Beijing' }),
      entry({ code: 'SIA', name: "Xi'an" }),
      entry({ code: 'PEK', kind: 'airport', name: 'Beijing Capital' }),
    ],
  );

  it('normalizes case, spaces and apostrophes', () => {
    expect(normalize(" Xi'an ")).toBe('xian');
  });

  it('ranks code, then name, then pinyin, then contains', () => {
    expect(matchRank(places[0], 'bjs')).toBe(0);
    expect(matchRank(places[0], '北')).toBe(1);
    expect(matchRank(places[0], 'Beij')).toBe(1);
    expect(matchRank(places[0], 'bj')).toBe(2);
    expect(matchRank(places[1], '首都')).toBe(3);
    expect(matchRank(places[0], 'jing')).toBe(3);
    expect(matchRank(places[3], 'amen')).toBe(4);
    expect(matchRank(places[0], '')).toBeNull();
    expect(searchPlaces(places, 'xi').map((p) => p.code)).toEqual(['SIA', 'XMN']);
    expect(searchPlaces(places, 'capital').map((p) => p.code)).toEqual(['PEK']);
  });

  it('groups cities (not airports) by initial', () => {
    expect(groupByInitial(places).map((g) => [g.initial, g.places.map((p) => p.code)])).toEqual([
      ['B', ['BJS']],
      ['X', ['XMN', 'SIA']],
    ]);
  });
});

describe('calendar months', () => {
  it('builds the months of the window with Sunday-first padding and disabled edges', () => {
    const months = buildMonths('2026-11-22', '2027-11-22');
    expect(months.map((m) => m.key)).toHaveLength(13);
    expect(months[0].key).toBe('2026-11');
    expect(months[12].key).toBe('2027-11');
    // 1 November 2026 is a Sunday; February 2028 has 29 days.
    expect(months[0].cells[0]).toEqual({ date: '2026-11-01', day: 1, disabled: true });
    expect(months[0].cells.find((c) => c?.date === '2026-11-22')?.disabled).toBe(false);
    expect(months[1].cells.filter((c) => c === null)).toHaveLength(2);
    expect(buildMonths('2028-02-01', '2028-02-29')[0].cells.filter(Boolean)).toHaveLength(29);
  });

  it('range taps and the lowest price', () => {
    expect(nextRange({ start: '', end: '' }, '2026-11-25')).toEqual({ start: '2026-11-25', end: '', done: false });
    expect(nextRange({ start: '2026-11-25', end: '' }, '2026-11-24')).toEqual({
      start: '2026-11-24',
      end: '',
      done: false,
    });
    expect(nextRange({ start: '2026-11-25', end: '' }, '2026-11-25')).toEqual({
      start: '2026-11-25',
      end: '2026-11-25',
      done: true,
    });
    expect(nextRange({ start: '2026-11-25', end: '2026-11-27' }, '2026-11-30')).toEqual({
      start: '2026-11-30',
      end: '',
      done: false,
    });
    expect(lowestPrice({ a: 5, b: null, c: 3 })).toBe(3);
    expect(lowestPrice({})).toBeNull();
  });
});
