/**
 * The document types of SPEC §3 / §9 (identity card, passport, permits…), in the order forms offer them. The one
 * list for the client (forms, pickers) and the server (request schemas, stored values).
 */
export const ID_TYPES = [
  'ID',
  'PASSPORT',
  'HK_MACAU_PASS',
  'TAIWAN_PASS',
  'HOME_RETURN',
  'TAIWAN_COMPATRIOT',
  'HMT_RESIDENT',
  'FOREIGN_PR',
  'MILITARY',
  'OTHER',
] as const;

/** A document type code. */
export type IdType = (typeof ID_TYPES)[number];

/** The types other than the identity card and the passport (the "other document" field of the profile forms). */
export type OtherIdType = Exclude<IdType, 'ID' | 'PASSPORT'>;

export const OTHER_ID_TYPES: readonly OtherIdType[] = ID_TYPES.filter(
  (t): t is OtherIdType => t !== 'ID' && t !== 'PASSPORT',
);

/** Whether a text is a known document type code. */
export function isIdType(value: string): value is IdType {
  return (ID_TYPES as readonly string[]).includes(value);
}

/** A stored or sent code as a document type; anything unknown is 'OTHER'. */
export function idTypeOf(value: string): IdType {
  return isIdType(value) ? value : 'OTHER';
}
