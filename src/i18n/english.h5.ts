/**
 * H5: the en-US core dictionary (with its validation texts) in a chunk of its own, fetched the first time English
 * is asked for (issue 17: −2.4 KB gzip of the entry, which then carries zh-CN only). An English user's pages mount
 * once it is here (src/app.ts, src/boot/pageMount.ts); a switch to English shows it when it arrives (./index.ts).
 */
import type { Dict } from './zh-CN';

export const englishAtStart: Dict | null = null;

export function loadEnglish(): Promise<Dict> {
  return import(/* webpackChunkName: "en-US" */ './en-US').then((m) => m.enUS);
}
