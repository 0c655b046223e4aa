/**
 * Booking rules (BookingRules of src/api/contract/booking) kept in the `parameters` table, so the platform default
 * (corp_id '') and company overrides work as for every other parameter. Names: `booking.<key>` for every product and
 * `booking.<key>.<cplx>` for one product. Precedence: company + product, company, platform + product, platform,
 * then the built-in default below.
 */

export const BOOKING_RULE_DEFAULTS = {
  costCenterRequired: 0,
  projectRequired: 0,
  remarkRequired: 0,
  mustComply: 0,
  freeTextReason: 1,
  /** Service fee per ticket, fen. */
  serviceFeeFen: 0,
  approvalRequired: 0,
} as const;

export type BookingRuleKey = keyof typeof BOOKING_RULE_DEFAULTS;

export const BOOKING_RULE_KEYS = Object.keys(BOOKING_RULE_DEFAULTS) as BookingRuleKey[];

/** The parameter number of a rule, for every product (no cplx) or for one product. */
export function bookingParamNo(key: BookingRuleKey, cplx?: string): string {
  return cplx ? `booking.${key}.${cplx}` : `booking.${key}`;
}

/**
 * Bounds of a range of parameter names holding every booking rule name (`booking` and all that start with it). Letters
 * only: under a PostgreSQL collation that ignores punctuation at first ('.' in the names), every name starting with
 * `booking` still sorts at or after `booking` and before `bookinh`. The range may hold other names (e.g.
 * `bookings…`); readers pick rules by exact name.
 */
export const BOOKING_PARAM_RANGE = { from: 'booking', below: 'bookinh' } as const;

/** Resolved numeric rule values of one company and product. */
export type BookingRuleValues = Record<BookingRuleKey, number>;

/**
 * Picks each rule's value from parameter rows by precedence. Values are integers; an unreadable value is ignored
 * (the next level applies), so a typo in a company row never turns a rule off silently into NaN.
 */
export function resolveBookingRules(
  rows: readonly { corp_id: string; param_no: string; value: string }[],
  corpId: string,
  cplx: string,
): BookingRuleValues {
  const byKey = new Map(rows.map((r) => [`${r.corp_id}|${r.param_no}`, r.value]));
  const out = { ...BOOKING_RULE_DEFAULTS } as BookingRuleValues;
  for (const key of BOOKING_RULE_KEYS) {
    const candidates = [
      `${corpId}|${bookingParamNo(key, cplx)}`,
      `${corpId}|${bookingParamNo(key)}`,
      `|${bookingParamNo(key, cplx)}`,
      `|${bookingParamNo(key)}`,
    ];
    for (const c of candidates) {
      const raw = byKey.get(c);
      if (raw === undefined || !/^-?\d+$/.test(raw.trim())) continue;
      out[key] = Number(raw.trim());
      break;
    }
  }
  return out;
}
