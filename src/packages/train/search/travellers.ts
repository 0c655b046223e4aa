/**
 * Who the train search computes policy badges for: the booking kit's travellers (src/stores/booking.ts); until
 * the booker has opened the form, the booker travels alone. Persons not on file are checked against the booker's
 * standard (SPEC §6), so the booker stands in for them.
 */
import { useEffect } from 'react';
import type { TravellerRef } from '../../../api/contract/train';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';

export function useTrainTravellerRefs(): TravellerRef[] {
  const { session } = useStores();
  const booking = useBookingStore();
  const emp = session.userInfo?.empInfo;
  const begun = !!emp && booking.ownerEmpId === emp.empId;

  useEffect(() => {
    if (emp && booking.ownerEmpId !== emp.empId) booking.begin(emp);
  }, [booking, emp]);

  if (!emp) return [];
  if (!begun) return [{ empId: emp.empId }];
  const refs: TravellerRef[] = [];
  const seen = new Set<string>();
  for (const t of booking.travellers) {
    const ref: TravellerRef = t.empId
      ? { empId: t.empId }
      : t.contactsId
        ? { contactsId: t.contactsId }
        : { empId: emp.empId };
    const key = `${ref.empId ?? ''}/${ref.contactsId ?? ''}`;
    if (!seen.has(key)) refs.push(ref);
    seen.add(key);
  }
  return refs;
}
