/**
 * Texts of the account screens. `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'account.' so parts never collide.
 *
 * Importing this module registers the texts; every module that uses a 'account.' key imports it.
 */
import { registerTexts } from '../registry';

export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};

registerTexts(zh, en);
