/**
 * Texts of the hotel screens (hotelOrder). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'hotelOrder.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'hotelOrder.title': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelOrder.title': 'Hotels',
};

registerTexts(zh, en);
