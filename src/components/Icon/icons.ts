/**
 * The app's icon set, drawn for this app on a 24 × 24 grid with 2-unit round strokes (see `IconData`). One named
 * export per icon: a page chunk carries only the icons it imports. `h.01` segments draw dots (round caps).
 */
import type { IconData } from './types';

const CIRCLE = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z';

// Navigation and controls ------------------------------------------------------------------------------------------
export const chevronRight: IconData = ['M9 5l7 7-7 7'];
export const chevronLeft: IconData = ['M15 5l-7 7 7 7'];
export const chevronDown: IconData = ['M5 9l7 7 7-7'];
export const chevronUp: IconData = ['M5 15l7-7 7 7'];
export const arrowUp: IconData = ['M12 19V5', 'M6 11l6-6 6 6'];
export const arrowDown: IconData = ['M12 5v14', 'M6 13l6 6 6-6'];
export const swap: IconData = ['M4 8h15l-4-4', 'M20 16H5l4 4'];
export const refresh: IconData = ['M20 12a8 8 0 1 1-2.34-5.66', 'M20 3.5V8h-4.5'];
export const close: IconData = ['M6 6l12 12', 'M18 6L6 18'];
export const check: IconData = ['M4.5 12.5l5 5 10-10.5'];
export const edit: IconData = ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'];
export const trash: IconData = ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'];
export const eye: IconData = [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
];
export const eyeOff: IconData = [...eye, 'M4 4l16 16'];

// States -----------------------------------------------------------------------------------------------------------
export const checkCircle: IconData = [CIRCLE, 'M8 12.5l3 3 5-6'];
export const alertCircle: IconData = [CIRCLE, 'M12 7.5V13', 'M12 16.5h.01'];
export const clock: IconData = [CIRCLE, 'M12 7v5l3 2'];
export const inbox: IconData = ['M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1.5 2.5h5L16 13h5'];

// Dashboard tabs ---------------------------------------------------------------------------------------------------
export const home: IconData = ['M3 10.5L12 3l9 7.5', 'M5 9v11h14V9', 'M10 20v-6h4v6'];
export const orders: IconData = ['M6 3h12v18H6z', 'M9 8h6', 'M9 12h6', 'M9 16h4'];
export const plane: IconData = [
  'M12 2.5c.8 0 1.5.7 1.5 1.5v5l8 5v2l-8-2.5V19l2 1.5V22L12 21l-3.5 1v-1.5l2-1.5v-5.5l-8 2.5v-2l8-5V4c0-.8.7-1.5 1.5-1.5z',
];
export const approval: IconData = ['M9 3h6v3H9z', 'M8 4.5H6V21h12V4.5h-2', 'M9 13l2 2 4-4'];
export const mail: IconData = ['M3 5h18v14H3z', 'M3 6l9 7 9-7'];
export const user: IconData = ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5'];

// Products (home tiles) and message kinds ----------------------------------------------------------------------------
export const globe: IconData = [
  CIRCLE,
  'M3 12h18',
  'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
];
export const hotel: IconData = ['M5 21V4h10v17', 'M15 9h4v12', 'M3 21h18', 'M8 8h4', 'M8 12h4', 'M8 16h4'];
export const train: IconData = [
  'M7 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M5 11h14',
  'M8.5 14h.01',
  'M15.5 14h.01',
  'M8 17l-2 4',
  'M16 17l2 4',
];
export const car: IconData = [
  'M4 17v-5l2-5.5h12L20 12v5z',
  'M4 12h16',
  'M7 17v2.5',
  'M17 17v2.5',
  'M7.5 14.5h.01',
  'M16.5 14.5h.01',
];
export const passport: IconData = ['M6 3h12v18H6z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M9 17h6'];
export const shield: IconData = ['M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'];
export const lounge: IconData = [
  'M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3',
  'M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z',
  'M6 18v2',
  'M18 18v2',
];
export const bolt: IconData = ['M13 2L4 14h7l-1 8 9-12h-7z'];
export const ticket: IconData = ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'];
export const concierge: IconData = ['M4 17h16', 'M5 17a7 7 0 0 1 14 0', 'M12 10V7', 'M10 7h4', 'M3 20h18'];
export const mountain: IconData = ['M3 19l6-9 4 6 3-4 5 7z', 'M17 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'];
export const bell: IconData = ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'];
export const calendar: IconData = ['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'];
