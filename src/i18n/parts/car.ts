/**
 * Texts of the car query and estimate screens: /car/carQuery, /car/carList, places, favourites and flight lookup (car). `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'car.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'car.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'car.placeholder': 'Placeholder',
};

registerTexts(zh, en);
