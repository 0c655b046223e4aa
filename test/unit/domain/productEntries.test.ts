/**
 * Home product entries (SPEC §6 privileges, §2 query screens; issue 15: no entry leads to "page not found").
 */
import { entryNeeds, visibleEntries } from '../../../src/domain/productEntries';

const built = (urls: string[]) => (url: string) => urls.includes(url);

describe('visibleEntries', () => {
  it('keeps the granted products in display order, ignoring unknown codes', () => {
    expect(visibleEntries(['10904', '10901', '99999'], () => true)).toEqual(['10901', '10904']);
  });

  it('drops products whose screen the build lacks', () => {
    expect(visibleEntries(['10901', '10913', '11015'], built(['/tk/tkQuery']))).toEqual(['10901']);
  });

  it('offers international flights only once their own list is built (they share the flight query screen)', () => {
    expect(visibleEntries(['10901', '10902'], built(['/tk/tkQuery']))).toEqual(['10901']);
    expect(visibleEntries(['10901', '10902'], built(['/tk/tkQuery', '/tk/tkIntList']))).toEqual(['10901', '10902']);
    expect(entryNeeds('10902', undefined)).toBe('/tk/tkIntList');
  });

  it('asks for the hotel screen of the company hotel version (SPEC §6, default 2)', () => {
    expect(visibleEntries(['10903'], built(['/ht/htQuery']), 1)).toEqual(['10903']);
    expect(visibleEntries(['10903'], built(['/ht/htQuery']))).toEqual([]);
  });
});
