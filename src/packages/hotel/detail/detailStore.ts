/**
 * The hotel detail store for one visit of /htV2/htRoomList or /ht/htDetails (and /htMore): the hotel, its images and
 * rooms with their rate plans for the stay, the stay itself (changed on the screen → loaded again), the policy of
 * every plan for the travellers (clzcRatePlan) and the travellers' standard (jsClzcBzz: the nightly cap and whether
 * room sharing shows). Version 2 asks the one detail call; version 1 asks hotelInfo, imgInfo and roomInfo, and a
 * room's plans again with pricePlanList when it is opened. API and `now` are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  HotelDetail,
  HotelImage,
  HotelRoom,
  HotelStandardData,
  RatePlan,
  TravellerRef,
} from '../../../api/contract/hotel';
import { checkStay, defaultStay } from '../../../domain/hotel/stay';
import type { HotelDetailApi } from './api';
import type { HotelVersion } from './screens';
import { planUnavailable } from './planView';

export interface HotelDetailDeps {
  api: HotelDetailApi;
  version: HotelVersion;
  now(): number;
  /** Who the policy is asked for (the travellers chosen before searching, else the signed-in employee). */
  travellers(): TravellerRef[];
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'missing';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

export class HotelDetailStore {
  hotelId = '';
  stay: Stay;
  status: LoadStatus = 'idle';
  hotel: HotelDetail | null = null;
  images: HotelImage[] = [];
  rooms: HotelRoom[] = [];
  /** Policy per plan key from clzcRatePlan (else the plan's own wb). */
  planWb: Record<string, 0 | 1 | 2> = {};
  standard: HotelStandardData | null = null;
  /** Rooms opened on the list (their plans shown). */
  opened: Record<string, boolean> = {};
  /** Version 1: rooms whose plans are being asked (pricePlanList). */
  plansLoading: Record<string, boolean> = {};
  private run = 0;

  constructor(private readonly deps: HotelDetailDeps) {
    this.stay = defaultStay(deps.now());
    makeAutoObservable<HotelDetailStore, 'deps' | 'run'>(this, { deps: false, run: false });
  }

  get version(): HotelVersion {
    return this.deps.version;
  }

  /** The room sharing (pf) option shows at the travellers' policy level only (SPEC §6). */
  get roomSharing(): boolean {
    return this.standard?.roomSharing === true;
  }

  wbOf(plan: RatePlan): 0 | 1 | 2 {
    return this.planWb[plan.planKey] ?? plan.wb;
  }

  unavailable(plan: RatePlan): boolean {
    return planUnavailable(plan, this.wbOf(plan));
  }

  /** No plan of the room can be booked (greyed as a whole). */
  roomFull(room: HotelRoom): boolean {
    return room.plans.length > 0 ? room.plans.every((p) => p.roomsLeft <= 0) : room.lowestPrice <= 0;
  }

  /**
   * Opens a hotel for a stay: query params win, then the search's stay, then today for one night. A stay against
   * the rules (past, too long) falls back to the default.
   */
  async open(hotelId: string, stay: Partial<Stay>): Promise<void> {
    this.hotelId = hotelId;
    const wanted = { ...defaultStay(this.deps.now()), ...stay };
    this.stay =
      checkStay(wanted.checkIn, wanted.checkOut, this.deps.now()) === 'ok' ? wanted : defaultStay(this.deps.now());
    await this.load();
  }

  /** A new stay from the calendar: refused (false) when against the rules, else loaded again. */
  async changeStay(checkIn: string, checkOut: string): Promise<boolean> {
    if (checkStay(checkIn, checkOut, this.deps.now()) !== 'ok') return false;
    this.stay = { checkIn, checkOut };
    await this.load();
    return true;
  }

  async load(): Promise<void> {
    if (!this.hotelId) {
      this.status = 'missing';
      return;
    }
    const run = ++this.run;
    this.status = 'loading';
    const travellers = this.deps.travellers();
    const req = { hotelId: this.hotelId, ...this.stay, ...(travellers.length > 0 ? { travellers } : {}) };
    try {
      let hotel: HotelDetail | undefined;
      let images: HotelImage[] = [];
      let rooms: HotelRoom[] = [];
      if (this.deps.version === 2) {
        hotel = (await this.deps.api.hotelV2Detail(req)).data;
        images = hotel?.images ?? [];
        rooms = hotel?.rooms ?? [];
      } else {
        const [info, img, room] = await Promise.all([
          this.deps.api.hotelInfo(req),
          this.deps.api.imgInfo(req),
          this.deps.api.roomInfo(req),
        ]);
        hotel = info.data;
        images = img.data?.images ?? hotel?.images ?? [];
        rooms = room.data?.rooms ?? [];
      }
      if (run !== this.run) return;
      runInAction(() => {
        this.hotel = hotel ?? null;
        this.images = images;
        this.rooms = rooms;
        this.status = hotel ? 'ready' : 'missing';
        const first = rooms.find((r) => !this.roomFull(r));
        this.opened = first ? { [first.roomId]: true } : {};
      });
      if (hotel)
        await Promise.all([this.checkPolicy(run, travellers), this.loadStandard(run, hotel.cityId, travellers)]);
    } catch {
      if (run === this.run) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Opens or closes a room; version 1 asks its plans afresh (pricePlanList) the first time it opens. */
  async toggleRoom(roomId: string): Promise<void> {
    const opening = !this.opened[roomId];
    this.opened = { ...this.opened, [roomId]: opening };
    if (!opening || this.deps.version !== 1 || this.plansLoading[roomId] !== undefined) return;
    this.plansLoading = { ...this.plansLoading, [roomId]: true };
    const run = this.run;
    try {
      const answer = await this.deps.api.hotelPricePlanList({ hotelId: this.hotelId, roomId, ...this.stay });
      const plans = answer.data?.plans;
      if (run !== this.run || !plans) return;
      runInAction(() => {
        this.rooms = this.rooms.map((r) => (r.roomId === roomId ? { ...r, plans } : r));
      });
      await this.checkPolicy(run, this.deps.travellers());
    } catch {
      // The room keeps the plans roomInfo answered.
    } finally {
      runInAction(() => (this.plansLoading = { ...this.plansLoading, [roomId]: false }));
    }
  }

  private async checkPolicy(run: number, travellers: TravellerRef[]): Promise<void> {
    const planKeys = this.rooms.flatMap((r) => r.plans.map((p) => p.planKey));
    if (planKeys.length === 0 || travellers.length === 0) return;
    try {
      const answer = await this.deps.api.clzcRatePlan({ planKeys, travellers, tripType: 1 });
      if (run !== this.run) return;
      const wb: Record<string, 0 | 1 | 2> = {};
      for (const r of answer.data?.results ?? []) wb[r.planKey] = r.wb;
      runInAction(() => (this.planWb = { ...this.planWb, ...wb }));
    } catch {
      // The plans' own policy flags stay.
    }
  }

  private async loadStandard(run: number, cityId: string, travellers: TravellerRef[]): Promise<void> {
    if (travellers.length === 0) return;
    try {
      const answer = await this.deps.api.jsClzcBzz({ cityId, travellers });
      if (run === this.run) runInAction(() => (this.standard = answer.data ?? null));
    } catch {
      // No standard shown.
    }
  }
}
