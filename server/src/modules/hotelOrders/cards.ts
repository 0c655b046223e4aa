/**
 * Credit cards for hotel guarantees (SPEC §7 creditcardValidate, queryCreditcard, editCreditcard): a card is
 * checked (Luhn, brand by its prefix, expiry MM/YY not past in China time, CVV of 3 digits or 4 for American
 * Express, the holder's name) and answered with a token. The server keeps the token, the last four digits, brand,
 * holder and expiry — never the full number, never the CVV (the call is not stored for idempotency and request
 * bodies are not logged). A card the user asks to keep is listed for the next guarantee until deleted.
 */
import type {
  CreditCardValidateData,
  CreditCardValidateRequest,
  EditCreditCardRequest,
  SavedCreditCard,
  SavedCreditCardsData,
} from '../../../../src/api/contract/hotel';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { newToken } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import type { AuthInfo } from '../session/service';
import { hotelOrdersRepository, type CardRow } from './repository';

export type CardBrand = 'visa' | 'mastercard' | 'unionpay' | 'amex' | 'jcb';
type CardProblem = 'number' | 'expired' | 'expiry' | 'cvv' | 'holder';

/** The Luhn check digit rule of card numbers. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand by the number's prefix (IIN ranges), null when none of the accepted brands. */
export function brandOf(digits: string): CardBrand | null {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 62) return 'unionpay';
  return null;
}

const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
};

/** 'MM/YY' → { year, month }, null when it does not parse. */
function parseExpiry(expiry: string): { year: number; month: number } | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null;
}

/** The first problem of a card, or its brand and digits. A card is valid through the last day of its month. */
export function checkCard(
  req: Pick<CreditCardValidateRequest, 'cardNo' | 'expiry' | 'cvv' | 'holderName'>,
  nowMs: number,
): { problem: CardProblem } | { brand: CardBrand; digits: string } {
  const digits = req.cardNo.replace(/[\s-]/g, '');
  const brand = /^\d{13,19}$/.test(digits) ? brandOf(digits) : null;
  if (!brand || !LENGTHS[brand].includes(digits.length) || !luhnOk(digits)) return { problem: 'number' };
  const exp = parseExpiry(req.expiry);
  if (!exp) return { problem: 'expiry' };
  const [y, m] = chinaToday(nowMs).split('-').map(Number) as [number, number];
  if (exp.year < y || (exp.year === y && exp.month < m)) return { problem: 'expired' };
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(req.cvv.trim())) return { problem: 'cvv' };
  if (req.holderName.trim() === '') return { problem: 'holder' };
  return { brand, digits };
}

const PROBLEM_KEYS: Record<CardProblem, MsgKey> = {
  number: 'hotelOrders.card.number',
  expiry: 'hotelOrders.card.expiry',
  expired: 'hotelOrders.card.expired',
  cvv: 'hotelOrders.card.cvv',
  holder: 'hotelOrders.card.holder',
};

const savedCard = (c: CardRow): SavedCreditCard => ({
  cardToken: c.token,
  last4: c.last4,
  brand: c.brand,
  holderName: c.holder_name,
  expiry: c.expiry,
});

export function hotelCards(db: Db) {
  const repo = hotelOrdersRepository(db);
  return {
    /** creditcardValidate: a token for a valid card (kept for later when `save`), the problem otherwise. */
    async validate(
      auth: AuthInfo,
      req: CreditCardValidateRequest,
      locale: Locale,
      nowMs: number,
    ): Promise<CreditCardValidateData> {
      const checked = checkCard(req, nowMs);
      if ('problem' in checked) {
        return {
          valid: false,
          reason: checked.problem,
          message: translate(locale, PROBLEM_KEYS[checked.problem]),
          cardToken: '',
          last4: '',
          brand: '',
        };
      }
      const token = `hc_${newToken()}`;
      const last4 = checked.digits.slice(-4);
      await repo.insertCard({
        token,
        corp_id: auth.corpId,
        emp_id: auth.empId,
        last4,
        brand: checked.brand,
        holder_name: req.holderName.trim(),
        expiry: req.expiry.trim(),
        saved: req.save ? 1 : 0,
        deleted_at: null,
        created_at: nowMs,
      });
      return { valid: true, reason: '', message: '', cardToken: token, last4, brand: checked.brand };
    },

    async saved(auth: AuthInfo): Promise<SavedCreditCardsData> {
      return { cards: (await repo.savedCards(auth.corpId, auth.empId)).map(savedCard) };
    },

    /** editCreditcard delete: the caller's own saved card (another's answers not found); the list after. */
    async edit(auth: AuthInfo, req: EditCreditCardRequest, nowMs: number): Promise<SavedCreditCardsData> {
      const card = await repo.card(auth.corpId, auth.empId, req.cardToken);
      if (!card || card.saved !== 1) throw notFound();
      await repo.deleteCard(auth.corpId, auth.empId, req.cardToken, nowMs);
      return this.saved(auth);
    },
  };
}
