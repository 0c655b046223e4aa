/**
 * Car travel policy (issue 14, SPEC §3 wb, §6 per-rank standards, §7 vehicleClzcDetail): each rank's car standard
 * (car_standards) allows some vehicle classes and may cap a ride's price. For several travellers the strictest
 * applies: the classes every one of them may take and the lowest cap. A class outside the allowed ones or a price
 * above the cap is a violation: wb 1 (a reason is asked) or wb 2 (blocked) when the company's booking rule
 * mustComply is on for cars (product 10906). A rank without a car standard allows every class without a cap.
 *
 * The product switch: a company has cars when its corp_products row for 10906 is enabled (the demo company has;
 * the second demo company has not).
 */
import type { PolicyMatch, PolicyViolation } from '../../../../src/api/contract/booking';
import { PRODUCT } from '../../../../src/domain/codes';
import { VEHICLE_CLASSES } from '../../../../src/domain/car/fare';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { loadBookingRules } from '../booking/service';
import { carRepository } from './repository';
import '../../i18n/parts/car';

/** Product code of cars for booking rules, approvals and the product switch. */
export const CPLX_CAR = String(PRODUCT.car);
/** Violation item codes. */
export const CLASS_NOT_ALLOWED = 'carClass';
export const OVER_CAP = 'carOverCap';

export interface CarPolicy {
  wb: 0 | 1 | 2;
  policy: PolicyMatch;
  allowedTypes: string[];
  capFen: number | null;
}

/** Whether the company has the car product switched on. */
export async function carProductEnabled(db: Db, corpId: string): Promise<boolean> {
  return carRepository(db).productEnabled(corpId, CPLX_CAR);
}

/** The strictest standard of the employees: allowed classes and cap (every class, no cap when none has one). */
export async function carStandardOf(
  db: Db,
  corpId: string,
  empIds: readonly string[],
): Promise<{ allowedTypes: string[]; capFen: number | null }> {
  const rows = await carRepository(db).standards(corpId, empIds);
  let allowed: string[] = [...VEHICLE_CLASSES];
  let capFen: number | null = null;
  for (const r of rows.values()) {
    if (r.classes) allowed = allowed.filter((c) => r.classes?.includes(c));
    if (r.capFen !== null) capFen = capFen === null ? r.capFen : Math.min(capFen, r.capFen);
  }
  return { allowedTypes: allowed, capFen };
}

/** The verdict of a class and price against a standard. */
export function judge(
  std: { allowedTypes: string[]; capFen: number | null },
  vehicleTypeId: string,
  priceFen: number,
  mustComply: boolean,
  locale: Locale,
): { wb: 0 | 1 | 2; policy: PolicyMatch } {
  const violations: PolicyViolation[] = [];
  if (!std.allowedTypes.includes(vehicleTypeId)) {
    violations.push({
      code: CLASS_NOT_ALLOWED,
      text: translate(locale, 'car.violation.class', {
        vehicle: translate(locale, classKey(vehicleTypeId)),
        allowed: std.allowedTypes.map((c) => translate(locale, classKey(c))).join(locale === 'en-US' ? ', ' : '、'),
      }),
    });
  }
  if (std.capFen !== null && priceFen > std.capFen) {
    violations.push({
      code: OVER_CAP,
      text: translate(locale, 'car.violation.cap', { price: fenToYuan(priceFen), cap: fenToYuan(std.capFen) }),
    });
  }
  if (violations.length === 0) return { wb: 0, policy: { compliant: true, violations } };
  return { wb: mustComply ? 2 : 1, policy: { compliant: false, violations } };
}

type ClassKey = 'car.class.economy' | 'car.class.comfort' | 'car.class.business' | 'car.class.luxury' | 'car.class.mpv';
export function classKey(vehicleTypeId: string): ClassKey {
  return (
    (VEHICLE_CLASSES as readonly string[]).includes(vehicleTypeId) ? `car.class.${vehicleTypeId}` : 'car.class.economy'
  ) as ClassKey;
}

/**
 * The policy of a class and price for travellers (their employee ids in the company; none: no standard applies).
 * `useTime` is part of the contract for time-based rules; the demo standards have none.
 */
export async function carPolicyFor(
  db: Db,
  corpId: string,
  empIds: string[],
  vehicleTypeId: string,
  priceFen: number,
  _useTime: string,
  locale: Locale = 'zh-CN',
): Promise<CarPolicy> {
  const [std, rules] = await Promise.all([carStandardOf(db, corpId, empIds), loadBookingRules(db, corpId, CPLX_CAR)]);
  return { ...judge(std, vehicleTypeId, priceFen, rules.rules.mustComply, locale), ...std };
}
