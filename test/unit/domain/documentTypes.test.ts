import { ID_TYPES, OTHER_ID_TYPES, idTypeOf, isIdType } from '../../../src/domain/documentTypes';

// SPEC §3 traveller documents / §9 document types: one list for the forms and the server schemas.
describe('document types (SPEC §3, §9)', () => {
  it('lists the identity card first, then the passport, and ends with "other"', () => {
    expect(ID_TYPES[0]).toBe('ID');
    expect(ID_TYPES[1]).toBe('PASSPORT');
    expect(ID_TYPES[ID_TYPES.length - 1]).toBe('OTHER');
    expect(new Set(ID_TYPES).size).toBe(ID_TYPES.length);
  });

  it('the "other document" types are every type but the identity card and the passport, in form order', () => {
    expect(OTHER_ID_TYPES).toEqual(ID_TYPES.filter((t) => t !== 'ID' && t !== 'PASSPORT'));
    expect(OTHER_ID_TYPES).not.toContain('ID');
    expect(OTHER_ID_TYPES).not.toContain('PASSPORT');
  });

  it('reads a stored code as a type; anything unknown is OTHER', () => {
    expect(isIdType('HK_MACAU_PASS')).toBe(true);
    expect(isIdType('id')).toBe(false);
    expect(idTypeOf('PASSPORT')).toBe('PASSPORT');
    expect(idTypeOf('DRIVING_LICENCE')).toBe('OTHER');
    expect(idTypeOf('')).toBe('OTHER');
  });
});
