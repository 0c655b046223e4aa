/**
 * Static facts of the demo flight supplier: airport positions and terminals (for the cities of the base data),
 * airlines with their IATA ticket prefixes, hubs and partners, aircraft. Public facts, simplified.
 */
import { DOMESTIC_CITIES, type DomesticCity } from '../../modules/basedata/data/domestic';

/** Latitude, longitude in degrees. */
export const AIRPORT_POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  PEK: [40.08, 116.585],
  PKX: [39.509, 116.411],
  PVG: [31.144, 121.806],
  SHA: [31.198, 121.336],
  CAN: [23.392, 113.299],
  SZX: [22.639, 113.811],
  TFU: [30.319, 104.445],
  CTU: [30.578, 103.947],
  CKG: [29.719, 106.642],
  HGH: [30.229, 120.434],
  NKG: [31.742, 118.862],
  WUH: [30.784, 114.208],
  XIY: [34.447, 108.752],
  CSX: [28.189, 113.22],
  TSN: [39.124, 117.346],
  CGO: [34.52, 113.841],
  XMN: [24.544, 118.128],
  TAO: [36.362, 120.088],
  KMG: [25.102, 102.929],
  SHE: [41.64, 123.483],
  DLC: [38.966, 121.539],
  HRB: [45.623, 126.25],
  CGQ: [43.996, 125.685],
  TNA: [36.857, 117.216],
  HFE: [31.99, 116.977],
  FOC: [25.935, 119.663],
  KHN: [28.865, 115.9],
  KWE: [26.539, 106.801],
  NNG: [22.608, 108.172],
  HAK: [19.935, 110.459],
  SYX: [18.303, 109.412],
  URC: [43.907, 87.474],
  LHW: [36.515, 103.62],
  TYN: [37.747, 112.628],
  SJW: [38.281, 114.697],
  NGB: [29.827, 121.462],
  WNZ: [27.912, 120.852],
  WUX: [31.494, 120.429],
  LXA: [29.298, 90.912],
  XNN: [36.528, 102.043],
  INC: [38.322, 106.393],
  HET: [40.851, 111.824],
  ZUH: [22.006, 113.376],
  KWL: [25.218, 110.039],
};

export interface Airline {
  code: string;
  zh: string;
  en: string;
  /** IATA numeric prefix of its ticket numbers. */
  prefix: string;
  /** Low-cost carrier: economy only, deeper discounts. */
  lowCost: boolean;
  /** Operates wide-bodies with a first-class cabin. */
  mainline: boolean;
  /** City code → weight of its presence there. */
  hubs: Readonly<Record<string, number>>;
  /** Airlines that sell seats on its flights under their own numbers. */
  partners: readonly string[];
  /** First flight number of its own flights (outbound odd, return even). */
  firstNo: number;
  /** First number of the codeshare flights it markets. */
  firstCodeshareNo: number;
  narrow: readonly string[];
  wide: readonly string[];
}

const a = (x: Airline): Airline => x;

export const AIRLINES: readonly Airline[] = [
  a({
    code: 'CA',
    zh: '中国国际航空',
    en: 'Air China',
    prefix: '999',
    lowCost: false,
    mainline: true,
    hubs: { BJS: 10, CTU: 5, CKG: 4, HGH: 3, TSN: 2, SHA: 2, SZX: 1 },
    partners: ['ZH', 'SC'],
    firstNo: 1101,
    firstCodeshareNo: 5101,
    narrow: ['A320', 'A321', 'A320neo', 'B737-800', 'B737 MAX 8', 'C919', 'ARJ21'],
    wide: ['A330-300', 'B787-9', 'A350-900', 'B777-300ER'],
  }),
  a({
    code: 'MU',
    zh: '中国东方航空',
    en: 'China Eastern Airlines',
    prefix: '781',
    lowCost: false,
    mainline: true,
    hubs: { SHA: 10, KMG: 5, SIA: 5, WUH: 3, NKG: 3, TAO: 2, HFE: 2, TYN: 2, LHW: 2, BJS: 3 },
    partners: ['FM', 'HO'],
    firstNo: 5101,
    firstCodeshareNo: 3101,
    narrow: ['A320', 'A321', 'A320neo', 'B737-800', 'C919', 'ARJ21'],
    wide: ['A330-200', 'A330-300', 'B787-9', 'A350-900'],
  }),
  a({
    code: 'CZ',
    zh: '中国南方航空',
    en: 'China Southern Airlines',
    prefix: '784',
    lowCost: false,
    mainline: true,
    hubs: { CAN: 10, SZX: 5, URC: 5, CKG: 3, SHE: 3, DLC: 2, HRB: 2, CGO: 3, WUH: 2, CSX: 3, BJS: 3, CGQ: 2 },
    partners: ['MF'],
    firstNo: 3101,
    firstCodeshareNo: 8101,
    narrow: ['A320', 'A321', 'A320neo', 'B737-800', 'B737 MAX 8', 'C919', 'ARJ21'],
    wide: ['A330-300', 'B787-9', 'A350-900', 'B777-300ER'],
  }),
  a({
    code: 'HU',
    zh: '海南航空',
    en: 'Hainan Airlines',
    prefix: '880',
    lowCost: false,
    mainline: true,
    hubs: { HAK: 8, BJS: 5, SIA: 3, DLC: 2, TYN: 2, CSX: 2, SYX: 2, URC: 1 },
    partners: ['GS', 'JD'],
    firstNo: 7101,
    firstCodeshareNo: 5801,
    narrow: ['B737-800', 'B737 MAX 8'],
    wide: ['B787-8', 'B787-9', 'A330-300'],
  }),
  a({
    code: '3U',
    zh: '四川航空',
    en: 'Sichuan Airlines',
    prefix: '876',
    lowCost: false,
    mainline: false,
    hubs: { CTU: 9, CKG: 4, KMG: 2, HGH: 1, SIA: 1 },
    partners: ['EU'],
    firstNo: 8801,
    firstCodeshareNo: 3001,
    narrow: ['A319', 'A320', 'A321', 'A320neo', 'A321neo'],
    wide: ['A330-300', 'A350-900'],
  }),
  a({
    code: 'ZH',
    zh: '深圳航空',
    en: 'Shenzhen Airlines',
    prefix: '479',
    lowCost: false,
    mainline: false,
    hubs: { SZX: 8, NKG: 2, SIA: 1, SHE: 1, CAN: 1 },
    partners: ['CA'],
    firstNo: 9701,
    firstCodeshareNo: 4001,
    narrow: ['A320', 'A320neo', 'B737-800', 'B737 MAX 8'],
    wide: [],
  }),
  a({
    code: 'MF',
    zh: '厦门航空',
    en: 'Xiamen Airlines',
    prefix: '731',
    lowCost: false,
    mainline: false,
    hubs: { XMN: 8, FOC: 5, HGH: 2, TSN: 1, CSX: 1 },
    partners: ['CZ'],
    firstNo: 8101,
    firstCodeshareNo: 1001,
    narrow: ['B737-800', 'B737 MAX 8'],
    wide: ['B787-9'],
  }),
  a({
    code: 'FM',
    zh: '上海航空',
    en: 'Shanghai Airlines',
    prefix: '774',
    lowCost: false,
    mainline: false,
    hubs: { SHA: 6 },
    partners: ['MU'],
    firstNo: 9101,
    firstCodeshareNo: 4101,
    narrow: ['B737-800', 'B737 MAX 8'],
    wide: ['B787-9'],
  }),
  a({
    code: '9C',
    zh: '春秋航空',
    en: 'Spring Airlines',
    prefix: '089',
    lowCost: true,
    mainline: false,
    hubs: { SHA: 6, SJW: 3, SHE: 1, CAN: 1, LHW: 1 },
    partners: [],
    firstNo: 8501,
    firstCodeshareNo: 9501,
    narrow: ['A320', 'A320neo', 'A321neo'],
    wide: [],
  }),
  a({
    code: 'HO',
    zh: '吉祥航空',
    en: 'Juneyao Air',
    prefix: '018',
    lowCost: false,
    mainline: false,
    hubs: { SHA: 6, NKG: 2 },
    partners: ['MU'],
    firstNo: 1001,
    firstCodeshareNo: 6001,
    narrow: ['A320', 'A321', 'A320neo'],
    wide: ['B787-9'],
  }),
  a({
    code: 'SC',
    zh: '山东航空',
    en: 'Shandong Airlines',
    prefix: '324',
    lowCost: false,
    mainline: false,
    hubs: { TNA: 7, TAO: 5, XMN: 1 },
    partners: ['CA'],
    firstNo: 4601,
    firstCodeshareNo: 2001,
    narrow: ['B737-800', 'B737 MAX 8'],
    wide: [],
  }),
  a({
    code: 'JD',
    zh: '首都航空',
    en: 'Beijing Capital Airlines',
    prefix: '898',
    lowCost: false,
    mainline: false,
    hubs: { BJS: 3, HGH: 2, KWL: 2, TAO: 1, SYX: 1 },
    partners: ['HU'],
    firstNo: 5301,
    firstCodeshareNo: 2101,
    narrow: ['A319', 'A320', 'A320neo'],
    wide: ['A330-300'],
  }),
  a({
    code: 'GS',
    zh: '天津航空',
    en: 'Tianjin Airlines',
    prefix: '826',
    lowCost: false,
    mainline: false,
    hubs: { TSN: 6, URC: 1, HET: 1 },
    partners: ['HU'],
    firstNo: 7501,
    firstCodeshareNo: 6101,
    narrow: ['A320', 'A320neo', 'E190'],
    wide: ['A330-200'],
  }),
  a({
    code: '8L',
    zh: '祥鹏航空',
    en: 'Lucky Air',
    prefix: '859',
    lowCost: false,
    mainline: false,
    hubs: { KMG: 5, KWE: 1 },
    partners: ['HU'],
    firstNo: 9901,
    firstCodeshareNo: 6501,
    narrow: ['A320', 'A320neo', 'B737-800'],
    wide: [],
  }),
  a({
    code: 'EU',
    zh: '成都航空',
    en: 'Chengdu Airlines',
    prefix: '811',
    lowCost: false,
    mainline: false,
    hubs: { CTU: 4 },
    partners: ['3U'],
    firstNo: 2201,
    firstCodeshareNo: 6801,
    narrow: ['A320', 'A321', 'ARJ21', 'C919'],
    wide: [],
  }),
];

export const AIRLINE_BY_CODE: ReadonlyMap<string, Airline> = new Map(AIRLINES.map((x) => [x.code, x]));

/** Airlines based at Beijing Daxing (the others fly from Capital). */
const DAXING_AIRLINES = new Set(['MU', 'CZ', 'MF', 'JD', 'HO', 'FM']);
/** Airlines based at Chengdu Tianfu (the others mostly from Shuangliu). */
const TIANFU_AIRLINES = new Set(['3U', 'CA', 'EU', 'MU']);

/** The airport an airline uses in a city with several, by a coin `r` for the airlines serving both. */
export function airportFor(city: DomesticCity, airline: string, r: number): string {
  const codes = city.airports.map((p) => p.code);
  if (codes.length <= 1) return codes[0] ?? '';
  if (city.code === 'BJS') return DAXING_AIRLINES.has(airline) ? 'PKX' : 'PEK';
  if (city.code === 'CTU') return TIANFU_AIRLINES.has(airline) ? (r < 0.75 ? 'TFU' : 'CTU') : 'CTU';
  // Shanghai: Hongqiao for most domestic trunk flights, Pudong for the rest.
  return r < 0.55 ? (codes[1] ?? codes[0] ?? '') : (codes[0] ?? '');
}

/** Terminal of an airline at an airport ('' for single-terminal airports). */
export function terminalFor(airport: string, airline: string): string {
  switch (airport) {
    case 'PEK':
      return ['CA', 'ZH', 'SC', '3U', 'EU'].includes(airline) ? 'T3' : 'T2';
    case 'PVG':
      return ['MU', 'FM', 'HO'].includes(airline) ? 'T1' : 'T2';
    case 'SHA':
      return ['9C', 'HO'].includes(airline) ? 'T1' : 'T2';
    case 'CAN':
      return ['CZ', 'MF'].includes(airline) ? 'T2' : 'T1';
    case 'TFU':
      return ['3U', 'EU'].includes(airline) ? 'T1' : 'T2';
    case 'CTU':
      return ['3U', 'EU'].includes(airline) ? 'T1' : 'T2';
    case 'CKG':
      return 'T3';
    case 'HGH':
      return 'T4';
    case 'SZX':
      return 'T3';
    case 'XIY':
      return 'T3';
    case 'WUH':
      return 'T3';
    case 'KMG':
    case 'PKX':
      return '';
    default:
      return 'T2';
  }
}

export const CITY_BY_CODE: ReadonlyMap<string, DomesticCity> = new Map(DOMESTIC_CITIES.map((c) => [c.code, c]));

/** Airport code → its city. */
export const CITY_OF_AIRPORT: ReadonlyMap<string, DomesticCity> = new Map(
  DOMESTIC_CITIES.flatMap((c) => c.airports.map((p) => [p.code, c] as const)),
);

/** Hubs where connections are offered (city codes). */
export const TRANSFER_HUBS: readonly string[] = [
  'BJS',
  'SHA',
  'CAN',
  'CTU',
  'SIA',
  'CKG',
  'KMG',
  'WUH',
  'CSX',
  'HGH',
  'SZX',
  'URC',
  'CGO',
];

/** Great-circle distance in km. */
export function distanceKm(from: string, to: string): number {
  const p = AIRPORT_POSITIONS[from];
  const q = AIRPORT_POSITIONS[to];
  if (!p || !q) return 0;
  const rad = Math.PI / 180;
  const dLat = (q[0] - p[0]) * rad;
  const dLng = (q[1] - p[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p[0] * rad) * Math.cos(q[0] * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

/** Main airport of a city (the first listed). */
export function mainAirport(city: DomesticCity): string {
  return city.airports[0]?.code ?? '';
}
