/**
 * Building blocks of the simulated hotel supplier: real chain brands with their usual star level, room kinds, street
 * names and the generic districts of the cities the gazetteer has no district table for. Public facts, kept small.
 */
import type { FacilityCode, HotelRoom, HotelStar } from '../../../../src/api/contract/hotel';

export interface Brand {
  zh: string;
  en: string;
  star: HotelStar;
  /** What follows the brand in a hotel's name: '酒店' → 全季酒店(北京国贸店). */
  suffixZh: string;
  suffixEn: string;
  /** Relative frequency in a city. */
  weight: number;
}

export const BRANDS: readonly Brand[] = [
  { zh: '如家', en: 'Home Inn', star: 2, suffixZh: '酒店', suffixEn: '', weight: 9 },
  { zh: '汉庭', en: 'Hanting', star: 2, suffixZh: '酒店', suffixEn: 'Hotel', weight: 10 },
  { zh: '锦江之星', en: 'Jinjiang Inn', star: 2, suffixZh: '', suffixEn: '', weight: 7 },
  { zh: '7天', en: '7 Days', star: 2, suffixZh: '酒店', suffixEn: 'Inn', weight: 6 },
  { zh: '格林豪泰', en: 'GreenTree', star: 2, suffixZh: '酒店', suffixEn: 'Inn', weight: 5 },
  { zh: '全季', en: 'JI', star: 3, suffixZh: '酒店', suffixEn: 'Hotel', weight: 9 },
  { zh: '亚朵', en: 'Atour', star: 3, suffixZh: '酒店', suffixEn: 'Hotel', weight: 7 },
  { zh: '维也纳', en: 'Vienna', star: 3, suffixZh: '酒店', suffixEn: 'Hotel', weight: 8 },
  { zh: '桔子', en: 'Orange', star: 3, suffixZh: '酒店', suffixEn: 'Hotel', weight: 5 },
  { zh: '希尔顿欢朋', en: 'Hampton by Hilton', star: 3, suffixZh: '酒店', suffixEn: '', weight: 4 },
  { zh: '智选假日', en: 'Holiday Inn Express', star: 3, suffixZh: '酒店', suffixEn: '', weight: 4 },
  { zh: '丽枫', en: 'Lavande', star: 3, suffixZh: '酒店', suffixEn: 'Hotel', weight: 4 },
  { zh: '假日', en: 'Holiday Inn', star: 4, suffixZh: '酒店', suffixEn: '', weight: 4 },
  { zh: '福朋喜来登', en: 'Four Points by Sheraton', star: 4, suffixZh: '酒店', suffixEn: '', weight: 3 },
  { zh: '诺富特', en: 'Novotel', star: 4, suffixZh: '酒店', suffixEn: '', weight: 3 },
  { zh: '美居', en: 'Mercure', star: 4, suffixZh: '酒店', suffixEn: '', weight: 3 },
  { zh: '皇冠假日', en: 'Crowne Plaza', star: 4, suffixZh: '酒店', suffixEn: '', weight: 3 },
  { zh: '万豪', en: 'Marriott', star: 5, suffixZh: '酒店', suffixEn: 'Hotel', weight: 2 },
  { zh: '洲际', en: 'InterContinental', star: 5, suffixZh: '酒店', suffixEn: '', weight: 2 },
  { zh: '希尔顿', en: 'Hilton', star: 5, suffixZh: '酒店', suffixEn: '', weight: 2 },
  { zh: '香格里拉', en: 'Shangri-La', star: 5, suffixZh: '大酒店', suffixEn: 'Hotel', weight: 2 },
  { zh: '凯悦', en: 'Hyatt Regency', star: 5, suffixZh: '酒店', suffixEn: '', weight: 2 },
  { zh: '喜来登', en: 'Sheraton', star: 5, suffixZh: '酒店', suffixEn: 'Hotel', weight: 2 },
  { zh: '威斯汀', en: 'Westin', star: 5, suffixZh: '酒店', suffixEn: '', weight: 1 },
];

/** Words of independent hotels' names: 北京金泰大酒店 / Beijing Jintai Hotel. */
export const INDEPENDENT_WORDS: readonly [string, string][] = [
  ['金泰', 'Jintai'],
  ['华美', 'Huamei'],
  ['瑞丰', 'Ruifeng'],
  ['鸿运', 'Hongyun'],
  ['云栖', 'Yunqi'],
  ['悦来', 'Yuelai'],
  ['锦华', 'Jinhua'],
  ['嘉和', 'Jiahe'],
  ['明珠', 'Mingzhu'],
  ['紫金', 'Zijin'],
  ['国际饭店', 'International'],
  ['宾馆', 'Guesthouse'],
];

/** Streets every Chinese city has. */
export const STREETS: readonly [string, string][] = [
  ['人民路', 'Renmin Road'],
  ['中山路', 'Zhongshan Road'],
  ['解放路', 'Jiefang Road'],
  ['建设路', 'Jianshe Road'],
  ['长江路', 'Changjiang Road'],
  ['新华路', 'Xinhua Road'],
  ['和平路', 'Heping Road'],
  ['文化路', 'Wenhua Road'],
  ['胜利路', 'Shengli Road'],
  ['青年路', 'Qingnian Road'],
  ['滨江大道', 'Binjiang Avenue'],
  ['世纪大道', 'Century Avenue'],
];

/** Districts of the cities the gazetteer has no district table for: generic business areas. */
export const GENERIC_DISTRICTS: readonly [string, string][] = [
  ['市中心', 'City Centre'],
  ['高新区', 'Hi-Tech Zone'],
  ['火车站商圈', 'Railway Station Area'],
  ['经济开发区', 'Economic Development Zone'],
  ['老城区', 'Old Town'],
  ['新区', 'New District'],
];

export type RoomKind =
  'single' | 'king' | 'twin' | 'deluxeKing' | 'deluxeTwin' | 'business' | 'family' | 'executiveKing' | 'suite';

export interface RoomKindInfo {
  zh: string;
  en: string;
  bedType: HotelRoom['bedType'];
  area: [number, number];
  occupancy: number;
  /** Price against the hotel's base price. */
  factor: number;
  /** Lowest star that sells it. */
  minStar: HotelStar;
}

export const ROOM_KINDS: Readonly<Record<RoomKind, RoomKindInfo>> = {
  single: {
    zh: '单人房',
    en: 'Single Room',
    bedType: 'single',
    area: [12, 16],
    occupancy: 1,
    factor: 0.85,
    minStar: 2,
  },
  king: { zh: '大床房', en: 'King Room', bedType: 'king', area: [18, 26], occupancy: 2, factor: 1, minStar: 2 },
  twin: { zh: '双床房', en: 'Twin Room', bedType: 'twin', area: [20, 28], occupancy: 2, factor: 1.02, minStar: 2 },
  deluxeKing: {
    zh: '高级大床房',
    en: 'Deluxe King Room',
    bedType: 'king',
    area: [28, 38],
    occupancy: 2,
    factor: 1.22,
    minStar: 3,
  },
  deluxeTwin: {
    zh: '高级双床房',
    en: 'Deluxe Twin Room',
    bedType: 'twin',
    area: [30, 40],
    occupancy: 2,
    factor: 1.25,
    minStar: 3,
  },
  business: {
    zh: '商务大床房',
    en: 'Business King Room',
    bedType: 'king',
    area: [26, 34],
    occupancy: 2,
    factor: 1.15,
    minStar: 2,
  },
  family: { zh: '家庭房', en: 'Family Room', bedType: 'queen', area: [30, 42], occupancy: 3, factor: 1.35, minStar: 3 },
  executiveKing: {
    zh: '行政大床房',
    en: 'Executive King Room',
    bedType: 'king',
    area: [38, 48],
    occupancy: 2,
    factor: 1.6,
    minStar: 4,
  },
  suite: {
    zh: '行政套房',
    en: 'Executive Suite',
    bedType: 'king',
    area: [60, 95],
    occupancy: 3,
    factor: 2.4,
    minStar: 4,
  },
};

/** Room kinds by star, cheapest first (the first three are always sold). */
export const ROOMS_BY_STAR: Readonly<Record<HotelStar, RoomKind[]>> = {
  2: ['king', 'twin', 'single', 'business', 'family'],
  3: ['king', 'twin', 'deluxeKing', 'business', 'deluxeTwin', 'family'],
  4: ['king', 'twin', 'deluxeKing', 'deluxeTwin', 'executiveKing', 'suite'],
  5: ['deluxeKing', 'deluxeTwin', 'executiveKing', 'family', 'suite', 'king'],
};

/** Facilities by star: always, and sometimes. */
export const FACILITIES_BY_STAR: Readonly<Record<HotelStar, [FacilityCode[], FacilityCode[]]>> = {
  2: [
    ['wifi', 'frontDesk24h'],
    ['parking', 'luggage', 'laundry', 'breakfast', 'chargingPile'],
  ],
  3: [
    ['wifi', 'frontDesk24h', 'luggage', 'breakfast'],
    ['parking', 'laundry', 'gym', 'meeting', 'chargingPile', 'restaurant'],
  ],
  4: [
    ['wifi', 'frontDesk24h', 'luggage', 'breakfast', 'parking', 'restaurant', 'laundry'],
    ['gym', 'meeting', 'pool', 'airportShuttle', 'chargingPile'],
  ],
  5: [
    ['wifi', 'frontDesk24h', 'luggage', 'breakfast', 'parking', 'restaurant', 'laundry', 'gym', 'meeting'],
    ['pool', 'airportShuttle', 'chargingPile'],
  ],
};

/** Base nightly price of a standard room by star (fen), before the city tier and the date. */
export const BASE_FEN: Readonly<Record<HotelStar, [number, number]>> = {
  2: [16_000, 26_000],
  3: [28_000, 45_000],
  4: [48_000, 78_000],
  5: [88_000, 160_000],
};

/** City tier price factor (first-tier cities cost more). */
export const TIER_FACTOR: Readonly<Record<1 | 2 | 3, number>> = { 1: 1.25, 2: 1, 3: 0.85 };

/** Public holidays with a fixed date ('MM-DD'): nights then cost more. */
export const HOLIDAYS: ReadonlySet<string> = new Set([
  '01-01',
  '04-04',
  '04-05',
  '05-01',
  '05-02',
  '05-03',
  '05-04',
  '05-05',
  '10-01',
  '10-02',
  '10-03',
  '10-04',
  '10-05',
  '10-06',
  '10-07',
]);
