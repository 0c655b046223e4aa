/** International cities (product 10910) with their main airports. Public facts, kept small for the demo. */
export interface IntlCity {
  code: string;
  zh: string;
  en: string;
  pinyin: string;
  jianpin: string;
  countryZh: string;
  countryEn: string;
  hot: boolean;
  airports: string[];
}

const c = (
  code: string, zh: string, en: string, pinyin: string, jianpin: string, countryZh: string, countryEn: string,
  hot: boolean, airports: string[],
): IntlCity => ({ code, zh, en, pinyin, jianpin, countryZh, countryEn, hot, airports });

export const INTERNATIONAL_CITIES: readonly IntlCity[] = [
  c('HKG', '香港', 'Hong Kong', 'xianggang', 'xg', '中国香港', 'Hong Kong SAR, China', true, ['HKG']),
  c('MFM', '澳门', 'Macau', 'aomen', 'am', '中国澳门', 'Macao SAR, China', false, ['MFM']),
  c('TPE', '台北', 'Taipei', 'taibei', 'tb', '中国台湾', 'Taiwan, China', false, ['TPE', 'TSA']),
  c('TYO', '东京', 'Tokyo', 'dongjing', 'dj', '日本', 'Japan', true, ['NRT', 'HND']),
  c('OSA', '大阪', 'Osaka', 'daban', 'db', '日本', 'Japan', true, ['KIX', 'ITM']),
  c('SEL', '首尔', 'Seoul', 'shouer', 'se', '韩国', 'South Korea', true, ['ICN', 'GMP']),
  c('SIN', '新加坡', 'Singapore', 'xinjiapo', 'xjp', '新加坡', 'Singapore', true, ['SIN']),
  c('BKK', '曼谷', 'Bangkok', 'mangu', 'mg', '泰国', 'Thailand', true, ['BKK', 'DMK']),
  c('KUL', '吉隆坡', 'Kuala Lumpur', 'jilongpo', 'jlp', '马来西亚', 'Malaysia', false, ['KUL']),
  c('LON', '伦敦', 'London', 'lundun', 'ld', '英国', 'United Kingdom', true, ['LHR', 'LGW']),
  c('PAR', '巴黎', 'Paris', 'bali', 'bl', '法国', 'France', true, ['CDG', 'ORY']),
  c('FRA', '法兰克福', 'Frankfurt', 'falankefu', 'flkf', '德国', 'Germany', false, ['FRA']),
  c('NYC', '纽约', 'New York', 'niuyue', 'ny', '美国', 'United States', true, ['JFK', 'EWR', 'LGA']),
  c('LAX', '洛杉矶', 'Los Angeles', 'luoshanji', 'lsj', '美国', 'United States', true, ['LAX']),
  c('SFO', '旧金山', 'San Francisco', 'jiujinshan', 'jjs', '美国', 'United States', false, ['SFO']),
  c('SYD', '悉尼', 'Sydney', 'xini', 'xn', '澳大利亚', 'Australia', true, ['SYD']),
  c('MEL', '墨尔本', 'Melbourne', 'moerben', 'meb', '澳大利亚', 'Australia', false, ['MEL']),
  c('DXB', '迪拜', 'Dubai', 'dibai', 'db', '阿联酋', 'United Arab Emirates', false, ['DXB']),
  c('MOW', '莫斯科', 'Moscow', 'mosike', 'msk', '俄罗斯', 'Russia', false, ['SVO', 'DME']),
  c('YVR', '温哥华', 'Vancouver', 'wengehua', 'wgh', '加拿大', 'Canada', false, ['YVR']),
  c('YTO', '多伦多', 'Toronto', 'duolunduo', 'dld', '加拿大', 'Canada', false, ['YYZ']),
];
