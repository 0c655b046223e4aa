/**
 * Who the hotel search asks the standard (jsClzcBzz) and the policy badges for: the travellers of the booking
 * form once the booker has one (the booking kit, src/stores/booking.ts), else the booker alone, whose standard also
 * covers persons not on file (SPEC §6).
 */
import type { TravellerRef } from '../../../api/contract/hotel';
import { useStores } from '../../../stores';
import { useBookingStore } from '../../../stores/booking';

export function useHotelTravellerRefs(): TravellerRef[] {
  const { session } = useStores();
  const booking = useBookingStore();
  const empId = session.userInfo?.empInfo.empId ?? '';
  if (!empId) return [];
  const chosen = booking.ownerEmpId === empId ? booking.travellerRefs() : [];
  return chosen.length > 0 ? chosen : [{ empId }];
}
