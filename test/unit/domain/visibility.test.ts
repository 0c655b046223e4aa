import { DEFAULT_KHLX, isHiddenForSK, isVisibleFor, parseKhlx } from '../../../src/domain';

describe('SPEC §6 khlx customer type', () => {
  it('defaults to 1 and may hold several comma-separated values', () => {
    expect(DEFAULT_KHLX).toBe('1');
    expect(parseKhlx(undefined)).toEqual(['1']);
    expect(parseKhlx('')).toEqual(['1']);
    expect(parseKhlx(' 2, SK ,,3')).toEqual(['2', 'SK', '3']);
  });

  it('empty condition is visible', () => {
    expect(isVisibleFor(undefined, '2')).toBe(true);
    expect(isVisibleFor('', undefined)).toBe(true);
    expect(isVisibleFor('  ', 'SK')).toBe(true);
  });

  it('single value: visible if khlx has it', () => {
    expect(isVisibleFor('1', undefined)).toBe(true);
    expect(isVisibleFor('2', undefined)).toBe(false);
    expect(isVisibleFor('2', '1,2')).toBe(true);
    expect(isVisibleFor('3', '1,2')).toBe(false);
    // Whole values only, no substring matches.
    expect(isVisibleFor('1', '12')).toBe(false);
  });

  it('OR list A|B: any', () => {
    expect(isVisibleFor('2|3', '3')).toBe(true);
    expect(isVisibleFor('2|3', '1')).toBe(false);
    expect(isVisibleFor('2|1', undefined)).toBe(true);
  });

  it('AND list A&B: all', () => {
    expect(isVisibleFor('2&3', '2,3')).toBe(true);
    expect(isVisibleFor('2&3', '3')).toBe(false);
    expect(isVisibleFor('1&SK', 'SK,1')).toBe(true);
  });

  it('mixed forms read as OR of AND groups', () => {
    expect(isVisibleFor('2&3|4', '4')).toBe(true);
    expect(isVisibleFor('2&3|4', '2')).toBe(false);
    expect(isVisibleFor('2&3|4', '3,2')).toBe(true);
  });
});

describe('SPEC §6 SK rule', () => {
  it('hides SK-marked elements when khlx has SK', () => {
    expect(isHiddenForSK('SK')).toBe(true);
    expect(isHiddenForSK('1,SK')).toBe(true);
    expect(isHiddenForSK('1')).toBe(false);
    expect(isHiddenForSK(undefined)).toBe(false);
    expect(isHiddenForSK('SKY')).toBe(false);
  });
});
