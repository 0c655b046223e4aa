/**
 * Where the en-US core dictionary comes from. Mini-programs (and tests) have it at once, in their main package;
 * the H5 build (./english.h5.ts) fetches it in a chunk of its own the first time English is asked for, so the H5
 * entry carries only zh-CN (issue 17, ARCHITECTURE §11 entry budget).
 */
import { enUS } from './en-US';
import type { Dict } from './zh-CN';

/** The dictionary when the app starts (null: it has to be loaded). */
export const englishAtStart: Dict | null = enUS;

/** The dictionary, loaded when needed. */
export function loadEnglish(): Promise<Dict> {
  return Promise.resolve(enUS);
}
