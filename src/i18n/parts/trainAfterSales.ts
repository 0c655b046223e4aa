/**
 * Texts of the train screens (trainAfterSales). `en` must have exactly the keys of `zh` (the type enforces it); keys start
 * with 'trainAfterSales.' so parts never collide. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
} as const;

export const en: Record<keyof typeof zh, string> = {
};

registerTexts(zh, en);
