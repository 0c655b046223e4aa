/**
 * The booking-submit pipeline every product shares (ARCHITECTURE §13): the steps, what a product plugs in and what
 * the page is told at the end. Product-neutral: nothing here knows flights, trains or hotels.
 */

/** An existing order of the same trip (the duplicate-order check), product-neutral. */
export interface DuplicateOrder {
  orderId: string;
  orderNo: string;
  psgName: string;
  /** What it is: flight number, train number, hotel name. */
  title: string;
  /** When: departure or check-in. */
  time: string;
}

/** The product's answer to "is the quote the form shows still valid?" (flights: validateTimeOut). */
export type Freshness = { fresh: true } | { fresh: false; reason: string };

/** The whitelist / protocol / product check before booking; `detail` says who or what is refused. */
export type Eligibility<Refusal> = { eligible: true } | { eligible: false; detail: Refusal };

/** What the user agreed to during this attempt; the product sends them with the booking. */
export interface Confirmations {
  /** Book although an order of the same trip exists (SPEC §8 duplicate-order reminder). */
  duplicate: boolean;
  /** Book although the trip-request leg was booked meanwhile (SPEC §5 'already booked, continue?'). */
  routeBooked: boolean;
  /** Book at the new price the supplier quoted. */
  priceChanged: boolean;
}

/** A question the booking answer raised: the user confirms and the same step books again. */
export type Confirmable = Exclude<keyof Confirmations, 'duplicate'>;

/**
 * What one booking call answered: booked, or a refusal the user may overrule (the leg was booked meanwhile, the
 * price changed). Any other refusal is thrown (the transport's error presenter has shown the server's tips).
 */
export type BookAnswer<Result, PriceChange> =
  { kind: 'booked'; result: Result } | { kind: 'routeBooked' } | { kind: 'priceChanged'; detail: PriceChange };

/**
 * Where a booked order goes next: the approval submission or the cashier (SPEC §4 order routing), or the order's own
 * screen when it starts at once ('order', e.g. a ride that is being dispatched).
 */
export interface NextStep {
  kind: 'approval' | 'cashier' | 'order';
  /** Spec route URL, e.g. '/approval/Send'. */
  url: string;
  query: Record<string, string>;
}

/**
 * What a product plugs in. Every call reads the form as it is at that moment; the pipeline decides the order, the
 * questions and the idempotency key.
 */
export interface SubmitAdapter<Result, Refusal = unknown, PriceChange = unknown> {
  /** Identity of what would be booked (e.g. the request body without confirmations): another one takes a new key. */
  intent(): string;
  freshness(): Promise<Freshness>;
  duplicates(): Promise<readonly DuplicateOrder[]>;
  eligibility(): Promise<Eligibility<Refusal>>;
  /** Books under `key` (sent as the Idempotency-Key) with what the user confirmed so far. */
  book(key: string, confirmations: Confirmations): Promise<BookAnswer<Result, PriceChange>>;
  next(result: Result): NextStep;
}

/** A question the page shows; the pipeline waits for its answer. */
export type SubmitQuestion<PriceChange = unknown> =
  | { kind: 'duplicate'; duplicates: readonly DuplicateOrder[] }
  | { kind: 'routeBooked' }
  | { kind: 'priceChanged'; detail: PriceChange };

/**
 * How the page answers a question itself (a modal of the host): a promise of the answer; null leaves the question
 * in the store's `question` for the page to render and answer through `answer()`.
 */
export type Asker<PriceChange = unknown> = (question: SubmitQuestion<PriceChange>) => Promise<boolean> | null;

/** What the page lends a submission: its own modals for questions, and how it shows the outcome. */
export interface SubmitUi<Result, Refusal = unknown, PriceChange = unknown> {
  ask?: Asker<PriceChange>;
  settle?: (outcome: SubmitOutcome<Result, Refusal>) => Promise<void> | void;
}

/** The step the pipeline is in (observable, e.g. for a progress label). */
export type SubmitStep = 'idle' | 'freshness' | 'duplicate' | 'eligibility' | 'book';

/** How a submission ended. */
export type SubmitOutcome<Result, Refusal = unknown> =
  /** A submission is already running: nothing was done (double tap). */
  | { kind: 'busy' }
  /** The quote is no longer valid: nothing was booked. */
  | { kind: 'stale'; reason: string }
  /** The user said no to a question. */
  | { kind: 'cancelled'; at: SubmitQuestion['kind'] }
  /** The product check refused (whitelist, protocol). */
  | { kind: 'ineligible'; detail: Refusal }
  /** The server refused (its tips were shown); nothing was created, so the next submission takes a new key. */
  | { kind: 'refused'; error: unknown }
  /** No answer (network, time-out): the next submission of the same form replays the same key. */
  | { kind: 'failed'; error: unknown }
  | { kind: 'booked'; result: Result; next: NextStep };
