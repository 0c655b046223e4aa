/**
 * Flights of an airport transfer (SPEC §7 queryFlightByHbh count 160, getTkOrder; §9 transfers bookable within 30
 * days): the flights of a number on a date, and the booker's upcoming flight orders to offer.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarFlightOrderItem, FlightByNumberItem } from '../../../api/contract/car';
import { transferBookable } from '../../../domain/car/useTime';
import { tipsOf, type CarSearchPorts } from './ports';
import type { LoadStatus } from './places';

/** What a lookup answered: flights found, none ('flight not found'), a date outside the window, a bad number. */
export type FlightLookupResult = 'found' | 'notFound' | 'outsideWindow' | 'badNumber' | 'failed';

/** A flight number: two letters/digits of the airline and one to four digits (CA1501, 3U8881, MU5101). */
export const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/;

export class CarFlights {
  flights: FlightByNumberItem[] = [];
  status: LoadStatus = 'idle';
  result: FlightLookupResult | null = null;
  tips = '';
  myFlights: CarFlightOrderItem[] = [];
  myFlightsStatus: LoadStatus = 'idle';

  private generation = 0;

  constructor(private readonly ports: CarSearchPorts) {
    makeAutoObservable<CarFlights, 'ports' | 'generation'>(this, { ports: false, generation: false });
  }

  /** The flights of `flightNo` on `date` ('YYYY-MM-DD'), refused outside the 30-day window. */
  async lookup(flightNo: string, date: string): Promise<FlightLookupResult> {
    const hbh = flightNo.trim().toUpperCase();
    const generation = ++this.generation;
    const finish = (result: FlightLookupResult, flights: FlightByNumberItem[] = [], tips = ''): FlightLookupResult => {
      if (generation !== this.generation) return result;
      runInAction(() => {
        this.result = result;
        this.flights = flights;
        this.tips = tips;
        this.status = result === 'failed' ? 'error' : 'ready';
      });
      return result;
    };
    if (!FLIGHT_NO.test(hbh)) return finish('badNumber');
    if (!transferBookable(date, this.ports.now())) return finish('outsideWindow');
    this.status = 'loading';
    try {
      const answer = await this.ports.api.queryFlightByHbh({ hbh, date });
      const rows = answer.list ?? [];
      return finish(answer.data?.found === false || rows.length === 0 ? 'notFound' : 'found', rows);
    } catch (error) {
      return finish('failed', [], tipsOf(error));
    }
  }

  clear(): void {
    this.generation++;
    this.flights = [];
    this.result = null;
    this.status = 'idle';
    this.tips = '';
  }

  /** The booker's flight orders within the window (getTkOrder), once per visit. */
  async loadMyFlights(): Promise<void> {
    if (this.myFlightsStatus === 'loading') return;
    this.myFlightsStatus = 'loading';
    try {
      const answer = await this.ports.api.getTkOrder({});
      const now = this.ports.now();
      runInAction(() => {
        this.myFlights = (answer.list ?? []).filter((f) => transferBookable(f.depTime, now));
        this.myFlightsStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.myFlightsStatus = 'error'));
    }
  }
}

/** A flight order of mine as a flight of the lookup (same places and times). */
export function flightOfOrder(o: CarFlightOrderItem): FlightByNumberItem {
  return {
    flightNo: o.flightNo,
    airlineName: '',
    depAirport: o.depPlace.code ?? '',
    depAirportName: o.depAirportName,
    depTerminal: o.depPlace.terminal ?? '',
    depCityName: o.depPlace.cityName,
    arrAirport: o.arrPlace.code ?? '',
    arrAirportName: o.arrAirportName,
    arrTerminal: o.arrPlace.terminal ?? '',
    arrCityName: o.arrPlace.cityName,
    arrCityCode: o.arrPlace.cityCode,
    depCityCode: o.depPlace.cityCode,
    depTime: o.depTime,
    arrTime: o.arrTime,
    depPlace: o.depPlace,
    arrPlace: o.arrPlace,
  };
}
