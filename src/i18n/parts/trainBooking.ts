/**
 * Texts of the train screens (trainBooking). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'trainBooking.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
} as const;

export const en: Record<keyof typeof zh, string> = {
};

registerTexts(zh, en);
