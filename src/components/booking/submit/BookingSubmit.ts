/**
 * The booking-submit pipeline (ARCHITECTURE §13): freshness → duplicate orders → eligibility → book under one
 * idempotency key → the answer's questions → the next step. One instance per booking form; the product plugs in an
 * adapter, the page renders `question` / `step` and shows the outcome. No UI here (ARCHITECTURE §3): questions the
 * page answers with a modal come through the `Asker` it passes to `submit()`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../api/transport';
import { newIdempotencyKey } from '../../../api/helpers/idempotency';
import type {
  Asker,
  Confirmable,
  Confirmations,
  SubmitAdapter,
  SubmitOutcome,
  SubmitQuestion,
  SubmitStep,
  SubmitUi,
} from './types';

/** Options of a pipeline (tests inject the key source). */
export interface BookingSubmitOptions {
  newKey?: () => string;
  /** Whether an error is the server's refusal (default: an API answer with a code other than success). */
  isRefusal?: (error: unknown) => boolean;
}

const isCodeAnswer = (e: unknown): boolean => e instanceof ApiError && e.kind === 'code';

export class BookingSubmit<Result, Refusal = unknown, PriceChange = unknown> {
  step: SubmitStep = 'idle';
  /** The question waiting for the page (when the page's Asker did not take it). */
  question: SubmitQuestion<PriceChange> | null = null;

  /**
   * One key per intent (ARCHITECTURE §7): kept while the same form is retried after a lost answer, so the server
   * replays the first booking; dropped after a refusal (nothing was created) and replaced when the form changed.
   */
  private key: string | null = null;
  private keyIntent = '';
  private pending: ((proceed: boolean) => void) | null = null;
  private readonly newKey: () => string;
  private readonly isRefusal: (error: unknown) => boolean;

  constructor(
    private readonly adapter: SubmitAdapter<Result, Refusal, PriceChange>,
    options: BookingSubmitOptions = {},
  ) {
    this.newKey = options.newKey ?? newIdempotencyKey;
    this.isRefusal = options.isRefusal ?? isCodeAnswer;
    makeAutoObservable<
      BookingSubmit<Result, Refusal, PriceChange>,
      'adapter' | 'key' | 'keyIntent' | 'pending' | 'newKey' | 'isRefusal'
    >(this, {
      adapter: false,
      key: false,
      keyIntent: false,
      pending: false,
      newKey: false,
      isRefusal: false,
    });
  }

  /** A submission is running (the submit button shows it and ignores taps). */
  get running(): boolean {
    return this.step !== 'idle';
  }

  /** Answers the question the page rendered (continue or cancel). */
  answer(proceed: boolean): void {
    const resolve = this.pending;
    this.pending = null;
    this.question = null;
    resolve?.(proceed);
  }

  confirm(): void {
    this.answer(true);
  }

  cancel(): void {
    this.answer(false);
  }

  /**
   * Runs the pipeline once; a second call while one runs answers 'busy' and does nothing. `ui.settle` shows the
   * outcome (dialogs, navigation) while the submission still counts as running, so a tap meanwhile does nothing.
   */
  async submit(ui: SubmitUi<Result, Refusal, PriceChange> = {}): Promise<SubmitOutcome<Result, Refusal>> {
    if (this.running) return { kind: 'busy' };
    try {
      const outcome = await this.attempt(ui.ask ?? (() => null));
      await ui.settle?.(outcome);
      return outcome;
    } finally {
      runInAction(() => {
        this.step = 'idle';
        this.question = null;
        this.pending = null;
      });
    }
  }

  private async attempt(ask: Asker<PriceChange>): Promise<SubmitOutcome<Result, Refusal>> {
    try {
      return await this.run(ask);
    } catch (error) {
      if (!this.isRefusal(error)) return { kind: 'failed', error };
      // Refused anywhere before or at booking: nothing was created, the corrected form is a new intent.
      this.key = null;
      return { kind: 'refused', error };
    }
  }

  private async run(ask: Asker<PriceChange>): Promise<SubmitOutcome<Result, Refusal>> {
    const confirmations: Confirmations = { duplicate: false, routeBooked: false, priceChanged: false };

    this.setStep('freshness');
    const fresh = await this.adapter.freshness();
    if (!fresh.fresh) return { kind: 'stale', reason: fresh.reason };

    this.setStep('duplicate');
    const duplicates = await this.adapter.duplicates();
    if (duplicates.length > 0) {
      if (!(await this.ask(ask, { kind: 'duplicate', duplicates }))) return { kind: 'cancelled', at: 'duplicate' };
      confirmations.duplicate = true;
    }

    this.setStep('eligibility');
    const eligible = await this.adapter.eligibility();
    if (!eligible.eligible) return { kind: 'ineligible', detail: eligible.detail };

    this.setStep('book');
    for (;;) {
      const answer = await this.adapter.book(this.keyFor(this.adapter.intent()), { ...confirmations });
      if (answer.kind === 'booked')
        return { kind: 'booked', result: answer.result, next: this.adapter.next(answer.result) };
      // A refusal the user may overrule: nothing was created, so the confirmed booking is a new intent (new key).
      this.key = null;
      const about: Confirmable = answer.kind;
      // Asked already and refused again: a plain refusal, never a loop.
      if (confirmations[about]) return { kind: 'refused', error: answer };
      const question: SubmitQuestion<PriceChange> =
        answer.kind === 'routeBooked' ? { kind: 'routeBooked' } : { kind: 'priceChanged', detail: answer.detail };
      if (!(await this.ask(ask, question))) return { kind: 'cancelled', at: about };
      confirmations[about] = true;
    }
  }

  private keyFor(intent: string): string {
    if (this.key === null || intent !== this.keyIntent) {
      this.key = this.newKey();
      this.keyIntent = intent;
    }
    return this.key;
  }

  private setStep(step: SubmitStep): void {
    this.step = step;
  }

  private ask(ask: Asker<PriceChange>, question: SubmitQuestion<PriceChange>): Promise<boolean> {
    const own = ask(question);
    if (own) return own;
    return new Promise<boolean>((resolve) => {
      runInAction(() => {
        this.pending = resolve;
        this.question = question;
      });
    });
  }
}
