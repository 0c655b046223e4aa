/**
 * The texts of the domain validation codes (src/domain/validationCodes.ts, `v.<code>`), in both languages: one
 * source for the client dictionaries and the server's messages (a server refusal and the form say the same words).
 * A file per language (the client's dictionaries import the one of their language: ./zh-CN.ts, ./en-US.ts).
 */
export { validationZhCN } from './validationZh';
export { validationEnUS } from './validationEn';
