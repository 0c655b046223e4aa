/**
 * Train travel policy (SPEC §3 wb): each traveller's rank standard (train_standards; frequent travellers and
 * outsiders follow the booker's rank), the pure rule of src/domain/train/policy.ts, and the company's booking rule
 * whether a violation blocks the booking (mustComply → wb 2). Private trips (tripType 2) have no policy.
 */
import type { TravellerRef } from '../../../../src/api/contract/train';
import type { SeatType } from '../../../../src/domain/train/seats';
import { seatName } from '../../../../src/domain/train/seats';
import { seatWithinStandard, trainWb } from '../../../../src/domain/train/policy';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { bookingRepository } from '../booking/repository';
import { loadBookingRules } from '../booking/service';
import { employeeInBookingScope } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { CPLX_TRAIN, SEAT_CLASS } from './codes';
import type { SeatPolicy } from './present';
import { trainRepository } from './repository';

/** The standards in force for a booking and whether the company blocks violations. */
export interface PolicyContext {
  standards: (string[] | null)[];
  mustComply: boolean;
  /** False for a private trip: every seat is wb 0. */
  applies: boolean;
}

/**
 * The standards of the travellers (none named: the booker's). An employee outside the booker's company or scope,
 * or a frequent traveller not the booker's, answers not found.
 */
export async function policyContext(
  db: Db,
  auth: AuthInfo,
  refs: readonly TravellerRef[],
  tripType: 1 | 2 = 1,
): Promise<PolicyContext> {
  const { rules } = await loadBookingRules(db, auth.corpId, CPLX_TRAIN);
  if (tripType === 2) return { standards: [], mustComply: rules.mustComply, applies: false };
  const empIds = refs.map((r) => r.empId).filter((x): x is string => !!x);
  const rows = await trainRepository(db).standards(auth.corpId, [auth.empId, ...empIds]);
  const booker = rows.get(auth.empId)?.seatCodes ?? null;
  const contactIds = refs.filter((r) => !r.empId && r.contactsId).map((r) => r.contactsId as string);
  const contacts = new Set(
    (await bookingRepository(db).frequentTravellers(auth.corpId, auth.empId, contactIds)).map((c) => c.id),
  );
  const standards: (string[] | null)[] = [];
  for (const ref of refs) {
    if (ref.empId) {
      const row = rows.get(ref.empId);
      if (!row || !(await employeeInBookingScope(db, auth.corpId, auth.empId, ref.empId))) throw notFound();
      standards.push(row.seatCodes);
    } else {
      if (ref.contactsId && !contacts.has(ref.contactsId)) throw notFound();
      standards.push(booker);
    }
  }
  if (refs.length === 0) standards.push(booker);
  return { standards, mustComply: rules.mustComply, applies: true };
}

/** wb and the violation texts of one seat class. */
export function seatPolicy(seatType: SeatType, ctx: PolicyContext, locale: Locale): SeatPolicy {
  if (!ctx.applies) return { wb: 0, policy: { compliant: true, violations: [] } };
  const wb = trainWb(seatType, ctx.standards, ctx.mustComply);
  if (wb === 0) return { wb, policy: { compliant: true, violations: [] } };
  return {
    wb,
    policy: {
      compliant: false,
      violations: [
        {
          code: SEAT_CLASS,
          text: translate(locale, 'train.violation.seatClass', { seat: seatName(seatType, locale) }),
        },
      ],
    },
  };
}

/** Whether one traveller's standard (null: none) allows the seat. */
export const allows = (seatType: SeatType, standard: readonly string[] | null): boolean =>
  seatWithinStandard(seatType, standard);
