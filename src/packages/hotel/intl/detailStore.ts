/**
 * One visit of an international hotel (SPEC §2 /ht/htDetailsInt, /htV2/htIntRoomList, /ht/htIntPolicy; §7
 * hotelInfo, pricePlanList): the hotel with its policies, and the rooms that take the room conditions with their
 * plans for the stay. The stay is the visit's (query params win over the search's); the conditions and nationality
 * are the international store's, so editing them reloads the rooms. API and `now` come from the store's ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { IntlHotelDetail, IntlHotelRoom, IntlRatePlan } from '../../../api/contract/hotelIntl';
import type { TravellerRef } from '../../../api/contract/hotel';
import { checkStay, defaultStay } from '../../../domain/hotel/stay';
import { planUnavailable } from '../detail/planView';
import type { HotelIntlStore } from './intlStore';
import { copyOccupancy } from './occupancy';

export type IntlLoadStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'missing';

export interface IntlDetailDeps {
  intl: HotelIntlStore;
  /** Who the policy is asked for (the travellers chosen before searching, else the signed-in employee). */
  travellers(): TravellerRef[];
}

export class IntlDetailStore {
  hotelId = '';
  stay: { checkIn: string; checkOut: string };
  status: IntlLoadStatus = 'idle';
  hotel: IntlHotelDetail | null = null;
  rooms: IntlHotelRoom[] = [];
  /** The rooms could not be asked (the hotel itself loaded). */
  roomsFailed = false;
  private run = 0;

  constructor(private readonly deps: IntlDetailDeps) {
    this.stay = defaultStay(deps.intl.now());
    makeAutoObservable<IntlDetailStore, 'deps' | 'run'>(this, { deps: false, run: false });
  }

  get intl(): HotelIntlStore {
    return this.deps.intl;
  }

  unavailable(plan: IntlRatePlan): boolean {
    return planUnavailable(plan, plan.wb);
  }

  /** A hotel for a stay: the one asked, if the rules accept it, else today for one night. */
  async open(hotelId: string, stay: Partial<{ checkIn: string; checkOut: string }>, withRooms = true): Promise<void> {
    this.hotelId = hotelId;
    const now = this.deps.intl.now();
    const wanted = { ...defaultStay(now), ...stay };
    this.stay = checkStay(wanted.checkIn, wanted.checkOut, now) === 'ok' ? wanted : defaultStay(now);
    await this.load(withRooms);
  }

  async changeStay(checkIn: string, checkOut: string): Promise<boolean> {
    if (checkStay(checkIn, checkOut, this.deps.intl.now()) !== 'ok') return false;
    this.stay = { checkIn, checkOut };
    await this.load();
    return true;
  }

  /** hotelInfo and (unless only the policies are wanted) pricePlanList for the stay and conditions. */
  async load(withRooms = true): Promise<void> {
    if (!this.hotelId) {
      this.status = 'missing';
      return;
    }
    const run = ++this.run;
    this.status = 'loading';
    const { api, nationality } = this.deps.intl;
    const travellers = this.deps.travellers();
    const query = {
      hotelId: this.hotelId,
      ...this.stay,
      occupancy: copyOccupancy(this.deps.intl.occupancy),
      nationality,
      ...(travellers.length > 0 ? { travellers } : {}),
    };
    try {
      const [info, plans] = await Promise.all([
        api.hotelInfo(query),
        withRooms ? api.pricePlanList(query).catch(() => null) : Promise.resolve(null),
      ]);
      if (run !== this.run) return;
      runInAction(() => {
        this.hotel = info.data ?? null;
        this.rooms = plans?.data?.rooms ?? [];
        this.roomsFailed = withRooms && !plans;
        this.status = this.hotel ? 'ready' : 'missing';
      });
    } catch {
      if (run === this.run) runInAction(() => (this.status = 'failed'));
    }
  }
}
