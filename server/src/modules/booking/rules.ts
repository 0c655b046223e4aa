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
  // Each rule name's company and platform values (rows of other companies or names are left out), read by name
  // below: every booking resolves its rules (issue 17), so no key strings are built per row and rule.
  const company = new Map<string, string>();
  const platform = new Map<string, string>();
  for (const r of rows) {
    if (r.corp_id === corpId) company.set(r.param_no, r.value);
    else if (r.corp_id === '') platform.set(r.param_no, r.value);
  }
  const names = namesOf(cplx);
  const out = { ...BOOKING_RULE_DEFAULTS } as BookingRuleValues;
  for (const { key, product, every } of names) {
    for (const raw of [company.get(product), company.get(every), platform.get(product), platform.get(every)]) {
      if (raw === undefined || !/^-?\d+$/.test(raw.trim())) continue;
      out[key] = Number(raw.trim());
      break;
    }
  }
  return out;
}

/** The rule names of each product (a handful of products ask): for every rule, its product's name and its own. */
const namesByProduct = new Map<string, { key: BookingRuleKey; product: string; every: string }[]>();

function namesOf(cplx: string) {
  let names = namesByProduct.get(cplx);
  if (!names) {
    names = BOOKING_RULE_KEYS.map((key) => ({ key, product: bookingParamNo(key, cplx), every: bookingParamNo(key) }));
    if (namesByProduct.size < 64) namesByProduct.set(cplx, names);
  }
  return names;
}
