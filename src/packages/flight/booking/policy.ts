/**
 * The travel-standard result of a flight booking form (SPEC §5 'selected travellers must comply with the travel
 * standard'; SPEC §6 hidden standards): matchClbz asked per segment, combined per traveller of the form. Pure.
 */
import type { MatchClbzData, PolicyViolation, TravellerRef } from '../../../api/contract';
import { travellerKey, type BookingTraveller } from '../../../stores/booking';

/** The policy result of one traveller over every segment of the trip. */
export interface TravellerPolicy {
  compliant: boolean;
  violations: PolicyViolation[];
}

/** matchClbz over the trip: per traveller key, plus the company's 'must comply'. */
export interface TripPolicy {
  byKey: Record<string, TravellerPolicy>;
  mustComply: boolean;
}

/** Where the form's policy check is: not asked (no fare or no traveller), asking, answered, or failed. */
export type PolicyState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; policy: TripPolicy };

/**
 * Who matchClbz is asked about: the travellers on file, plus the booker when a person added in the form travels
 * (a person not on file is held to the booker's standard, as a frequent traveller is).
 */
export function policyRefs(travellers: readonly BookingTraveller[], selfRef: TravellerRef | null): TravellerRef[] {
  const refs = travellers
    .filter((t) => t.empId || t.contactsId)
    .map<TravellerRef>((t) => (t.empId ? { empId: t.empId } : { contactsId: t.contactsId }));
  const hasNew = travellers.some((t) => !t.empId && !t.contactsId);
  if (hasNew && selfRef?.empId && !refs.some((r) => r.empId === selfRef.empId)) refs.push(selfRef);
  return refs;
}

const refKey = (r: TravellerRef): string => travellerKey({ empId: r.empId ?? '', contactsId: r.contactsId ?? '' });

/** Combines the answers of every segment (same ref order as asked) into one result per traveller of the form. */
export function combinePolicy(
  travellers: readonly BookingTraveller[],
  refs: readonly TravellerRef[],
  answers: readonly MatchClbzData[],
  selfRef: TravellerRef | null,
): TripPolicy {
  const byRef: Record<string, TravellerPolicy> = {};
  for (const answer of answers) {
    answer.results.forEach((r, i) => {
      const ref = refs[i] ?? r.traveller;
      const k = refKey(ref);
      const prev = byRef[k] ?? { compliant: true, violations: [] };
      byRef[k] = {
        compliant: prev.compliant && r.policy.compliant,
        violations: [...prev.violations, ...r.policy.violations],
      };
    });
  }
  const selfKey = selfRef ? refKey(selfRef) : '';
  const byKey: Record<string, TravellerPolicy> = {};
  for (const t of travellers) {
    const own = t.empId || t.contactsId ? byRef[t.key] : byRef[selfKey];
    if (own) byKey[t.key] = own;
  }
  return { byKey, mustComply: answers.some((a) => a.mustComply) };
}

/** Whether any traveller breaks the policy on any segment. */
export function anyViolation(policy: TripPolicy | null, travellers: readonly BookingTraveller[]): boolean {
  return !!policy && travellers.some((t) => policy.byKey[t.key]?.compliant === false);
}
