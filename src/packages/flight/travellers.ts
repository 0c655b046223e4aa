/**
 * Who the flight screens search and price for. The booking kit owns the chosen travellers (`bookingStore`, C2's
 * src/stores/booking.ts); until the booker has opened the form, the booker travels alone.
 */
import { useEffect } from 'react';
import type { TravellerRef } from '../../api/contract/flight';
import { personTypeFromAge } from '../../domain/person';
import { useStores } from '../../stores';
import { useBookingStore } from '../../stores/booking';

/** A traveller as the flight screens show and send them. */
export interface SelectedTraveller {
  key: string;
  name: string;
  /** null for a person typed into the booking form (not on file): the booker's standard applies. */
  ref: TravellerRef | null;
  /** 1 adult, 2 child, 3 infant on the travel date. */
  psgType: 1 | 2 | 3;
}

export { passengerMix } from './flightStore';

/** Passenger type from a birth date on the travel date (SPEC §9 age bands); adult when unknown. */
export function psgTypeOn(born: string, travelDate: string): 1 | 2 | 3 {
  return born ? (personTypeFromAge(born, travelDate) ?? 1) : 1;
}

/**
 * The travellers of the current booking, with their passenger type on `travelDate`. Starts the booking form for
 * the signed-in employee when it belongs to nobody (or someone else) yet.
 */
export function useTravellers(travelDate: string): SelectedTraveller[] {
  const { session } = useStores();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const begun = !!emp && booking.ownerEmpId === emp.empId;

  useEffect(() => {
    if (emp && booking.ownerEmpId !== emp.empId) booking.begin(emp);
  }, [booking, emp]);

  if (!emp) return [];
  // Before the form starts the booker is the traveller (what begin() makes), so nothing is searched twice.
  if (!begun) return [{ key: `e:${emp.empId}`, name: emp.empName, ref: { empId: emp.empId }, psgType: 1 }];
  return booking.travellers.map((t) => ({
    key: t.key,
    name: t.name,
    ref: t.empId ? { empId: t.empId } : t.contactsId ? { contactsId: t.contactsId } : null,
    psgType: psgTypeOn(t.born, travelDate),
  }));
}

/**
 * The refs sent with queryFlight, queryCabin and matchClbz; persons not on file are checked against the booker's
 * standard (SPEC §6), so the booker stands in for them.
 */
export function travellerRefs(list: readonly SelectedTraveller[], bookerEmpId?: string): TravellerRef[] {
  const refs: TravellerRef[] = [];
  const seen = new Set<string>();
  for (const t of list) {
    const ref = t.ref ?? (bookerEmpId ? { empId: bookerEmpId } : null);
    if (!ref) continue;
    const key = `${ref.empId ?? ''}/${ref.contactsId ?? ''}`;
    if (!seen.has(key)) refs.push(ref);
    seen.add(key);
  }
  return refs;
}

/** A stable string of refs (effect dependencies). */
export function refsKey(refs: readonly TravellerRef[]): string {
  return refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
}
