/**
 * Places of the car query (SPEC §7 Maps and /common/gaode favourites): type-ahead suggestions and paged place search
 * in the city (10 a page), the current position as a place, the saved places (home, office, others) and the places
 * recently used on this device (the 'car' part of the one history entry, like the other products' recent places).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarPlace, FavoritePlace } from '../../../api/contract/car';
import type { LatLng, MapPlace, MapPlaceKind } from '../../../api/contract/maps';
import { pushRecent, readHistoryPart, writeHistoryPart } from '../../../components/CityPicker/history';
import { tipsOf, type CarSearchPorts } from './ports';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Place search page size (SPEC §7 Maps: 10 a page). */
export const PLACE_PAGE = 10;
/** Recent places kept. */
export const RECENT_PLACES = 10;
const HISTORY_PART = 'car';

interface StoredCarHistory {
  places?: CarPlace[];
}

/** Whether a stored value is a usable place (storage may hold anything an older build wrote). */
export function isCarPlace(v: unknown): v is CarPlace {
  const p = v as CarPlace | null;
  return (
    !!p &&
    typeof p === 'object' &&
    typeof p.name === 'string' &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    typeof p.cityCode === 'string'
  );
}

/** Two places are the same when they are within 30 m of each other (or the same airport/station). */
export function samePlace(a: LatLng & { code?: string }, b: LatLng & { code?: string }): boolean {
  if (a.code && b.code && a.code === b.code) return true;
  const dLat = (a.lat - b.lat) * 111_000;
  const dLng = (a.lng - b.lng) * 111_000 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng) < 30;
}

/** A map place as a car place (an airport's or station's code from its demo id `<kind>:<code>`). */
export function carPlaceOf(p: MapPlace): CarPlace {
  const place: CarPlace = {
    lat: p.lat,
    lng: p.lng,
    name: p.name,
    address: p.address,
    cityCode: p.cityCode,
    cityName: p.cityName,
    kind: p.kind,
  };
  if ((p.kind === 'airport' || p.kind === 'station') && p.id.startsWith(`${p.kind}:`)) {
    place.code = p.id.slice(p.kind.length + 1);
  }
  return place;
}

export class CarPlaces {
  /** Type-ahead suggestions of `suggestionsFor`. */
  suggestions: CarPlace[] = [];
  suggestionsFor = '';
  /** Place search results (paged). */
  results: CarPlace[] = [];
  resultsTotal = 0;
  resultsPage = 0;
  resultsStatus: LoadStatus = 'idle';
  resultsTips = '';
  favorites: FavoritePlace[] = [];
  favoritesStatus: LoadStatus = 'idle';
  recent: CarPlace[] = [];
  /** The last located position as a place. */
  here: CarPlace | null = null;

  private generation = 0;
  private searchKey = '';

  constructor(private readonly ports: CarSearchPorts) {
    const stored = readHistoryPart<StoredCarHistory>(ports.storage, HISTORY_PART);
    if (Array.isArray(stored.places)) this.recent = stored.places.filter(isCarPlace).slice(0, RECENT_PLACES);
    makeAutoObservable<CarPlaces, 'ports' | 'generation' | 'searchKey'>(this, {
      ports: false,
      generation: false,
      searchKey: false,
    });
  }

  get home(): FavoritePlace | undefined {
    return this.favorites.find((f) => f.tag === 'home');
  }

  get office(): FavoritePlace | undefined {
    return this.favorites.find((f) => f.tag === 'office');
  }

  get others(): FavoritePlace[] {
    return this.favorites.filter((f) => f.tag === 'other');
  }

  /** Type-ahead in the city (mapsSuggestion); the newest text wins. */
  async suggest(text: string, city: string, near?: LatLng): Promise<void> {
    const keyword = text.trim();
    const generation = ++this.generation;
    if (!keyword) {
      this.suggestions = [];
      this.suggestionsFor = '';
      return;
    }
    try {
      const answer = await this.ports.api.suggestion({
        keyword,
        ...(city ? { city } : {}),
        ...(near ? { location: near } : {}),
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.suggestions = (answer.list ?? []).map(carPlaceOf);
        this.suggestionsFor = keyword;
      });
    } catch {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.suggestions = [];
        this.suggestionsFor = keyword;
      });
    }
  }

  /** Place search in the city (first page, or the next with `more`), optionally of some kinds (airport, station). */
  async search(keyword: string, city: string, kinds?: MapPlaceKind[], more = false): Promise<void> {
    const key = `${keyword.trim()}|${city}|${(kinds ?? []).join(',')}`;
    if (more && (key !== this.searchKey || this.resultsStatus === 'loading' || !this.hasMoreResults)) return;
    const pageNum = more ? this.resultsPage + 1 : 1;
    this.searchKey = key;
    this.resultsStatus = 'loading';
    this.resultsTips = '';
    if (!more) this.results = [];
    try {
      const answer = await this.ports.api.placeSearch({
        keyword: keyword.trim(),
        ...(city ? { city } : {}),
        ...(kinds && kinds.length > 0 ? { kinds } : {}),
        pageNum,
        count: PLACE_PAGE,
      });
      if (key !== this.searchKey) return;
      runInAction(() => {
        const rows = (answer.list ?? []).map(carPlaceOf);
        this.results = more ? [...this.results, ...rows] : rows;
        this.resultsTotal = answer.data?.total ?? rows.length;
        this.resultsPage = pageNum;
        this.resultsStatus = 'ready';
      });
    } catch (error) {
      if (key !== this.searchKey) return;
      runInAction(() => {
        this.resultsStatus = 'error';
        this.resultsTips = tipsOf(error);
      });
    }
  }

  get hasMoreResults(): boolean {
    return this.results.length < this.resultsTotal;
  }

  clearSearch(): void {
    this.generation++;
    this.searchKey = '';
    this.suggestions = [];
    this.suggestionsFor = '';
    this.results = [];
    this.resultsTotal = 0;
    this.resultsPage = 0;
    this.resultsStatus = 'idle';
  }

  /**
   * The located point as a place (mapsReverseGeocode: the nearest named place, else the address). 'outsideChina'
   * when the point names no Chinese city, 'failed' when the service did not answer.
   */
  async placeAt(point: LatLng): Promise<CarPlace | 'outsideChina' | 'failed'> {
    try {
      const answer = await this.ports.api.reverseGeocode({ lat: point.lat, lng: point.lng, poiCount: 1 });
      const data = answer.data;
      if (!data) return 'failed';
      if (data.outsideChina || !data.cityCode) return 'outsideChina';
      const poi = answer.list?.[0];
      const place: CarPlace = {
        lat: point.lat,
        lng: point.lng,
        name: poi?.name || data.address,
        address: data.address,
        cityCode: data.cityCode,
        cityName: data.cityName,
      };
      runInAction(() => (this.here = place));
      return place;
    } catch {
      return 'failed';
    }
  }

  /** Remembers a used place (newest first, at most 10). */
  remember(place: CarPlace): void {
    this.recent = pushRecent(this.recent, place, samePlace, RECENT_PLACES);
    writeHistoryPart<StoredCarHistory>(this.ports.storage, HISTORY_PART, { places: this.recent });
  }

  clearRecent(): void {
    this.recent = [];
    writeHistoryPart<StoredCarHistory>(this.ports.storage, HISTORY_PART, { places: [] });
  }

  /** The saved places (gaodeFavoritesList). */
  async loadFavorites(): Promise<void> {
    this.favoritesStatus = 'loading';
    try {
      const answer = await this.ports.api.gaodeFavoritesList({});
      runInAction(() => {
        this.favorites = answer.data?.list ?? [];
        this.favoritesStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.favoritesStatus = 'error'));
    }
  }

  /**
   * Saves a place under a tag: home and office are one each (saving again replaces it), 'other' adds one. False
   * when the server refused.
   */
  async saveFavorite(tag: FavoritePlace['tag'], place: CarPlace): Promise<boolean> {
    const existing = tag === 'other' ? undefined : this.favorites.find((f) => f.tag === tag);
    try {
      await this.ports.api.gaodeFavorites({ tag, place, ...(existing ? { id: existing.id } : {}) });
      await this.loadFavorites();
      return true;
    } catch {
      return false;
    }
  }

  /** Removes a saved place. */
  async removeFavorite(fav: FavoritePlace): Promise<boolean> {
    try {
      await this.ports.api.gaodeFavorites({ id: fav.id, tag: fav.tag, delete: true });
      runInAction(() => (this.favorites = this.favorites.filter((f) => f.id !== fav.id)));
      return true;
    } catch {
      return false;
    }
  }
}
