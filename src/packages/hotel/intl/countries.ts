/**
 * The guests' nationality choices of the international hotel screens (SPEC §9 nationality default CN): ISO 3166-1
 * alpha-2 codes with their names in both UI languages, and a search over both names and the code. Public facts, kept
 * to the countries and regions travellers of a Chinese company most often hold.
 */
import { LIMITS } from '../../../domain/limits';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  zh: string;
  en: string;
}

const c = (code: string, zh: string, en: string): Country => ({ code, zh, en });

export const DEFAULT_NATIONALITY: string = LIMITS.hotel.defaultNationality;

export const COUNTRIES: readonly Country[] = [
  c('CN', '中国', 'China'),
  c('HK', '中国香港', 'Hong Kong SAR, China'),
  c('MO', '中国澳门', 'Macao SAR, China'),
  c('TW', '中国台湾', 'Taiwan, China'),
  c('JP', '日本', 'Japan'),
  c('KR', '韩国', 'South Korea'),
  c('SG', '新加坡', 'Singapore'),
  c('MY', '马来西亚', 'Malaysia'),
  c('TH', '泰国', 'Thailand'),
  c('VN', '越南', 'Vietnam'),
  c('ID', '印度尼西亚', 'Indonesia'),
  c('PH', '菲律宾', 'Philippines'),
  c('KH', '柬埔寨', 'Cambodia'),
  c('MM', '缅甸', 'Myanmar'),
  c('LA', '老挝', 'Laos'),
  c('MN', '蒙古', 'Mongolia'),
  c('IN', '印度', 'India'),
  c('PK', '巴基斯坦', 'Pakistan'),
  c('BD', '孟加拉国', 'Bangladesh'),
  c('LK', '斯里兰卡', 'Sri Lanka'),
  c('NP', '尼泊尔', 'Nepal'),
  c('KZ', '哈萨克斯坦', 'Kazakhstan'),
  c('UZ', '乌兹别克斯坦', 'Uzbekistan'),
  c('AE', '阿联酋', 'United Arab Emirates'),
  c('SA', '沙特阿拉伯', 'Saudi Arabia'),
  c('QA', '卡塔尔', 'Qatar'),
  c('TR', '土耳其', 'Türkiye'),
  c('IL', '以色列', 'Israel'),
  c('IR', '伊朗', 'Iran'),
  c('EG', '埃及', 'Egypt'),
  c('ZA', '南非', 'South Africa'),
  c('NG', '尼日利亚', 'Nigeria'),
  c('KE', '肯尼亚', 'Kenya'),
  c('ET', '埃塞俄比亚', 'Ethiopia'),
  c('MA', '摩洛哥', 'Morocco'),
  c('GB', '英国', 'United Kingdom'),
  c('IE', '爱尔兰', 'Ireland'),
  c('FR', '法国', 'France'),
  c('DE', '德国', 'Germany'),
  c('IT', '意大利', 'Italy'),
  c('ES', '西班牙', 'Spain'),
  c('PT', '葡萄牙', 'Portugal'),
  c('NL', '荷兰', 'Netherlands'),
  c('BE', '比利时', 'Belgium'),
  c('LU', '卢森堡', 'Luxembourg'),
  c('CH', '瑞士', 'Switzerland'),
  c('AT', '奥地利', 'Austria'),
  c('DK', '丹麦', 'Denmark'),
  c('SE', '瑞典', 'Sweden'),
  c('NO', '挪威', 'Norway'),
  c('FI', '芬兰', 'Finland'),
  c('IS', '冰岛', 'Iceland'),
  c('PL', '波兰', 'Poland'),
  c('CZ', '捷克', 'Czechia'),
  c('HU', '匈牙利', 'Hungary'),
  c('GR', '希腊', 'Greece'),
  c('RO', '罗马尼亚', 'Romania'),
  c('RS', '塞尔维亚', 'Serbia'),
  c('UA', '乌克兰', 'Ukraine'),
  c('RU', '俄罗斯', 'Russia'),
  c('BY', '白俄罗斯', 'Belarus'),
  c('US', '美国', 'United States'),
  c('CA', '加拿大', 'Canada'),
  c('MX', '墨西哥', 'Mexico'),
  c('BR', '巴西', 'Brazil'),
  c('AR', '阿根廷', 'Argentina'),
  c('CL', '智利', 'Chile'),
  c('PE', '秘鲁', 'Peru'),
  c('CO', '哥伦比亚', 'Colombia'),
  c('AU', '澳大利亚', 'Australia'),
  c('NZ', '新西兰', 'New Zealand'),
];

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((x) => [x.code, x]));

export function countryOf(code: string): Country | null {
  return BY_CODE.get(code.toUpperCase()) ?? null;
}

/** The country's name in the UI language (the code itself when unknown). */
export function countryName(code: string, locale: 'zh-CN' | 'en-US'): string {
  const country = countryOf(code);
  if (!country) return code;
  return locale === 'en-US' ? country.en : country.zh;
}

/** Countries whose code or either name contains the text (case-insensitive); all for an empty text. */
export function searchCountries(text: string): Country[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...COUNTRIES];
  return COUNTRIES.filter((x) => x.code.toLowerCase() === q || x.zh.includes(q) || x.en.toLowerCase().includes(q));
}
