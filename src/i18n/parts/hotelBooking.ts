/**
 * Texts of the hotel screens (hotelBooking). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'hotelBooking.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'hotelBooking.title': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelBooking.title': 'Hotels',
};

registerTexts(zh, en);
