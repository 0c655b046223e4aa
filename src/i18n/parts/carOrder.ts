/**
 * Texts of the car order screens: /car/carOrderDetail, /car/carJsycDetail/:id, /car/driving and the car order lists (carOrder). `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'carOrder.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'carOrder.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'carOrder.placeholder': 'Placeholder',
};

registerTexts(zh, en);
