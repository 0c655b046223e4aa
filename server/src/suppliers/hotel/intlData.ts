/**
 * Data of the simulated international hotels (product 10910 cities): each city's real centre (WGS-84, which is what
 * GCJ-02 is outside mainland China), a few real districts, its currency and a local city tax; the international
 * chains; and the demo exchange rates.
 *
 * DEMO EXCHANGE RATES: fixed, yuan (CNY) per one unit of the local currency, rounded from the mid rates of late 2025.
 * They never move: a plan's yuan price (what is paid) is computed from its local price with these rates, so the same
 * stay has the same price all day. A real supplier would answer both amounts.
 */
import type { HotelStar } from '../../../../src/api/contract/hotel';

export const CNY_PER_UNIT: Readonly<Record<string, number>> = {
  HKD: 0.92,
  MOP: 0.89,
  TWD: 0.22,
  JPY: 0.048,
  KRW: 0.0052,
  SGD: 5.5,
  THB: 0.22,
  MYR: 1.7,
  GBP: 9.4,
  EUR: 8.2,
  USD: 7.1,
  AUD: 4.6,
  AED: 1.93,
  RUB: 0.09,
  CAD: 5.1,
};

/** Currencies without minor units in display (amounts rounded to whole units). */
export const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'TWD']);

export interface IntlCityData {
  centre: { lat: number; lng: number };
  currency: string;
  /** Price level against a mid-range Chinese city (1). */
  priceFactor: number;
  /** City tax per room and night payable at the hotel, local currency (0 none). */
  cityTax: number;
  /** Real districts: zh, en, offset of their centre from the city centre in degrees [dLat, dLng]. */
  districts: readonly [string, string, number, number][];
}

const d = (zh: string, en: string, dLat: number, dLng: number): [string, string, number, number] => [
  zh,
  en,
  dLat,
  dLng,
];

/** By the basedata 10910 code. */
export const INTL_CITY_DATA: Readonly<Record<string, IntlCityData>> = {
  HKG: {
    centre: { lat: 22.2793, lng: 114.1628 },
    currency: 'HKD',
    priceFactor: 1.5,
    cityTax: 0,
    districts: [
      d('中环', 'Central', 0.003, -0.005),
      d('尖沙咀', 'Tsim Sha Tsui', 0.018, 0.009),
      d('铜锣湾', 'Causeway Bay', 0.001, 0.021),
    ],
  },
  MFM: {
    centre: { lat: 22.1987, lng: 113.5439 },
    currency: 'MOP',
    priceFactor: 1.3,
    cityTax: 0,
    districts: [
      d('澳门半岛', 'Macau Peninsula', 0, 0),
      d('氹仔', 'Taipa', -0.04, 0.01),
      d('路氹城', 'Cotai', -0.055, 0.02),
    ],
  },
  TPE: {
    centre: { lat: 25.033, lng: 121.5654 },
    currency: 'TWD',
    priceFactor: 1.1,
    cityTax: 0,
    districts: [d('信义区', 'Xinyi', 0, 0), d('中山区', 'Zhongshan', 0.03, -0.04), d('大安区', 'Da’an', -0.006, -0.02)],
  },
  TYO: {
    centre: { lat: 35.6812, lng: 139.7671 },
    currency: 'JPY',
    priceFactor: 1.5,
    cityTax: 200,
    districts: [
      d('新宿', 'Shinjuku', 0.009, -0.067),
      d('银座', 'Ginza', -0.01, 0.0),
      d('涩谷', 'Shibuya', -0.023, -0.065),
      d('浅草', 'Asakusa', 0.03, 0.03),
    ],
  },
  OSA: {
    centre: { lat: 34.7025, lng: 135.4959 },
    currency: 'JPY',
    priceFactor: 1.2,
    cityTax: 200,
    districts: [
      d('梅田', 'Umeda', 0, 0),
      d('难波', 'Namba', -0.037, 0.005),
      d('心斋桥', 'Shinsaibashi', -0.028, 0.005),
    ],
  },
  SEL: {
    centre: { lat: 37.5665, lng: 126.978 },
    currency: 'KRW',
    priceFactor: 1.2,
    cityTax: 0,
    districts: [
      d('明洞', 'Myeongdong', -0.003, 0.008),
      d('江南', 'Gangnam', -0.069, 0.049),
      d('弘大', 'Hongdae', -0.01, -0.054),
    ],
  },
  SIN: {
    centre: { lat: 1.2903, lng: 103.852 },
    currency: 'SGD',
    priceFactor: 1.8,
    cityTax: 0,
    districts: [
      d('滨海湾', 'Marina Bay', -0.008, 0.007),
      d('乌节路', 'Orchard Road', 0.014, -0.02),
      d('牛车水', 'Chinatown', -0.007, -0.008),
    ],
  },
  BKK: {
    centre: { lat: 13.7563, lng: 100.5018 },
    currency: 'THB',
    priceFactor: 0.8,
    cityTax: 0,
    districts: [
      d('素坤逸', 'Sukhumvit', -0.02, 0.06),
      d('暹罗', 'Siam', -0.011, 0.031),
      d('是隆', 'Silom', -0.03, 0.03),
    ],
  },
  KUL: {
    centre: { lat: 3.139, lng: 101.6869 },
    currency: 'MYR',
    priceFactor: 0.8,
    cityTax: 10,
    districts: [
      d('武吉免登', 'Bukit Bintang', 0.007, 0.024),
      d('双子塔', 'KLCC', 0.018, 0.025),
      d('中央艺术坊', 'Central Market', 0.006, 0.009),
    ],
  },
  LON: {
    centre: { lat: 51.5074, lng: -0.1278 },
    currency: 'GBP',
    priceFactor: 2.2,
    cityTax: 0,
    districts: [
      d('威斯敏斯特', 'Westminster', -0.008, -0.008),
      d('肯辛顿', 'Kensington', -0.006, -0.063),
      d('伦敦金融城', 'City of London', 0.008, 0.036),
    ],
  },
  PAR: {
    centre: { lat: 48.8566, lng: 2.3522 },
    currency: 'EUR',
    priceFactor: 2,
    cityTax: 3.5,
    districts: [
      d('香榭丽舍', 'Champs-Élysées', 0.013, -0.048),
      d('玛莱区', 'Le Marais', 0.003, 0.01),
      d('蒙帕纳斯', 'Montparnasse', -0.014, -0.03),
    ],
  },
  FRA: {
    centre: { lat: 50.1109, lng: 8.6821 },
    currency: 'EUR',
    priceFactor: 1.5,
    cityTax: 2,
    districts: [
      d('老城区', 'Altstadt', 0, 0),
      d('会展中心', 'Messe', 0.002, -0.03),
      d('萨克森豪森', 'Sachsenhausen', -0.008, 0.005),
    ],
  },
  NYC: {
    centre: { lat: 40.758, lng: -73.9855 },
    currency: 'USD',
    priceFactor: 2.4,
    cityTax: 3.5,
    districts: [
      d('时代广场', 'Times Square', 0, 0),
      d('中城东', 'Midtown East', 0.0, 0.015),
      d('下城', 'Lower Manhattan', -0.05, -0.025),
    ],
  },
  LAX: {
    centre: { lat: 34.0522, lng: -118.2437 },
    currency: 'USD',
    priceFactor: 1.8,
    cityTax: 0,
    districts: [
      d('市中心', 'Downtown', 0, 0),
      d('好莱坞', 'Hollywood', 0.046, -0.08),
      d('圣莫尼卡', 'Santa Monica', -0.033, -0.25),
    ],
  },
  SFO: {
    centre: { lat: 37.7749, lng: -122.4194 },
    currency: 'USD',
    priceFactor: 2,
    cityTax: 0,
    districts: [
      d('联合广场', 'Union Square', 0.013, 0.012),
      d('渔人码头', "Fisherman's Wharf", 0.033, -0.0),
      d('市场街南', 'SoMa', 0.004, 0.02),
    ],
  },
  SYD: {
    centre: { lat: -33.8688, lng: 151.2093 },
    currency: 'AUD',
    priceFactor: 1.7,
    cityTax: 0,
    districts: [
      d('环形码头', 'Circular Quay', 0.008, 0.002),
      d('达令港', 'Darling Harbour', -0.004, -0.01),
      d('邦迪', 'Bondi', -0.022, 0.065),
    ],
  },
  MEL: {
    centre: { lat: -37.8136, lng: 144.9631 },
    currency: 'AUD',
    priceFactor: 1.5,
    cityTax: 0,
    districts: [
      d('中央商务区', 'CBD', 0, 0),
      d('南岸', 'Southbank', -0.008, 0.0),
      d('圣基尔达', 'St Kilda', -0.05, -0.02),
    ],
  },
  DXB: {
    centre: { lat: 25.2048, lng: 55.2708 },
    currency: 'AED',
    priceFactor: 1.6,
    cityTax: 15,
    districts: [
      d('迪拜市中心', 'Downtown Dubai', -0.007, 0.006),
      d('迪拜码头', 'Dubai Marina', -0.12, -0.14),
      d('德伊勒', 'Deira', 0.06, 0.04),
    ],
  },
  MOW: {
    centre: { lat: 55.7558, lng: 37.6173 },
    currency: 'RUB',
    priceFactor: 1.1,
    cityTax: 0,
    districts: [
      d('红场', 'Red Square', -0.002, 0.004),
      d('阿尔巴特', 'Arbat', -0.006, -0.025),
      d('莫斯科城', 'Moscow City', -0.006, -0.08),
    ],
  },
  YVR: {
    centre: { lat: 49.2827, lng: -123.1207 },
    currency: 'CAD',
    priceFactor: 1.7,
    cityTax: 0,
    districts: [
      d('市中心', 'Downtown', 0, 0),
      d('煤气镇', 'Gastown', 0.002, 0.015),
      d('列治文', 'Richmond', -0.12, 0.0),
    ],
  },
  YTO: {
    centre: { lat: 43.6532, lng: -79.3832 },
    currency: 'CAD',
    priceFactor: 1.6,
    cityTax: 0,
    districts: [
      d('市中心', 'Downtown', 0, 0),
      d('约克维尔', 'Yorkville', 0.018, -0.01),
      d('娱乐区', 'Entertainment District', -0.007, -0.007),
    ],
  },
};

/** International chains (real brands) with their usual star. */
export interface IntlBrand {
  zh: string;
  en: string;
  star: HotelStar;
  weight: number;
}

export const INTL_BRANDS: readonly IntlBrand[] = [
  { zh: '宜必思', en: 'ibis', star: 2, weight: 8 },
  { zh: '贝斯特韦斯特', en: 'Best Western', star: 3, weight: 6 },
  { zh: '假日酒店', en: 'Holiday Inn', star: 3, weight: 9 },
  { zh: '美居', en: 'Mercure', star: 3, weight: 6 },
  { zh: '诺富特', en: 'Novotel', star: 4, weight: 7 },
  { zh: '万怡', en: 'Courtyard by Marriott', star: 4, weight: 7 },
  { zh: '皇冠假日', en: 'Crowne Plaza', star: 4, weight: 6 },
  { zh: '丽笙', en: 'Radisson Blu', star: 4, weight: 5 },
  { zh: '希尔顿', en: 'Hilton', star: 5, weight: 7 },
  { zh: '万豪', en: 'Marriott', star: 5, weight: 7 },
  { zh: '喜来登', en: 'Sheraton', star: 5, weight: 6 },
  { zh: '洲际', en: 'InterContinental', star: 5, weight: 4 },
  { zh: '凯悦', en: 'Hyatt Regency', star: 5, weight: 4 },
  { zh: '威斯汀', en: 'Westin', star: 5, weight: 4 },
  { zh: '香格里拉', en: 'Shangri-La', star: 5, weight: 3 },
  { zh: '四季', en: 'Four Seasons', star: 5, weight: 2 },
];

/** Words of independent hotels' names. */
export const INTL_INDEPENDENT: readonly [string, string][] = [
  ['皇家', 'Royal'],
  ['公园', 'Park'],
  ['大都会', 'Metropole'],
  ['港湾', 'Harbour'],
  ['花园', 'Garden'],
  ['广场', 'Plaza'],
  ['城市', 'City'],
  ['大使', 'Ambassador'],
];

/** Street names used in addresses (Latin, as the hotels write them). */
export const INTL_STREETS: readonly string[] = [
  'Main Street',
  'Park Avenue',
  'King Street',
  'Station Road',
  'Harbour Road',
  'Queen Street',
  'Central Avenue',
  'Market Street',
];

/** Card brands international hotels accept (codes of the contract). */
export const CARD_BRANDS: readonly string[] = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'diners'];
