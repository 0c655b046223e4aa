/** Element visibility by the company's customer type khlx (SPEC §6). */

type Maybe = string | null | undefined;

/** khlx when the company has none (SPEC §6). */
export const DEFAULT_KHLX = '1';

/** The value whose companies hide SK-marked elements (SPEC §6 "second rule"). */
export const SK_KHLX = 'SK';

/** A company's khlx values: comma-separated, trimmed; empty or missing → ['1']. */
export function parseKhlx(khlx: Maybe): string[] {
  const values = (khlx ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return values.length > 0 ? values : [DEFAULT_KHLX];
}

/**
 * Whether an element with `condition` is visible for a company's khlx. A condition is one value
 * ('2'), an OR list ('2|3': any) or an AND list ('2&3': all); empty → visible. Mixed forms read as
 * OR of AND groups ('A&B|C' = (A and B) or C).
 */
export function isVisibleFor(condition: Maybe, khlx: Maybe): boolean {
  const cond = (condition ?? '').trim();
  if (cond === '') return true;
  const have = new Set(parseKhlx(khlx));
  return cond.split('|').some((group) => {
    const needed = group
      .split('&')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    return needed.length > 0 && needed.every((v) => have.has(v));
  });
}

/** Elements marked SK-hidden are hidden when the company's khlx holds 'SK' (SPEC §6). */
export function isHiddenForSK(khlx: Maybe): boolean {
  return parseKhlx(khlx).includes(SK_KHLX);
}
