/** Chinese resident ID numbers, GB 11643 (SPEC §5 "Chinese ID"). */
import type { ValidationResult } from './validationCodes';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** First two digits allowed: the province list of SPEC §5. */
export const PROVINCE_CODES: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
];
const PROVINCES: ReadonlySet<string> = new Set(PROVINCE_CODES);

/** Check character for the first 17 digits, or null when they are not 17 digits. */
export function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  WEIGHTS.forEach((w, i) => {
    sum += Number(first17.charAt(i)) * w;
  });
  return CHECK_CHARS.charAt(sum % 11);
}

/** 15-digit (pre-1999) number to 18: insert '19' after the 6-digit area code and append the check char. */
export function convertId15To18(id15: string): string | null {
  if (!/^\d{15}$/.test(id15)) return null;
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + (idCheckChar(first17) as string);
}

/** Upper-cased 18-char form of a 15- or 18-char input, or null when neither shape fits. */
function normalise(id: string): string | null {
  const s = id.trim().toUpperCase();
  if (/^\d{15}$/.test(s)) return convertId15To18(s);
  if (/^\d{17}[\dX]$/.test(s)) return s;
  return null;
}

function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return d <= days;
}

function birthParts(id18: string): [number, number, number] {
  return [Number(id18.slice(6, 10)), Number(id18.slice(10, 12)), Number(id18.slice(12, 14))];
}

/**
 * Validates a Chinese ID number (18 chars, or 15 digits converted first). Checks, in order:
 * format, province region, birth date (real date, year 1700–2500), checksum. A lower-case x is accepted.
 */
export function checkIdCard(id: string | null | undefined): ValidationResult {
  if (id == null || id.trim() === '') return 'idCard.empty';
  const id18 = normalise(id);
  if (id18 === null) return 'idCard.format';
  if (!PROVINCES.has(id18.slice(0, 2))) return 'idCard.region';
  const [y, m, d] = birthParts(id18);
  if (y < 1700 || y > 2500 || !isValidDate(y, m, d)) return 'idCard.birthday';
  if (idCheckChar(id18.slice(0, 17)) !== id18.charAt(17)) return 'idCard.checksum';
  return null;
}

/** Birth date 'YYYY-MM-DD' of a valid ID number, else null. */
export function birthDateFromId(id: string | null | undefined): string | null {
  if (checkIdCard(id) !== null) return null;
  const id18 = normalise(id as string) as string;
  return `${id18.slice(6, 10)}-${id18.slice(10, 12)}-${id18.slice(12, 14)}`;
}

/** Sex of a valid ID number ('M' odd 17th digit, 'F' even), as the traveller's sex field; else null. */
export function sexFromId(id: string | null | undefined): 'M' | 'F' | null {
  if (checkIdCard(id) !== null) return null;
  const id18 = normalise(id as string) as string;
  return Number(id18.charAt(16)) % 2 === 1 ? 'M' : 'F';
}
