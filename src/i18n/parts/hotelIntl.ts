/**
 * Texts of the international hotel screens: /ht/htDetailsInt, /ht/htIntPolicy, /ht/htOrderInt, /ht/htIntEdit, /htV2/htIntRoomList (hotelIntl). `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'hotelIntl.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'hotelIntl.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelIntl.placeholder': 'Placeholder',
};

registerTexts(zh, en);
