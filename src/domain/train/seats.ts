/**
 * Train seat classes (SPEC §3 train seat, §9 seat names): the operator's codes in SPEC §9's order and their names
 * in both languages. Client and server read seat names from here (the order detail keeps the name as sold).
 */
/**
 * Seat class code: the same union as the train contract's `SeatType` (the domain imports nothing outside itself).
 */
export type SeatType = 'WZ' | '1' | '2' | '3' | '4' | '6' | '9' | 'O' | 'M' | 'F' | 'P' | 'I' | 'J' | 'A' | 'D';

/** Every seat class code, in the order of SPEC §9's seat names. */
export const SEAT_TYPES: readonly SeatType[] = [
  'WZ',
  '1',
  '2',
  '3',
  '4',
  '6',
  '9',
  'O',
  'M',
  'F',
  'P',
  'I',
  'J',
  'A',
  'D',
];

/** Seat class names (SPEC §9). */
export const SEAT_NAMES: Record<SeatType, { zh: string; en: string }> = {
  WZ: { zh: '无座', en: 'No seat' },
  '1': { zh: '硬座', en: 'Hard seat' },
  '2': { zh: '软座', en: 'Soft seat' },
  '3': { zh: '硬卧', en: 'Hard sleeper' },
  '4': { zh: '软卧', en: 'Soft sleeper' },
  '6': { zh: '高级软卧', en: 'Deluxe soft sleeper' },
  '9': { zh: '商务座', en: 'Business class' },
  O: { zh: '二等座', en: 'Second class' },
  M: { zh: '一等座', en: 'First class' },
  F: { zh: '动卧', en: 'Bullet sleeper' },
  P: { zh: '特等座', en: 'Special class' },
  I: { zh: '一等卧', en: 'First-class sleeper' },
  J: { zh: '二等卧', en: 'Second-class sleeper' },
  A: { zh: '高级动卧', en: 'Deluxe bullet sleeper' },
  D: { zh: '优选一等座', en: 'Preferred first class' },
};

/** Whether a string is a seat class code. */
export function isSeatType(code: string): code is SeatType {
  return Object.prototype.hasOwnProperty.call(SEAT_NAMES, code);
}

/** A seat class's name in a language. */
export function seatName(seatType: SeatType, locale: 'zh-CN' | 'en-US'): string {
  const names = SEAT_NAMES[seatType];
  return locale === 'en-US' ? names.en : names.zh;
}

/** Position of a seat class in SPEC §9's order (unknown codes last): for sorting seats of a train. */
export function seatOrder(seatType: SeatType): number {
  const i = SEAT_TYPES.indexOf(seatType);
  return i < 0 ? SEAT_TYPES.length : i;
}
