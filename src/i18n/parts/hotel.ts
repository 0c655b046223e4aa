/**
 * Texts of the hotel screens (hotel). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'hotel.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'hotel.title': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotel.title': 'Hotels',
};

registerTexts(zh, en);
