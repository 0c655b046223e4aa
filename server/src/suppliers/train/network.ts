/**
 * The simulated rail network: real lines over the stations of basedata (telegraph codes) with their distances, and
 * the daily timetable generated from them once, deterministically (supplier kit `hash32` / `rng`): the same train
 * number always runs the same stops at the same times. Dates only change stock and suspensions (index.ts).
 */
import type { SeatType, TrainType } from '../../../../src/api/contract/train';
import { DOMESTIC_CITIES } from '../../modules/basedata/data/domestic';
import { rng } from '../kit/random';

/** A station of the network with its city (both languages). */
export interface NetStation {
  code: string;
  zh: string;
  en: string;
  cityCode: string;
  cityZh: string;
  cityEn: string;
}

/** A stop of a timetabled train; minutes are counted from midnight of the day the train starts (may pass 1440). */
export interface ServiceStop {
  station: string;
  km: number;
  /** Null at the first stop. */
  arr: number | null;
  /** Null at the last stop. */
  dep: number | null;
}

/** A train of the daily timetable. */
export interface Service {
  code: string;
  type: TrainType;
  stops: ServiceStop[];
  /** Seat classes sold on the train, best first. */
  seatTypes: SeatType[];
}

/** Every station of basedata by telegraph code. */
export const STATIONS: ReadonlyMap<string, NetStation> = new Map(
  DOMESTIC_CITIES.flatMap((c) =>
    c.stations.map((s) => [s.code, { code: s.code, zh: s.zh, en: s.en, cityCode: c.code, cityZh: c.zh, cityEn: c.en }]),
  ),
);

/** Station codes of a city code, or the station itself; empty when neither. */
export function stationsOf(code: string): string[] {
  const city = DOMESTIC_CITIES.find((c) => c.code === code);
  if (city) return city.stations.map((s) => s.code);
  return STATIONS.has(code) ? [code] : [];
}

/**
 * The stations a search from or to `code` covers: a station stands for every station of its city, as the national
 * rail operator's search does (北京 lists trains from 北京南 and 北京西 too; the list's station filter narrows it).
 */
export function searchStationsOf(code: string): string[] {
  const city = STATIONS.get(code)?.cityCode;
  return city ? stationsOf(city) : stationsOf(code);
}

/** A group of trains on a line: `count` each way between line stops `from` and `to`, departing over a window. */
interface Group {
  type: TrainType;
  count: number;
  from: number;
  to: number;
  /** First and last departure from the first stop, 'HH:mm'. */
  first: string;
  last: string;
  /** Train numbers: base + 1, base + 3… one way (down), base + 2, base + 4… back (up). */
  base: number;
  /** Sleeper bullet trains (D with bullet sleeper). */
  sleeper?: boolean;
}

interface Line {
  id: string;
  /** [station code, km from the line's first station]. */
  stops: [string, number][];
  groups: Group[];
}

const g = (
  type: TrainType,
  count: number,
  from: number,
  to: number,
  first: string,
  last: string,
  base: number,
  sleeper = false,
): Group => ({ type, count, from, to, first, last, base, ...(sleeper ? { sleeper } : {}) });

/** The lines (public facts, rounded distances). */
const LINES: Line[] = [
  {
    id: 'jinghu-hsr', // Beijing–Shanghai high-speed via Tianjin, Jinan, Nanjing, Wuxi, Suzhou
    stops: [
      ['VNP', 0],
      ['TIP', 131],
      ['JGK', 406],
      ['NKH', 1023],
      ['WGH', 1153],
      ['OHH', 1237],
      ['AOH', 1318],
    ],
    groups: [
      g('G', 70, 0, 6, '06:00', '19:30', 0),
      g('G', 8, 0, 3, '07:10', '18:40', 140),
      g('G', 8, 2, 6, '06:40', '19:10', 156),
      g('D', 4, 0, 6, '19:10', '21:30', 700, true),
    ],
  },
  {
    id: 'jinghu', // Beijing–Shanghai conventional line
    stops: [
      ['BJP', 0],
      ['TJP', 137],
      ['JNK', 497],
      ['NJH', 1153],
      ['WXH', 1336],
      ['SZH', 1379],
      ['SHH', 1463],
    ],
    groups: [
      g('Z', 3, 0, 6, '19:00', '21:00', 0),
      g('T', 2, 0, 6, '17:30', '20:30', 100),
      g('K', 3, 0, 6, '11:00', '22:30', 1000),
    ],
  },
  {
    id: 'jingguang-hsr', // Beijing–Guangzhou–Shenzhen high-speed via Shijiazhuang, Zhengzhou, Wuhan, Changsha
    stops: [
      ['BXP', 0],
      ['SJP', 281],
      ['ZAF', 693],
      ['WHN', 1229],
      ['CWQ', 1591],
      ['IZQ', 2298],
      ['IOQ', 2400],
    ],
    groups: [
      g('G', 20, 0, 6, '06:50', '13:00', 400),
      g('G', 10, 0, 5, '07:30', '14:30', 440),
      g('G', 12, 0, 3, '06:30', '18:30', 460),
      g('G', 10, 3, 5, '07:00', '19:00', 484),
      g('G', 8, 4, 6, '07:20', '19:20', 504),
    ],
  },
  {
    id: 'jingguang', // Beijing–Guangzhou conventional line
    stops: [
      ['BXP', 0],
      ['SJP', 277],
      ['ZZF', 689],
      ['WCN', 1225],
      ['CSQ', 1587],
      ['GZQ', 2294],
    ],
    groups: [
      g('Z', 3, 0, 5, '10:00', '20:00', 10),
      g('T', 2, 0, 5, '13:00', '19:00', 200),
      g('K', 4, 0, 5, '08:00', '21:30', 500),
    ],
  },
  {
    id: 'hukun-hsr', // Shanghai–Kunming high-speed via Hangzhou, Nanchang, Changsha, Guiyang
    stops: [
      ['AOH', 0],
      ['HGH', 159],
      ['NXG', 735],
      ['CWQ', 1077],
      ['KQW', 1777],
      ['KOM', 2252],
    ],
    groups: [
      g('G', 45, 0, 1, '06:00', '21:30', 7300),
      g('G', 10, 0, 3, '06:45', '17:30', 1300),
      g('G', 6, 0, 5, '06:30', '11:30', 1370),
      g('D', 6, 1, 2, '07:00', '18:00', 3100),
    ],
  },
  {
    id: 'coastal', // Hangzhou–Ningbo–Wenzhou–Fuzhou–Xiamen–Shenzhen
    stops: [
      ['HGH', 0],
      ['NGH', 155],
      ['VRH', 435],
      ['FZS', 770],
      ['XKS', 1020],
      ['IOQ', 1530],
    ],
    groups: [
      g('G', 12, 0, 1, '06:30', '21:00', 7500),
      g('D', 6, 0, 3, '07:00', '17:00', 3200),
      g('G', 6, 0, 4, '07:30', '16:00', 1650),
      g('D', 4, 0, 5, '07:40', '12:00', 2280),
    ],
  },
  {
    id: 'chengyu', // Chengdu–Chongqing
    stops: [
      ['ICW', 0],
      ['CUW', 300],
    ],
    groups: [
      g('G', 15, 0, 1, '06:30', '21:30', 8600),
      g('D', 10, 0, 1, '07:00', '20:00', 5100),
      g('C', 5, 0, 1, '08:00', '19:00', 6000),
    ],
  },
  {
    id: 'xulan', // Zhengzhou–Xi'an–Lanzhou high-speed
    stops: [
      ['ZAF', 0],
      ['EAY', 523],
      ['LAJ', 1199],
    ],
    groups: [g('G', 12, 0, 1, '06:40', '19:40', 2000), g('G', 8, 0, 2, '07:20', '15:00', 2024)],
  },
  {
    id: 'xicheng', // Xi'an–Chengdu high-speed
    stops: [
      ['EAY', 0],
      ['ICW', 658],
    ],
    groups: [g('G', 8, 0, 1, '07:00', '19:00', 8700), g('D', 4, 0, 1, '08:00', '17:00', 1900)],
  },
  {
    id: 'jingjin', // Beijing–Tianjin intercity
    stops: [
      ['VNP', 0],
      ['TJP', 120],
    ],
    groups: [g('C', 40, 0, 1, '06:00', '22:30', 2000)],
  },
  {
    id: 'jingha', // Beijing–Shenyang–Changchun–Harbin high-speed
    stops: [
      ['BJP', 0],
      ['SBT', 700],
      ['CCT', 1000],
      ['VAB', 1240],
    ],
    groups: [g('G', 10, 0, 3, '06:30', '16:00', 900), g('G', 8, 0, 1, '07:00', '19:00', 920)],
  },
  {
    id: 'guangshen', // Guangzhou East–Shenzhen
    stops: [
      ['GGQ', 0],
      ['SZQ', 139],
    ],
    groups: [g('D', 25, 0, 1, '06:20', '22:00', 7000)],
  },
  {
    id: 'jingqing', // Beijing–Qingdao via Jinan
    stops: [
      ['VNP', 0],
      ['TIP', 131],
      ['JGK', 406],
      ['QDK', 776],
    ],
    groups: [g('G', 10, 0, 3, '06:50', '18:00', 180)],
  },
  {
    id: 'jinghang', // Beijing–Hangzhou via Jinan, Nanjing
    stops: [
      ['VNP', 0],
      ['JGK', 406],
      ['NKH', 1023],
      ['HGH', 1279],
    ],
    groups: [g('G', 10, 0, 3, '07:00', '17:00', 200)],
  },
  {
    id: 'huning', // Shanghai–Nanjing intercity
    stops: [
      ['AOH', 0],
      ['OHH', 81],
      ['WGH', 165],
      ['NKH', 295],
    ],
    groups: [g('G', 10, 0, 3, '06:20', '21:00', 7000), g('D', 10, 0, 3, '06:50', '20:30', 5500)],
  },
];

/** Average speed between stops in km/h (stops add their dwell). */
const SPEED: Record<TrainType, number> = { G: 280, C: 200, D: 200, Z: 115, T: 100, K: 80 };
const SLEEPER_SPEED = 115;

function seatTypesOf(type: TrainType, sleeper: boolean): SeatType[] {
  if (type === 'G') return ['9', 'M', 'O', 'WZ'];
  if (type === 'D' && sleeper) return ['F', 'O', 'WZ'];
  if (type === 'D' || type === 'C') return ['M', 'O', 'WZ'];
  return ['4', '3', '1', 'WZ'];
}

const toMin = (hm: string): number => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));

function buildService(line: Line, grp: Group, i: number, down: boolean): Service {
  const code = `${grp.type}${grp.base + 2 * i + (down ? 1 : 2)}`;
  const r = rng(`train|${code}`);
  const span = toMin(grp.last) - toMin(grp.first);
  const slot = grp.count > 1 ? span / (grp.count - 1) : 0;
  const start = Math.round(toMin(grp.first) + i * slot + (grp.count > 1 ? r.int(-4, 4) : 0));
  const path = line.stops.slice(grp.from, grp.to + 1);
  const ordered = down
    ? path
    : [...path].reverse().map(([s, km]) => [s, (path[path.length - 1]?.[1] ?? 0) - km] as [string, number]);
  const base = ordered[0]?.[1] ?? 0;
  const fast = grp.type === 'G' || grp.type === 'C';
  const speed = grp.sleeper ? SLEEPER_SPEED : SPEED[grp.type];
  const stops: ServiceStop[] = [];
  let t = start;
  let prevKm = base;
  ordered.forEach(([station, km], idx) => {
    const last = idx === ordered.length - 1;
    const stopHere = idx === 0 || last || !fast || r.chance(0.7);
    const travel = Math.round(((km - prevKm) / speed) * 60);
    if (idx === 0) {
      stops.push({ station, km: 0, arr: null, dep: t });
      return;
    }
    t += travel;
    prevKm = km;
    if (!stopHere) return;
    if (last) {
      stops.push({ station, km: km - base, arr: t, dep: null });
      return;
    }
    const dwell = fast || grp.type === 'D' ? r.int(2, 5) : r.int(6, 12);
    stops.push({ station, km: km - base, arr: t, dep: t + dwell });
    t += dwell;
  });
  return { code, type: grp.type, stops, seatTypes: seatTypesOf(grp.type, grp.sleeper === true) };
}

function buildTimetable(): Service[] {
  const out: Service[] = [];
  for (const line of LINES) {
    for (const grp of line.groups) {
      for (let i = 0; i < grp.count; i += 1) {
        out.push(buildService(line, grp, i, true), buildService(line, grp, i, false));
      }
    }
  }
  return out;
}

/** The daily timetable, every train once. */
export const SERVICES: readonly Service[] = buildTimetable();

/** Trains by number. */
export const SERVICE_BY_CODE: ReadonlyMap<string, Service> = new Map(SERVICES.map((s) => [s.code, s]));

/** Per station, the trains stopping there and the stop's index. */
export const SERVICES_AT: ReadonlyMap<string, readonly { svc: Service; idx: number }[]> = (() => {
  const m = new Map<string, { svc: Service; idx: number }[]>();
  for (const svc of SERVICES) {
    svc.stops.forEach((s, idx) => {
      const list = m.get(s.station) ?? [];
      list.push({ svc, idx });
      m.set(s.station, list);
    });
  }
  return m;
})();
