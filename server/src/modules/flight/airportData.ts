/**
 * Seed data of the airport guide (queryApTrnInfo, queryApAirlineInfo, queryApTrfInfo/Detail, airportBus/query) for
 * the main airports. Public-transport facts are simplified for the demo (lines, hours and fares change).
 */

export interface TerminalSeed {
  terminal: string;
  zh: string;
  en: string;
  services: readonly string[];
}

export interface AirportSeed {
  address: string;
  phone: string;
  terminals: readonly TerminalSeed[];
}

/** 1 airport bus, 2 metro, 3 taxi, 4 rail / maglev. */
export interface TransportSeed {
  terminal: string;
  trfType: 1 | 2 | 3 | 4;
  name: string;
  summary: string;
  first: string;
  last: string;
  priceYuan: number;
  durationMin: number;
  stops: readonly string[];
}

const SERVICES = ['值机柜台', '安检通道', '行李寄存', '母婴室', '贵宾室', '便利店', '餐饮', '充电站'] as const;
const t = (terminal: string, zh: string, en: string, services: readonly string[] = SERVICES): TerminalSeed => ({
  terminal,
  zh,
  en,
  services,
});

export const AIRPORTS: Readonly<Record<string, AirportSeed>> = {
  PEK: {
    address: '北京市顺义区首都机场路',
    phone: '010-96158',
    terminals: [t('T2', '2号航站楼', 'Terminal 2'), t('T3', '3号航站楼', 'Terminal 3')],
  },
  PKX: { address: '北京市大兴区大兴国际机场', phone: '010-96158', terminals: [t('', '航站楼', 'Terminal')] },
  PVG: {
    address: '上海市浦东新区启航路900号',
    phone: '021-96990',
    terminals: [t('T1', '1号航站楼', 'Terminal 1'), t('T2', '2号航站楼', 'Terminal 2')],
  },
  SHA: {
    address: '上海市长宁区虹桥路2550号',
    phone: '021-96990',
    terminals: [t('T1', '1号航站楼', 'Terminal 1'), t('T2', '2号航站楼', 'Terminal 2')],
  },
  CAN: {
    address: '广州市白云区机场路',
    phone: '020-96158',
    terminals: [t('T1', '1号航站楼', 'Terminal 1'), t('T2', '2号航站楼', 'Terminal 2')],
  },
  SZX: { address: '深圳市宝安区航站四路', phone: '0755-23456789', terminals: [t('T3', '3号航站楼', 'Terminal 3')] },
  TFU: {
    address: '成都市简阳市天府国际机场',
    phone: '028-96566',
    terminals: [t('T1', '1号航站楼', 'Terminal 1'), t('T2', '2号航站楼', 'Terminal 2')],
  },
  CTU: {
    address: '成都市双流区双流国际机场',
    phone: '028-96566',
    terminals: [t('T1', '1号航站楼', 'Terminal 1'), t('T2', '2号航站楼', 'Terminal 2')],
  },
  CKG: { address: '重庆市渝北区江北国际机场', phone: '023-96666', terminals: [t('T3', 'T3航站楼', 'Terminal 3')] },
  HGH: { address: '杭州市萧山区萧山国际机场', phone: '0571-96299', terminals: [t('T4', 'T4航站楼', 'Terminal 4')] },
  XIY: { address: '西安市西咸新区咸阳国际机场', phone: '029-96788', terminals: [t('T3', 'T3航站楼', 'Terminal 3')] },
  KMG: { address: '昆明市官渡区长水国际机场', phone: '0871-96566', terminals: [t('', '航站楼', 'Terminal')] },
  WUH: { address: '武汉市黄陂区天河国际机场', phone: '027-96577', terminals: [t('T3', 'T3航站楼', 'Terminal 3')] },
  NKG: {
    address: '南京市江宁区禄口国际机场',
    phone: '025-968890',
    terminals: [t('T2', 'T2航站楼', 'Terminal 2')],
  },
  CSX: { address: '长沙市长沙县黄花国际机场', phone: '0731-96777', terminals: [t('T2', 'T2航站楼', 'Terminal 2')] },
};

const bus = (
  terminal: string,
  name: string,
  first: string,
  last: string,
  priceYuan: number,
  durationMin: number,
  stops: readonly string[],
): TransportSeed => ({
  terminal,
  trfType: 1,
  name,
  summary: stops.join(' — '),
  first,
  last,
  priceYuan,
  durationMin,
  stops,
});

const rail = (
  trfType: 2 | 4,
  terminal: string,
  name: string,
  first: string,
  last: string,
  priceYuan: number,
  durationMin: number,
  stops: readonly string[],
): TransportSeed => ({
  terminal,
  trfType,
  name,
  summary: stops.join(' — '),
  first,
  last,
  priceYuan,
  durationMin,
  stops,
});

const taxi = (terminal: string, summary: string, durationMin: number): TransportSeed => ({
  terminal,
  trfType: 3,
  name: '出租车',
  summary,
  first: '00:00',
  last: '23:59',
  priceYuan: 0,
  durationMin,
  stops: [],
});

export const TRANSPORT: Readonly<Record<string, readonly TransportSeed[]>> = {
  PEK: [
    bus('T3', '方庄线', '07:00', '01:00', 30, 60, ['T3航站楼', 'T2航站楼', '大北窑', '潘家园', '方庄']),
    bus('T3', '西单线', '07:00', '01:00', 30, 70, ['T3航站楼', 'T2航站楼', '东直门', '复兴门', '西单']),
    bus('T3', '北京站线', '07:00', '01:00', 30, 60, ['T3航站楼', 'T2航站楼', '东直门', '北京站']),
    bus('T3', '公主坟线', '07:00', '01:00', 30, 80, ['T3航站楼', 'T2航站楼', '三元桥', '友谊宾馆', '公主坟']),
    bus('T3', '中关村线', '07:00', '23:30', 30, 70, ['T3航站楼', 'T2航站楼', '北太平庄', '中关村']),
    bus('T2', '奥运村线', '07:00', '23:00', 30, 50, ['T2航站楼', 'T3航站楼', '安贞桥', '亚运村', '奥运村']),
    rail(2, 'T3', '首都机场线', '06:21', '23:10', 25, 25, ['3号航站楼', '2号航站楼', '三元桥', '东直门']),
    taxi('T3', '至国贸约 110 元，不含高速费', 40),
  ],
  PKX: [
    rail(2, '', '大兴机场线', '06:00', '22:30', 35, 20, ['大兴机场', '大兴新城', '草桥']),
    rail(4, '', '京雄城际', '07:20', '21:30', 34, 30, ['大兴机场', '北京西']),
    bus('', '北京站线', '07:00', '23:00', 40, 90, ['大兴机场', '北京南站', '北京站']),
    bus('', '西单线', '07:00', '23:00', 40, 90, ['大兴机场', '六里桥', '西单']),
    taxi('', '至国贸约 150 元，不含高速费', 60),
  ],
  PVG: [
    rail(4, 'T2', '上海磁浮', '06:45', '21:40', 50, 8, ['浦东机场', '龙阳路']),
    rail(2, 'T2', '地铁2号线', '06:00', '22:00', 8, 70, [
      '浦东国际机场',
      '龙阳路',
      '人民广场',
      '静安寺',
      '虹桥2号航站楼',
    ]),
    bus('T2', '机场一线', '06:30', '23:00', 30, 60, ['浦东机场T2', '浦东机场T1', '虹桥枢纽']),
    bus('T2', '机场二线', '07:00', '23:00', 22, 60, ['浦东机场T2', '浦东机场T1', '静安寺']),
    bus('T2', '机场五线', '07:00', '23:00', 24, 70, ['浦东机场T2', '浦东机场T1', '东方明珠', '上海火车站']),
    taxi('T2', '至人民广场约 180 元', 50),
  ],
  SHA: [
    rail(2, 'T2', '地铁2号线', '05:50', '23:00', 6, 35, ['虹桥2号航站楼', '静安寺', '人民广场', '陆家嘴']),
    rail(2, 'T2', '地铁10号线', '05:45', '22:45', 6, 40, [
      '虹桥2号航站楼',
      '虹桥1号航站楼',
      '交通大学',
      '新天地',
      '南京东路',
    ]),
    bus('T2', '机场一线', '06:30', '23:00', 30, 60, ['虹桥枢纽', '浦东机场T1', '浦东机场T2']),
    taxi('T2', '至人民广场约 70 元', 35),
  ],
  CAN: [
    rail(2, 'T2', '地铁3号线', '06:00', '23:00', 7, 45, [
      '机场北（2号航站楼）',
      '机场南（1号航站楼）',
      '嘉禾望岗',
      '广州东站',
      '体育西路',
    ]),
    bus('T2', '机场快线1线', '07:00', '23:00', 24, 60, ['2号航站楼', '1号航站楼', '广州火车站', '流花']),
    bus('T2', '机场快线2线', '07:00', '23:00', 24, 70, ['2号航站楼', '1号航站楼', '珠江新城', '天河']),
    taxi('T2', '至珠江新城约 120 元', 50),
  ],
  SZX: [
    rail(2, 'T3', '地铁11号线', '06:30', '23:00', 10, 35, ['机场', '宝安中心', '前海湾', '车公庙', '福田']),
    bus('T3', '机场快线330路', '06:30', '23:30', 20, 60, ['机场', '深圳湾', '华侨城', '福田']),
    taxi('T3', '至福田中心区约 90 元', 40),
  ],
  TFU: [
    rail(2, 'T1', '地铁18号线', '06:30', '22:30', 15, 40, ['天府机场1号2号航站楼', '天府新站', '火车南站']),
    bus('T1', '机场大巴天府广场线', '08:00', '23:00', 45, 90, ['天府机场', '火车南站', '天府广场']),
    taxi('T1', '至天府广场约 180 元', 70),
  ],
  CTU: [
    rail(2, 'T2', '地铁10号线', '06:30', '23:00', 5, 35, ['双流机场2航站楼', '双流机场1航站楼', '太平园']),
    bus('T2', '机场大巴1号线', '07:00', '23:00', 10, 50, ['双流机场', '人民南路', '岷山饭店']),
    taxi('T2', '至天府广场约 60 元', 35),
  ],
  CKG: [
    rail(2, 'T3', '地铁10号线', '06:30', '22:30', 6, 40, ['T3航站楼', 'T2航站楼', '重庆北站南广场', '红土地']),
    rail(2, 'T3', '地铁3号线', '06:30', '22:30', 7, 60, ['江北机场T2航站楼', '观音桥', '牛角沱', '两路口']),
    bus('T3', '机场大巴解放碑线', '08:00', '24:00', 20, 70, ['T3航站楼', '上清寺', '解放碑']),
    taxi('T3', '至解放碑约 90 元', 45),
  ],
  HGH: [
    rail(2, 'T4', '地铁19号线（机场快线）', '06:00', '23:00', 9, 45, [
      '萧山国际机场',
      '钱江世纪城',
      '火车东站',
      '火车西站',
    ]),
    bus('T4', '机场大巴城站线', '05:30', '21:00', 20, 60, ['萧山机场', '武林门', '城站']),
    taxi('T4', '至西湖约 150 元', 50),
  ],
  XIY: [
    rail(2, 'T3', '地铁14号线（机场城际）', '06:30', '22:30', 7, 40, [
      '机场（T5）',
      '机场西（T1、T2、T3）',
      '北客站',
      '贺韶',
    ]),
    bus('T3', '机场大巴钟楼线', '07:00', '23:00', 25, 60, ['T3航站楼', '玉祥门', '钟楼']),
    taxi('T3', '至钟楼约 120 元', 50),
  ],
  KMG: [
    rail(2, '', '地铁6号线', '06:30', '22:30', 5, 45, ['机场中心', '塘子巷', '东部汽车客运站']),
    bus('', '机场大巴1号线', '08:00', '24:00', 25, 60, ['长水机场', '昆明火车站']),
    taxi('', '至市中心约 100 元', 40),
  ],
  WUH: [
    rail(2, 'T3', '地铁2号线', '06:00', '23:00', 7, 60, ['天河机场', '汉口火车站', '江汉路', '光谷广场']),
    bus('T3', '机场大巴1线', '08:00', '23:00', 17, 60, ['天河机场', '汉口', '武昌']),
    taxi('T3', '至汉口约 90 元', 40),
  ],
  NKG: [
    rail(2, 'T2', '地铁S1号线', '06:00', '22:50', 7, 35, ['禄口机场', '翔宇路南', '南京南站']),
    bus('T2', '机场大巴1号线', '06:30', '23:00', 20, 60, ['禄口机场', '南京南站', '新街口']),
    taxi('T2', '至新街口约 130 元', 50),
  ],
  CSX: [
    rail(4, 'T2', '长沙磁浮快线', '07:00', '22:00', 20, 20, ['黄花机场', '榔梨', '长沙南']),
    rail(2, 'T2', '地铁6号线', '06:30', '22:30', 7, 60, ['黄花机场T1T2', '人民东路', '文昌阁']),
    taxi('T2', '至五一广场约 80 元', 40),
  ],
};

/** Airline service hotlines. */
export const AIRLINE_PHONES: Readonly<Record<string, string>> = {
  CA: '95583',
  MU: '95530',
  CZ: '95539',
  HU: '95339',
  '3U': '95378',
  ZH: '95361',
  MF: '95557',
  FM: '95530',
  '9C': '95524',
  HO: '95520',
  SC: '95369',
  JD: '95071',
  GS: '950710',
  '8L': '95326',
  EU: '028-66668888',
};
