/**
 * Editing the international room conditions (SPEC §2 /ht/htIntEdit; §9 up to 10 children, at most 10 guests,
 * nationality default CN): each change is tried on a copy and refused with its reason when the shared rule
 * (`src/domain/hotel/occupancy.ts`) would refuse the result, so the editor never holds an occupancy the server
 * refuses. A refused change leaves the conditions as they were. Pure apart from the observable draft class.
 */
import { makeAutoObservable } from 'mobx';
import { HOTEL_INTL_LIMITS, type IntlOccupancy } from '../../../api/contract/hotelIntl';
import { occupancyProblem, occupancyTotals, type OccupancyProblem } from '../../../domain/hotel/occupancy';
import { DEFAULT_NATIONALITY, countryOf } from './countries';

/** One room for one adult: the default of a new search and of a room added. */
export const ONE_ADULT: IntlOccupancy = { adults: 1, childAges: [] };

/** A child's age when added (the user picks the real one). */
export const DEFAULT_CHILD_AGE = 6;

export const copyOccupancy = (occ: readonly IntlOccupancy[]): IntlOccupancy[] =>
  occ.map((r) => ({ adults: r.adults, childAges: [...r.childAges] }));

/** 'adults|ages;…' (a stable key for requests and reactions). */
export const occupancyKey = (occ: readonly IntlOccupancy[]): string =>
  occ.map((r) => `${r.adults}|${r.childAges.join(',')}`).join(';');

/** The result of a change: the new occupancy, or why it is refused. */
export type Change = { ok: true; occupancy: IntlOccupancy[] } | { ok: false; problem: OccupancyProblem };

function tryChange(occ: readonly IntlOccupancy[], edit: (copy: IntlOccupancy[]) => void): Change {
  const copy = copyOccupancy(occ);
  edit(copy);
  const problem = occupancyProblem(copy);
  return problem ? { ok: false, problem: problem.problem } : { ok: true, occupancy: copy };
}

export const addRoom = (occ: readonly IntlOccupancy[]): Change =>
  tryChange(occ, (c) => c.push({ ...ONE_ADULT, childAges: [] }));

/** The last room cannot be removed (a booking has a room). */
export const removeRoom = (occ: readonly IntlOccupancy[], index: number): Change =>
  tryChange(occ, (c) => c.splice(index, 1));

export const setAdults = (occ: readonly IntlOccupancy[], index: number, adults: number): Change =>
  tryChange(occ, (c) => {
    const room = c[index];
    if (room) room.adults = adults;
  });

export const addChild = (occ: readonly IntlOccupancy[], index: number, age = DEFAULT_CHILD_AGE): Change =>
  tryChange(occ, (c) => c[index]?.childAges.push(age));

export const setChildAge = (occ: readonly IntlOccupancy[], index: number, child: number, age: number): Change =>
  tryChange(occ, (c) => {
    const room = c[index];
    if (room && child < room.childAges.length) room.childAges[child] = age;
  });

export const removeChild = (occ: readonly IntlOccupancy[], index: number, child: number): Change =>
  tryChange(occ, (c) => c[index]?.childAges.splice(child, 1));

/** Ages a child may have (0–17). */
export const CHILD_AGES: readonly number[] = Array.from({ length: HOTEL_INTL_LIMITS.maxChildAge + 1 }, (_, i) => i);

/** A valid nationality code, else the default (CN). */
export const nationalityOr = (code: string | undefined): string =>
  code && countryOf(code) ? code.toUpperCase() : DEFAULT_NATIONALITY;

/**
 * The editor's working copy (one visit of /ht/htIntEdit): rooms and nationality, the last refusal to show, and the
 * saved result handed back to whoever opened it.
 */
export class OccupancyDraft {
  occupancy: IntlOccupancy[];
  nationality: string;
  /** Why the last change was refused (null after an accepted one). */
  refused: OccupancyProblem | null = null;

  constructor(occupancy: readonly IntlOccupancy[], nationality: string) {
    this.occupancy = occupancy.length > 0 ? copyOccupancy(occupancy) : [{ ...ONE_ADULT, childAges: [] }];
    this.nationality = nationalityOr(nationality);
    makeAutoObservable(this);
  }

  get totals(): { adults: number; children: number; guests: number } {
    return occupancyTotals(this.occupancy);
  }

  /** Applies a change; answers whether it was accepted. */
  apply(change: (occ: readonly IntlOccupancy[]) => Change): boolean {
    const result = change(this.occupancy);
    if (!result.ok) {
      this.refused = result.problem;
      return false;
    }
    this.occupancy = result.occupancy;
    this.refused = null;
    return true;
  }

  setNationality(code: string): void {
    if (countryOf(code)) this.nationality = code.toUpperCase();
  }
}
