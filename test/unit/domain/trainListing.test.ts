/** The train list's pure rules (src/packages/train/search/listing.ts): what a seat offers (SPEC §4, §9), sorting, filters. */
import {
  NO_FILTERS,
  filterCount,
  filterOptions,
  lowestFen,
  matchesFilters,
  orderedSeats,
  seatOffer,
  sortTrains,
} from '../../../src/packages/train/search/listing';
import { addCalendarDays, chinaToday } from '../../../src/domain/time';
import { trainDay, trainItem, trainSeat } from '../../fixtures/trains';

// No rule here reads the clock; the day is still taken from it, like every train test's.
const DAY = addCalendarDays(chinaToday(Date.now()), 1);
const [G1, G3, D5, K7, G9] = trainDay(DAY) as [
  ReturnType<typeof trainItem>,
  ReturnType<typeof trainItem>,
  ReturnType<typeof trainItem>,
  ReturnType<typeof trainItem>,
  ReturnType<typeof trainItem>,
];

describe('what a seat offers (SPEC §4 train sale, §9 waitlist)', () => {
  it('books a reservable train’s seat with count > 0 and wb ≠ 2', () => {
    expect(seatOffer(G1, G1.seats[0]!, true)).toBe('book');
    expect(seatOffer(G1, G1.seats[1]!, true)).toBe('book');
    expect(seatOffer(G1, G1.seats[2]!, true)).toBe('none');
  });

  it('offers the waitlist for a sold-out waitlist class while benches are open', () => {
    expect(seatOffer(G3, G3.seats[0]!, true)).toBe('waitlist');
    expect(seatOffer(G3, G3.seats[0]!, false)).toBe('none');
    expect(seatOffer(G3, G3.seats[1]!, true)).toBe('none');
    const forbidden = { ...G3.seats[0]!, wb: 2 as const };
    expect(seatOffer(G3, forbidden, true)).toBe('none');
  });

  it('offers nothing on a suspended train or one not yet on sale', () => {
    expect(seatOffer(D5, D5.seats[0]!, true)).toBe('none');
    expect(seatOffer(G9, G9.seats[0]!, true)).toBe('none');
  });
});

describe('sorting and filters', () => {
  it('sorts by price in fen and breaks ties by departure', () => {
    expect(lowestFen(K7)).toBe(15650);
    expect(sortTrains([G9, D5, G1], { by: 'price', dir: 'asc' }).map((t) => t.trainCode)).toEqual(['G1', 'D5', 'G9']);
    expect(sortTrains([G1, K7], { by: 'arr', dir: 'desc' }).map((t) => t.trainCode)).toEqual(['K7', 'G1']);
  });

  it('combines groups with AND and values with OR; high-speed only keeps G, C and D', () => {
    expect(matchesFilters(K7, NO_FILTERS, true)).toBe(false);
    expect(matchesFilters(D5, NO_FILTERS, true)).toBe(true);
    const f = { ...NO_FILTERS, types: ['G' as const, 'K' as const], depBands: ['18-24' as const] };
    expect(filterCount(f)).toBe(3);
    expect([G1, K7].filter((t) => matchesFilters(t, f, false)).map((t) => t.trainCode)).toEqual(['K7']);
  });

  it('offers the types and stations present with counts; seats in SPEC §9 order', () => {
    const options = filterOptions([G1, G3, K7]);
    expect(options.types).toEqual([
      { value: 'G', count: 2 },
      { value: 'K', count: 1 },
    ]);
    expect(options.fromStations).toEqual([{ value: 'VNP', name: '北京南', count: 3 }]);
    const mixed = trainItem(DAY, {
      code: 'Z9',
      dep: 600,
      run: 600,
      seats: (id) => [trainSeat(id, '4'), trainSeat(id, 'WZ'), trainSeat(id, '1')],
    });
    expect(orderedSeats(mixed).map((s) => s.seatType)).toEqual(['WZ', '1', '4']);
  });
});
