/**
 * The travellers of a trip request as travellers of a booking form (src/stores/booking): employees are looked up
 * in the booker's scope (so their documents on file come along), persons from outside the company are added by name
 * for the booker to complete. Product-agnostic.
 */
import type { TravellerCandidate } from '../../api/contract/booking';
import type { TripPerson } from '../../api/contract/trip';
import { blankTraveller, fromCandidate, type BookingTraveller, type TravellerSource } from '../../stores/booking';
import type { Page } from '../../stores/pagedList';

/** The booking store's people search (`bookingStore.searchTravellers`). */
export type PersonSearch = (
  source: TravellerSource,
  keyword: string,
  pageNum: number,
) => Promise<Page<TravellerCandidate>>;

/** A candidate made of what the request knows, when the search does not find the employee. */
function candidateOf(p: TripPerson): TravellerCandidate {
  return {
    clkFlag: 2,
    empId: p.empId,
    contactsId: '',
    name: p.name,
    enName: '',
    deptName: p.deptName,
    empRank: '',
    sex: '',
    born: '',
    phoneNumber: p.phoneNumber,
    email: '',
    documents: [],
  };
}

/** Booking travellers for the request's persons, in order; a failed search falls back to the request's data. */
export async function tripTravellers(
  persons: readonly TripPerson[],
  search: PersonSearch,
): Promise<BookingTraveller[]> {
  const out: BookingTraveller[] = [];
  for (const p of persons) {
    if (p.empId) {
      let found: TravellerCandidate | undefined;
      try {
        const page = await search('employee', p.name, 1);
        found = page.rows.find((c) => c.empId === p.empId);
      } catch {
        found = undefined;
      }
      out.push(fromCandidate(found ?? candidateOf(p)));
    } else {
      out.push({ ...blankTraveller(), name: p.name, phoneNumber: p.phoneNumber });
    }
  }
  return out;
}
