/** The airport guide: terminals, airline counters, ground transport and airport buses (seed data + the network). */
import type { AirportBusItem } from '../../../../src/api/contract/flight';
import type { ApAirlineInfo, ApTerminalInfo, ApTrfDetail, ApTrfInfo } from '../../../../src/api/contract/flight';
import type { Locale } from '../../i18n/messages';
import { invalidField, notFound } from '../../lib/errors';
import { AIRLINE_BY_CODE, CITY_OF_AIRPORT } from '../../suppliers/flight';
import { terminalFor } from '../../suppliers/flight/data';
import { network } from '../../suppliers/flight/network';
import { AIRLINE_PHONES, AIRPORTS, TRANSPORT, type AirportSeed, type TransportSeed } from './airportData';

const SERVICE_EN: Record<string, string> = {
  值机柜台: 'Check-in counters',
  安检通道: 'Security',
  行李寄存: 'Left luggage',
  母婴室: 'Nursing room',
  贵宾室: 'VIP lounge',
  便利店: 'Convenience store',
  餐饮: 'Dining',
  充电站: 'Charging points',
};

function airportOf(code: string) {
  const upper = code.trim().toUpperCase();
  const city = CITY_OF_AIRPORT.get(upper);
  const place = city?.airports.find((p) => p.code === upper);
  if (!city || !place) throw invalidField('threeCode');
  return { code: upper, city, place };
}

/** Airline codes with services from the airport, by terminal. */
function airlinesAt(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of network().byFlightNo.values()) {
    if (s.operating || s.depAirport !== code) continue;
    const term = terminalFor(code, s.airline.code);
    const set = out.get(term) ?? new Set<string>();
    set.add(s.airline.code);
    out.set(term, set);
  }
  return out;
}

function seedOf(code: string): AirportSeed {
  const seeded = AIRPORTS[code];
  if (seeded) return seeded;
  const terms = [...airlinesAt(code).keys()];
  const terminal = terms[0] ?? '';
  return {
    address: '',
    phone: '',
    terminals: [
      {
        terminal,
        zh: terminal ? `${terminal}航站楼` : '航站楼',
        en: terminal ? `Terminal ${terminal.slice(1)}` : 'Terminal',
        services: ['值机柜台', '安检通道', '餐饮'],
      },
    ],
  };
}

function transportOf(code: string): TransportSeed[] {
  return [...(TRANSPORT[code] ?? [])];
}

function trfInfo(code: string, i: number, s: TransportSeed): ApTrfInfo {
  return {
    id: `${code}-${i + 1}`,
    threeCode: code,
    terminal: s.terminal,
    trfType: s.trfType,
    name: s.name,
    summary: s.summary,
    firstTime: s.first,
    lastTime: s.last,
    price: s.priceYuan,
    durationMin: s.durationMin,
  };
}

export function airportInfo() {
  return {
    terminals(threeCode: string, locale: Locale, terminal?: string): ApTerminalInfo[] {
      const { code, city, place } = airportOf(threeCode);
      const seed = seedOf(code);
      const airlines = airlinesAt(code);
      return seed.terminals
        .filter((x) => terminal === undefined || terminal === '' || x.terminal === terminal)
        .map((x) => ({
          threeCode: code,
          airportName: locale === 'en-US' ? place.en : place.zh,
          terminal: x.terminal,
          terminalName: locale === 'en-US' ? x.en : x.zh,
          address: seed.address || (locale === 'en-US' ? `${place.en}, ${city.en}` : `${city.zh}${place.zh}`),
          phone: seed.phone,
          airlines: [...(airlines.get(x.terminal) ?? [])].sort(),
          services: x.services.map((s) => (locale === 'en-US' ? (SERVICE_EN[s] ?? s) : s)),
        }));
    },

    airlines(threeCode: string, locale: Locale, terminal?: string): ApAirlineInfo[] {
      const { code } = airportOf(threeCode);
      const out: ApAirlineInfo[] = [];
      const byTerminal = [...airlinesAt(code)].sort(([a], [b]) => a.localeCompare(b));
      for (const [term, codes] of byTerminal) {
        if (terminal !== undefined && terminal !== '' && term !== terminal) continue;
        [...codes].sort().forEach((airlineCode, i) => {
          const airline = AIRLINE_BY_CODE.get(airlineCode);
          const zone = 'ABCDEFGHJKLMN'.charAt(i % 13);
          out.push({
            threeCode: code,
            terminal: term,
            airlineCode,
            airlineName: airline ? (locale === 'en-US' ? airline.en : airline.zh) : airlineCode,
            checkInCounter: locale === 'en-US' ? `Zone ${zone}` : `${zone}区`,
            servicePhone: AIRLINE_PHONES[airlineCode] ?? '',
          });
        });
      }
      return out;
    },

    transport(threeCode: string, terminal?: string, trfType?: number): ApTrfInfo[] {
      const { code } = airportOf(threeCode);
      return transportOf(code)
        .map((s, i) => trfInfo(code, i, s))
        .filter((x) => terminal === undefined || terminal === '' || x.terminal === terminal || x.terminal === '')
        .filter((x) => trfType === undefined || x.trfType === trfType);
    },

    transportDetail(id: string, locale: Locale): ApTrfDetail {
      const m = /^([A-Z]{3})-(\d+)$/.exec(id.trim());
      const code = m?.[1] ?? '';
      const i = Number(m?.[2] ?? 0) - 1;
      const s = transportOf(code)[i];
      if (!s) throw notFound();
      const seed = seedOf(code);
      const kind = ['', '机场巴士', '地铁', '出租车', '轨道交通'][s.trfType] ?? '';
      const description =
        locale === 'en-US'
          ? `${s.name}: first ${s.first}, last ${s.last}, about ${s.durationMin} minutes${s.priceYuan > 0 ? `, ¥${s.priceYuan}` : ''}.`
          : `${kind}${s.name}：首班 ${s.first}，末班 ${s.last}，全程约 ${s.durationMin} 分钟${s.priceYuan > 0 ? `，票价 ${s.priceYuan} 元` : '，按表计价'}。`;
      return { ...trfInfo(code, i, s), stops: [...s.stops], description, phone: seed.phone };
    },

    buses(airportCode: string, terminal?: string): AirportBusItem[] {
      const { code } = airportOf(airportCode);
      return transportOf(code)
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.trfType === 1)
        .filter(({ s }) => terminal === undefined || terminal === '' || s.terminal === terminal || s.terminal === '')
        .map(({ s, i }) => ({
          id: `${code}-${i + 1}`,
          airportCode: code,
          terminal: s.terminal,
          line: s.name,
          route: s.summary,
          firstBus: s.first,
          lastBus: s.last,
          price: s.priceYuan,
        }));
    },
  };
}
