/**
 * The card guarantee of a booked hotel order (SPEC §5 card number valid, expiry MM/YY; §7 creditcardValidate,
 * queryCreditcard, guarantee): a saved card, or a new one checked here first (Luhn, expiry, CVV, holder, document)
 * and then by creditcardValidate, which answers a token; the guarantee call sends that token under one idempotency
 * key. The full number and the CVV never stay in the store once the card was sent for validation, and nothing here
 * logs them. API, `now` and the key source are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { HotelGuaranteeData, SavedCreditCard } from '../../../../api/contract/hotel';
import type { IdType } from '../../../../api/contract';
import { ApiError } from '../../../../api/transport';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import type { MessageKey } from '../../../../i18n';
import type { HotelGuaranteeApi } from '../api';
import { cardBrand, cardDigits, cvvValid, expiryValid, groupCardNumber, luhnValid, type CardBrand } from './cardRules';
import '../../../../i18n/parts/hotelBooking';

export type CardField = 'cardNo' | 'expiry' | 'cvv' | 'holderName' | 'idNo';

export type CardProblems = Partial<Record<CardField, MessageKey>> & { first: MessageKey | null };

export interface GuaranteeDeps {
  api: HotelGuaranteeApi;
  now(): number;
  newKey?: () => string;
}

export type GuaranteeOutcome = 'invalid' | 'busy' | 'refused' | 'failed' | 'guaranteed';

/** creditcardValidate's reasons → the field they concern and our text. */
const SERVER_REASON: Readonly<Record<string, [CardField, MessageKey]>> = {
  number: ['cardNo', 'hotelBooking.card.error.number'],
  expired: ['expiry', 'hotelBooking.card.error.expired'],
  expiry: ['expiry', 'hotelBooking.card.error.expiry'],
  cvv: ['cvv', 'hotelBooking.card.error.cvv'],
  holder: ['holderName', 'hotelBooking.card.error.holder'],
};

const NONE: CardProblems = { first: null };

export class GuaranteeStore {
  cards: SavedCreditCard[] = [];
  /** A saved card's token, or '' for a new card. */
  chosen = '';
  cardNo = '';
  expiry = '';
  cvv = '';
  holderName = '';
  idType: IdType = 'ID';
  idNo = '';
  save = false;
  checked = false;
  /** What creditcardValidate refused (its message when it gave one). */
  serverProblem: { field: CardField; key: MessageKey; message: string } | null = null;
  /** A new card that passed validation: its token and last four digits (the number itself is gone). */
  validated: { cardToken: string; last4: string; brand: string } | null = null;
  running = false;
  done: HotelGuaranteeData | null = null;
  private key: string | null = null;
  private keyIntent = '';

  constructor(private readonly deps: GuaranteeDeps) {
    makeAutoObservable<GuaranteeStore, 'deps' | 'key' | 'keyIntent'>(this, {
      deps: false,
      key: false,
      keyIntent: false,
    });
  }

  get brand(): CardBrand {
    return cardBrand(this.cardNo);
  }

  /** The number as shown while typed: grouped 4-4-4-4. */
  get shownNumber(): string {
    return groupCardNumber(this.cardNo);
  }

  get problems(): CardProblems {
    if (!this.checked || this.chosen || this.validated) return NONE;
    return this.check();
  }

  check(): CardProblems {
    const out: CardProblems = { first: null };
    const firsts: MessageKey[] = [];
    const add = (field: CardField, key: MessageKey) => {
      out[field] = key;
      firsts.push(key);
    };
    if (!cardDigits(this.cardNo)) add('cardNo', 'hotelBooking.card.error.numberEmpty');
    else if (!luhnValid(this.cardNo)) add('cardNo', 'hotelBooking.card.error.number');
    const expiry = expiryValid(this.expiry, this.deps.now());
    if (expiry === 'format') add('expiry', 'hotelBooking.card.error.expiry');
    else if (expiry === 'expired') add('expiry', 'hotelBooking.card.error.expired');
    if (!cvvValid(this.cvv, this.brand)) add('cvv', 'hotelBooking.card.error.cvv');
    if (!this.holderName.trim()) add('holderName', 'hotelBooking.card.error.holder');
    if (!this.idNo.trim()) add('idNo', 'hotelBooking.card.error.idNo');
    const server = this.serverProblem;
    if (server && !out[server.field]) add(server.field, server.key);
    out.first = firsts[0] ?? null;
    return out;
  }

  async loadCards(): Promise<void> {
    try {
      const answer = await this.deps.api.queryCreditcard({});
      runInAction(() => {
        this.cards = answer.data?.cards ?? [];
        if (!this.chosen && this.cards[0]) this.chosen = this.cards[0].cardToken;
      });
    } catch {
      runInAction(() => (this.cards = []));
    }
  }

  choose(cardToken: string): void {
    this.chosen = cardToken;
  }

  setField(field: 'cardNo' | 'expiry' | 'cvv' | 'holderName' | 'idNo', value: string): void {
    this[field] = value;
    if (this.serverProblem?.field === field) this.serverProblem = null;
    if (field === 'cardNo' || field === 'expiry' || field === 'cvv') this.validated = null;
  }

  setIdType(value: IdType): void {
    this.idType = value;
  }

  setSave(value: boolean): void {
    this.save = value;
  }

  /** Validates a new card (or takes the saved one) and guarantees the order with its token. */
  async submit(orderId: string): Promise<GuaranteeOutcome> {
    if (this.running) return 'busy';
    this.checked = true;
    let token = this.chosen;
    if (!token) {
      if (!this.validated) {
        if (this.check().first) return 'invalid';
        this.running = true;
        try {
          const ok = await this.validateCard();
          if (!ok) return 'invalid';
        } catch (e) {
          return this.fail(e);
        } finally {
          runInAction(() => (this.running = false));
        }
      }
      token = this.validated?.cardToken ?? '';
    }
    runInAction(() => (this.running = true));
    try {
      const answer = await this.deps.api.guarantee({ orderId, cardToken: token }, this.keyFor(`${orderId}|${token}`));
      runInAction(() => (this.done = answer.data ?? null));
      return 'guaranteed';
    } catch (e) {
      return this.fail(e);
    } finally {
      runInAction(() => (this.running = false));
    }
  }

  /** creditcardValidate; the number and CVV are cleared once sent (a refusal keeps the number to be corrected). */
  private async validateCard(): Promise<boolean> {
    const body = {
      cardNo: cardDigits(this.cardNo),
      expiry: this.expiry.trim(),
      cvv: this.cvv,
      holderName: this.holderName.trim(),
      idType: this.idType,
      idNo: this.idNo.trim(),
      ...(this.save ? { save: true } : {}),
    };
    runInAction(() => (this.cvv = ''));
    const answer = (await this.deps.api.creditcardValidate(body)).data;
    return runInAction(() => {
      if (!answer?.valid || !answer.cardToken) {
        const [field, key] = SERVER_REASON[answer?.reason ?? ''] ?? ['cardNo', 'hotelBooking.card.error.number'];
        this.serverProblem = { field, key, message: answer?.message ?? '' };
        return false;
      }
      this.validated = { cardToken: answer.cardToken, last4: answer.last4, brand: answer.brand };
      this.cardNo = '';
      this.serverProblem = null;
      return true;
    });
  }

  private fail(e: unknown): GuaranteeOutcome {
    // A refusal created nothing: the next attempt is a new intent; a lost answer replays the same key.
    if (e instanceof ApiError && e.kind === 'code') {
      this.key = null;
      return 'refused';
    }
    return 'failed';
  }

  private keyFor(intent: string): string {
    if (this.key === null || intent !== this.keyIntent) {
      this.key = (this.deps.newKey ?? newIdempotencyKey)();
      this.keyIntent = intent;
    }
    return this.key;
  }
}
