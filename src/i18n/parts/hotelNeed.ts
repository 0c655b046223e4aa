/**
 * Texts of the hotel screens (hotelNeed). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'hotelNeed.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'hotelNeed.title': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelNeed.title': 'Hotels',
};

registerTexts(zh, en);
