/**
 * Texts of the notice screens. `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'notice.' so parts never collide.
 *
 * Importing this module registers the texts; every module that uses a 'notice.' key imports it.
 */
import { registerTexts } from '../registry';

export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};

registerTexts(zh, en);
