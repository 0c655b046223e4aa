/** International room conditions (SPEC §7 International hotel; §9 up to 10 children, at most 10 guests). */
import {
  isLatinName,
  isNationality,
  occupancyProblem,
  occupancyTotals,
  roomTakes,
  roomTakesAll,
} from '../../../src/domain/hotel/occupancy';

const room = (adults: number, ...childAges: number[]) => ({ adults, childAges });

describe('occupancyProblem', () => {
  it('accepts one adult, and a family room with children 0–17', () => {
    expect(occupancyProblem([room(1)])).toBeNull();
    expect(occupancyProblem([room(2, 0, 17)])).toBeNull();
  });
  it('refuses no room and more than 10 rooms', () => {
    expect(occupancyProblem([])).toEqual({ problem: 'noRoom', roomIndex: null });
    expect(occupancyProblem(Array.from({ length: 11 }, () => room(1)))?.problem).toBe('tooManyRooms');
  });
  it('refuses a room without an adult, naming the room', () => {
    expect(occupancyProblem([room(1), room(0, 8)])).toEqual({ problem: 'noAdult', roomIndex: 1 });
  });
  it('refuses a child older than 17 or a negative or fractional age', () => {
    expect(occupancyProblem([room(1, 18)])?.problem).toBe('childAge');
    expect(occupancyProblem([room(1, -1)])?.problem).toBe('childAge');
    expect(occupancyProblem([room(1, 2.5)])?.problem).toBe('childAge');
  });
  it('allows 10 children but not 11 (SPEC §9)', () => {
    const ten = [room(1, 1, 2, 3, 4, 5), room(1, 6, 7, 8, 9, 10)];
    expect(occupancyTotals(ten)).toEqual({ adults: 2, children: 10, guests: 12 });
    // 12 guests: the children rule is fine, the guests rule refuses.
    expect(occupancyProblem(ten)?.problem).toBe('tooManyGuests');
    expect(occupancyProblem([room(1, 1, 2, 3, 4, 5, 6), room(1, 7, 8, 9, 10, 11)])?.problem).toBe('tooManyChildren');
  });
  it('allows 10 guests but not 11 (SPEC §9)', () => {
    expect(occupancyProblem([room(4), room(3, 5), room(2)])).toBeNull();
    expect(occupancyProblem([room(4), room(4), room(3)])?.problem).toBe('tooManyGuests');
  });
});

describe('roomTakes', () => {
  const limits = { maxAdults: 2, maxChildren: 1, maxOccupancy: 3 };
  it('takes the guests within adults, children and occupancy', () => {
    expect(roomTakes(limits, room(2, 4))).toBe(true);
    expect(roomTakes(limits, room(3))).toBe(false);
    expect(roomTakes(limits, room(1, 3, 4))).toBe(false);
    expect(roomTakes({ maxAdults: 2, maxChildren: 2, maxOccupancy: 3 }, room(2, 1, 1))).toBe(false);
  });
  it('takes an occupancy only when it takes every room', () => {
    expect(roomTakesAll(limits, [room(2), room(1, 5)])).toBe(true);
    expect(roomTakesAll(limits, [room(2), room(3)])).toBe(false);
  });
});

describe('nationality and Latin names', () => {
  it('knows ISO-3166 alpha-2 codes only', () => {
    expect(isNationality('CN')).toBe(true);
    expect(isNationality('GB')).toBe(true);
    expect(isNationality('UK')).toBe(false);
    expect(isNationality('cn')).toBe(false);
    expect(isNationality('CHN')).toBe(false);
  });
  it('takes A–Z with single spaces or hyphens between parts', () => {
    expect(isLatinName('ZHANG')).toBe(true);
    expect(isLatinName('San-Feng Li')).toBe(true);
    expect(isLatinName('张三')).toBe(false);
    expect(isLatinName('Zoë')).toBe(false);
    expect(isLatinName('A--B')).toBe(false);
    expect(isLatinName('')).toBe(false);
  });
});
