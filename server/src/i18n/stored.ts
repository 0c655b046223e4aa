/**
 * Text the server writes once and shows to many readers (messages, timeline notes, order titles): stored as a
 * dictionary key with parameters and rendered in each reader's language on every read (issue 15).
 * A parameter is plain (names, numbers: data stays as written), another stored text (e.g. a payment method), or an
 * order title, which is itself localized. Rows written before keys existed hold only their text: those are matched
 * back to a key here (the English constants the flight module wrote, or a default-language template), and shown as
 * written when nothing matches (a user's own cancel reason, say).
 */
import { MESSAGES, translate, type Locale, type MsgKey } from './messages';
import { ENGLISH_NOTES } from './legacyNotes';
import type { TextPart } from '../../../src/i18n/textParts';

export interface StoredText {
  key: MsgKey;
  params?: Record<string, TextParam>;
}

/** An order title inside another text: localized with {@link localTitle} when rendered. */
export interface TitleParam {
  title: string;
}

export type TextParam = string | number | StoredText | TitleParam;

/** The language text is stored in (the `title`/`content`/`note` columns, what rows without keys show). */
export const STORED_LOCALE: Locale = 'zh-CN';

const isKey = (key: unknown): key is MsgKey => typeof key === 'string' && key in MESSAGES['zh-CN'];

export const isStoredText = (x: unknown): x is StoredText =>
  typeof x === 'object' && x !== null && isKey((x as StoredText).key);

/** A stored text in `locale`, its parameters rendered first. */
export function renderText(locale: Locale, text: StoredText): string {
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) flat[name] = renderParam(locale, value);
  return translate(locale, text.key, flat);
}

function renderParam(locale: Locale, value: TextParam): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isStoredText(value)) return renderText(locale, value);
  if (typeof value === 'object' && value !== null && typeof value.title === 'string') {
    return localTitle(value.title, locale);
  }
  return '';
}

/**
 * A stored text in `locale` cut into wording and data: plain string parameters (names, cities, hotel names) are data;
 * numbers, nested stored texts and the prefixes of order titles are wording. Joined, the parts equal renderText.
 */
export function renderParts(locale: Locale, text: StoredText): TextPart[] {
  const parts: TextPart[] = [];
  const push = (part: TextPart) => {
    if (part.text === '') return;
    const last = parts[parts.length - 1];
    if (last && !last.data && !part.data) last.text += part.text;
    else parts.push({ ...part });
  };
  const pieces = MESSAGES[locale][text.key].split(/\{(\w+)\}/);
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) return push({ text: piece });
    const value = text.params?.[piece];
    if (value === undefined) return push({ text: `{${piece}}` });
    paramParts(locale, value).forEach(push);
  });
  return parts;
}

function paramParts(locale: Locale, value: TextParam): TextPart[] {
  if (typeof value === 'number') return [{ text: String(value) }];
  if (typeof value === 'string') return [{ text: value, data: true }];
  if (isStoredText(value)) return renderParts(locale, value);
  if (typeof value === 'object' && value !== null && typeof value.title === 'string') {
    const matched = matchText(value.title, 'title');
    return matched ? renderParts(locale, matched) : [{ text: value.title, data: true }];
  }
  return [];
}

/** A row's text cut into parts, or undefined when it has no data part (rows without keys: one data part). */
export function storedParts(
  locale: Locale,
  row: { key: string | null | undefined; params: string | null | undefined; text: string },
  family: Family,
): TextPart[] | undefined {
  if (!isKey(row.key) && row.text === '') return undefined;
  const stored = isKey(row.key) ? { key: row.key, params: parseParams(row.params) } : matchText(row.text, family);
  const parts = stored ? renderParts(locale, stored) : [{ text: row.text, data: true as const }];
  return parts.some((p) => p.data) ? parts : undefined;
}

/** The parameters of a stored text as a JSON column. */
export const paramsJson = (params: StoredText['params']): string => JSON.stringify(params ?? {});

/** A JSON column of parameters ({} when unreadable). */
export function parseParams(json: string | null | undefined): Record<string, TextParam> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, TextParam>) : {};
  } catch {
    return {};
  }
}

/** A row's stored text in `locale`: its key when it has a known one, else its text matched back (or as written). */
export function renderStored(
  locale: Locale,
  row: { key: string | null | undefined; params: string | null | undefined; text: string },
  family: Family,
): string {
  if (isKey(row.key)) return renderText(locale, { key: row.key, params: parseParams(row.params) });
  const matched = matchText(row.text, family);
  return matched ? renderText(locale, matched) : row.text;
}

// ---- Matching written text back to keys ---------------------------------------------------------------------------

/** Which templates a written text may come from. */
export type Family = 'note' | 'title' | 'message';

interface Template {
  key: MsgKey;
  re: RegExp;
  names: string[];
  literal: number;
}

const FAMILY_KEYS: Record<Family, (key: string) => boolean> = {
  note: (k) => /note/i.test(k),
  title: (k) =>
    k.startsWith('title.') ||
    /^(trAs(Refund|Change)Title|carOrders\.title|hotelOrders\.(title|refundTitle)|trainBench\.title$)/.test(k),
  // msgPaid, hotelOrders.msg.paid, trainBench.msgFailedTitle …
  message: (k) => /(^|\.)msg/.test(k),
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: MsgKey): Template | null {
  const zh = MESSAGES['zh-CN'][key];
  const names: string[] = [];
  const parts = zh.split(/\{(\w+)\}/);
  let source = '';
  let literal = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      names.push(part);
      source += '(.+?)';
    } else {
      literal += part.length;
      source += escape(part);
    }
  });
  // A template of (almost) nothing but placeholders would match anything.
  if (literal < 2) return null;
  return { key, re: new RegExp(`^${source}$`, 's'), names, literal };
}

const compiled = new Map<Family, Template[]>();

function templates(family: Family): Template[] {
  let list = compiled.get(family);
  if (!list) {
    list = (Object.keys(MESSAGES['zh-CN']) as MsgKey[])
      .filter(FAMILY_KEYS[family])
      .map(compile)
      .filter((t): t is Template => t !== null)
      // Most specific first: '退票 {title}' must not win over a longer template that also matches.
      .sort((a, b) => b.literal - a.literal);
    compiled.set(family, list);
  }
  return list;
}

/** Constants (templates without placeholders) of every family: a captured parameter may be one (a vehicle type). */
const constants = new Map<string, MsgKey>();
function constantKey(text: string): MsgKey | undefined {
  if (constants.size === 0) {
    for (const key of Object.keys(MESSAGES['zh-CN']) as MsgKey[]) {
      const zh = MESSAGES['zh-CN'][key];
      if (!zh.includes('{') && zh.length >= 2 && /note|vehicle|title\.|^msg/i.test(key)) constants.set(zh, key);
    }
  }
  return constants.get(text);
}

function paramOf(name: string, value: string): TextParam {
  if (name === 'title') return { title: value };
  const english = matchEnglish(value);
  if (english) return english;
  const key = constantKey(value);
  return key ? { key } : value;
}

function matchEnglish(text: string): StoredText | null {
  for (const [re, key, names = []] of ENGLISH_NOTES) {
    const m = re.exec(text);
    if (m) return { key, params: Object.fromEntries(names.map((n, i) => [n, paramOf(n, m[i + 1] ?? '')])) };
  }
  return null;
}

/** The key and parameters a written text came from, or null (then it is data and shown as written). */
export function matchText(text: string, family: Family): StoredText | null {
  if (text === '') return null;
  if (family === 'note') {
    const english = matchEnglish(text);
    if (english) return english;
  }
  for (const t of templates(family)) {
    const m = t.re.exec(text);
    if (m) return { key: t.key, params: Object.fromEntries(t.names.map((n, i) => [n, paramOf(n, m[i + 1] ?? '')])) };
  }
  return null;
}

/** An order title in `locale`: its composed prefix (退票, 改签 …) in the reader's language; names stay as written. */
export function localTitle(title: string, locale: Locale): string {
  if (locale === STORED_LOCALE) return title;
  const matched = matchText(title, 'title');
  return matched ? renderText(locale, matched) : title;
}

/** Reference-supplier texts (insurance products…) stored in the default language, by that text. */
const supplierTexts = new Map<string, MsgKey>();

/** A stored supplier text in `locale` (the reference supplier's products); anything else as written. */
export function supplierText(text: string, locale: Locale): string {
  if (locale === STORED_LOCALE) return text;
  if (supplierTexts.size === 0) {
    for (const key of Object.keys(MESSAGES['zh-CN']) as MsgKey[]) {
      if (key.startsWith('insurance.')) supplierTexts.set(MESSAGES['zh-CN'][key], key);
    }
  }
  const key = supplierTexts.get(text);
  return key ? translate(locale, key) : text;
}
