/**
 * Texts of the car booking screens: /car/carEdit and /car/carCmp (carBooking). `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'carBooking.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'carBooking.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'carBooking.placeholder': 'Placeholder',
};

registerTexts(zh, en);
