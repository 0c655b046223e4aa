/**
 * Texts of the orders screens. `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'orders.' so parts never collide.
 *
 * Importing this module registers the texts; every module that uses a 'orders.' key imports it.
 */
import { registerTexts } from '../registry';

export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};

registerTexts(zh, en);
