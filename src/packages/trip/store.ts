/**
 * The trip application being written, shared by /tripAdd (or /tripChange) and the leg screens /tripRoute and
 * /tripCarAdd: the form fields plus the SPEC §4 trip builder (legs, budget totals, travellers). A store per purpose
 * (`owner`): opening another request, a new one or a change order starts afresh; coming back from a leg screen
 * keeps everything typed.
 */
import { createContext, useContext } from 'react';
import { makeAutoObservable } from 'mobx';
import {
  addCarLegsFromRoute,
  addLeg,
  clearAll,
  clearArea,
  emptyTripBuilder,
  removeLeg,
  setBudget,
  setTravelers,
  type AddResult,
  type ClearArea,
  type LegArea,
  type TripBuilderState,
  type TripLeg,
  type TripTraveller,
} from '../../domain/tripBuilder';
import { BUDGET_KEYS, blankTripForm, parseYuan, yuanText, type BudgetKey, type TripForm } from './form';

/** What the draft is for: a new request, a saved draft, or a change order of an approved request. */
export type DraftPurpose = 'add' | 'change';

export class TripDraftStore {
  /** '<empId>|<purpose>:<ccsqdId or new>'; '' before any screen began a draft. */
  owner = '';
  purpose: DraftPurpose = 'add';
  /** The saved request being edited or changed ('' for a new one). */
  ccsqdId = '';
  form: TripForm = blankTripForm();
  builder: TripBuilderState = emptyTripBuilder();

  constructor() {
    makeAutoObservable(this);
  }

  /** True when the draft already belongs to `owner` (coming back to the form keeps it). */
  owns(owner: string): boolean {
    return this.owner === owner;
  }

  /** True when a screen of this employee began a draft (the leg screens add to it). */
  activeFor(empId: string | undefined): boolean {
    return !!empId && this.owner.startsWith(`${empId}|`);
  }

  /** Starts a draft for `owner` with this content. */
  begin(
    owner: string,
    purpose: DraftPurpose,
    ccsqdId: string,
    content: { form: TripForm; builder: TripBuilderState },
  ): void {
    this.owner = owner;
    this.purpose = purpose;
    this.ccsqdId = ccsqdId;
    this.form = content.form;
    this.builder = content.builder;
    this.syncBudgetTexts();
  }

  /** After a save or on logout: nothing of this draft shows again. */
  reset(): void {
    this.owner = '';
    this.purpose = 'add';
    this.ccsqdId = '';
    this.form = blankTripForm();
    this.builder = emptyTripBuilder();
  }

  setForm(patch: Partial<TripForm>): void {
    this.form = { ...this.form, ...patch };
  }

  /** A budget as typed: kept as text; a readable amount also becomes the builder's total. */
  setBudgetText(key: BudgetKey, text: string): void {
    this.form = { ...this.form, budgetText: { ...this.form.budgetText, [key]: text } };
    const fen = parseYuan(text);
    if (fen !== null) this.builder = setBudget(this.builder, key, fen);
  }

  setTravellers(list: readonly TripTraveller[]): void {
    this.builder = setTravelers(this.builder, list);
  }

  /** Adds a leg by the SPEC §4 rules; the budget it feeds shows the new total. */
  addLeg(area: LegArea, leg: TripLeg): AddResult {
    const result = addLeg(this.builder, area, leg);
    this.apply(result.state);
    return result;
  }

  /** SPEC §4: car legs from the application's route list, all with the shared cost. */
  addCarLegsFromRoute(routes: readonly TripLeg[], sharedCostFen: number): AddResult {
    const result = addCarLegsFromRoute(this.builder, routes, sharedCostFen);
    this.apply(result.state);
    return result;
  }

  removeLeg(area: LegArea, index: number): void {
    this.apply(removeLeg(this.builder, area, index));
  }

  /** SPEC §4 clear action of one area. */
  clear(area: ClearArea): void {
    this.apply(clearArea(this.builder, area));
  }

  /** A change order's clear: the open legs of these areas go (each lowering its budget); booked legs stay. */
  clearOpen(areas: readonly LegArea[]): void {
    let next = this.builder;
    for (const area of areas) {
      for (let i = next[area].length - 1; i >= 0; i -= 1) next = removeLeg(next, area, i);
    }
    this.apply(next);
  }

  /** SPEC §4 clear all: legs, budgets and travellers. */
  clearAll(): void {
    this.apply(clearAll());
  }

  private apply(next: TripBuilderState): void {
    if (next === this.builder) return;
    this.builder = next;
    this.syncBudgetTexts();
  }

  // The budget inputs follow the totals when a leg or a clear changed them.
  private syncBudgetTexts(): void {
    const text = { ...this.form.budgetText };
    let changed = false;
    for (const key of BUDGET_KEYS) {
      if (parseYuan(text[key]) !== this.builder.params[key]) {
        text[key] = yuanText(this.builder.params[key]);
        changed = true;
      }
    }
    if (changed) this.form = { ...this.form, budgetText: text };
  }
}

/** The app's draft (one trip application is written at a time). */
export const tripDraftStore = new TripDraftStore();

/** Lets a test render the trip screens with its own store. */
export const TripDraftContext = createContext<TripDraftStore>(tripDraftStore);

export function useTripDraft(): TripDraftStore {
  return useContext(TripDraftContext);
}
