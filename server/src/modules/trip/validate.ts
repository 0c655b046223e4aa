/**
 * Checks of trip-application input (SPEC §5 general rules, §4 trip builder): travellers within the applicant's
 * booking scope, route legs complete for their type, the attachment an upload of the company.
 */
import {
  TRIP_ROUTE_PRODUCT,
  type TripPersonInput,
  type TripRouteInput,
  type TripRouteType,
} from '../../../../src/api/contract/trip';
import { yuanToFen } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { isCalendarDate } from '../../lib/time';
import { employeeInBookingScope, findBooker } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { tripRepository } from './repository';

/** A traveller ready to store. */
export interface PersonValue {
  empId: string | null;
  name: string;
  phone: string;
}

/** What a leg says, in fen: shared by a leg ready to store and a leg of a change snapshot. */
export interface RouteFields {
  routeType: TripRouteType;
  depCity: string;
  depCityName: string;
  arrCity: string;
  arrCityName: string;
  dateBegin: string;
  dateEnd: string;
  costFen: number;
  supplier: string;
  supplierId: string;
  remark: string;
}

/** A leg ready to store (fen); `id` only for a kept leg of a change order. */
export interface RouteValue extends RouteFields {
  id: string | null;
  product: string;
}

/** Only the leg fields of a leg (a snapshot leg carries booking state besides). */
export function routeFields(r: RouteFields): RouteFields {
  return {
    routeType: r.routeType,
    depCity: r.depCity,
    depCityName: r.depCityName,
    arrCity: r.arrCity,
    arrCityName: r.arrCityName,
    dateBegin: r.dateBegin,
    dateEnd: r.dateEnd,
    costFen: r.costFen,
    supplier: r.supplier,
    supplierId: r.supplierId,
    remark: r.remark,
  };
}

export async function resolvePersons(
  db: Db,
  auth: AuthInfo,
  input: readonly TripPersonInput[],
): Promise<PersonValue[]> {
  const repo = tripRepository(db);
  const booker = await findBooker(db, auth.corpId, auth.empId);
  if (!booker) throw notFound();
  const seen = new Set<string>();
  const out: PersonValue[] = [];
  for (const p of input) {
    const label = p.name?.trim() || p.empId || '';
    if (p.empId) {
      if (seen.has(p.empId)) throw invalid('tripTravellerDuplicate', { name: label });
      seen.add(p.empId);
      // Names within the company only, so the message tells nothing about other companies.
      const [emp] = await repo.employees(auth.corpId, [p.empId]);
      if (!emp || !(await employeeInBookingScope(db, auth.corpId, auth.empId, p.empId))) {
        throw invalid('tripTravellerOutOfScope', { name: emp?.name ?? label });
      }
      out.push({ empId: emp.id, name: emp.name, phone: emp.phone });
    } else {
      const name = p.name?.trim() ?? '';
      if (name === '') throw invalid('tripOutsiderNameRequired');
      if (!booker.bookOutside) throw invalid('tripOutsiderNotAllowed');
      out.push({ empId: null, name, phone: p.phoneNumber?.trim() ?? '' });
    }
  }
  return out;
}

/**
 * One leg, checked for its type: flight and train need two different cities; hotel needs a city and a hotel
 * (supplier); car needs a city, an end date and a cost (SPEC §4 trip builder). With `within`, the leg's dates must
 * lie inside the travel dates (checked on submit and for change orders).
 */
export function checkRoute(
  r: TripRouteInput,
  seq: number,
  within?: { dateBegin: string; dateEnd: string },
): RouteValue {
  const dateEnd = r.dateEnd?.trim() ?? '';
  if (!isCalendarDate(r.dateBegin)) throw invalidField('dateBegin', 'fieldFormat');
  if (dateEnd !== '' && !isCalendarDate(dateEnd)) throw invalidField('dateEnd', 'fieldFormat');
  if (dateEnd !== '' && dateEnd < r.dateBegin) throw invalid('tripRouteEndBeforeStart', { seq });
  const depCity = r.depCity.trim();
  const depCityName = r.depCityName.trim();
  const arrCity = r.arrCity?.trim() ?? '';
  const arrCityName = r.arrCityName?.trim() ?? '';
  const supplier = r.supplier?.trim() ?? '';
  const costFen = yuanToFen(r.cost);
  if (costFen < 0) throw invalidField('cost', 'fieldRange');
  switch (r.routeType) {
    case 'flight':
    case 'train':
      if (!depCity || !arrCity || depCity === arrCity) throw invalid('tripRouteCities', { seq });
      break;
    case 'hotel':
      if (!depCityName || !supplier) throw invalid('tripHotelRouteIncomplete', { seq });
      break;
    case 'car':
      if (dateEnd === '' || costFen <= 0) throw invalid('tripCarRouteIncomplete', { seq });
      if (!depCityName) throw invalid('tripRouteCity', { seq });
      break;
  }
  if (within) {
    const end = dateEnd || r.dateBegin;
    if (r.dateBegin < within.dateBegin || end > within.dateEnd) {
      throw invalid('tripRouteOutsideTrip', { seq, from: within.dateBegin, to: within.dateEnd });
    }
  }
  return {
    id: r.routeId ?? null,
    routeType: r.routeType,
    product: TRIP_ROUTE_PRODUCT[r.routeType],
    depCity,
    depCityName,
    arrCity,
    arrCityName,
    dateBegin: r.dateBegin,
    dateEnd,
    costFen,
    supplier,
    supplierId: r.supplierId?.trim() ?? '',
    remark: r.remark?.trim() ?? '',
  };
}

/** An /obt/upload URL (optionally absolute): `/obt/upload/<32 hex>.<ext>`. */
const UPLOAD_URL = /^(?:https?:\/\/[^/?#]+)?\/obt\/upload\/([0-9a-f]{32})\.(?:jpg|gif|png|bmp)$/;

/** The attachment must be an upload of the company. */
export async function checkAttachment(db: Db, corpId: string, url: string): Promise<void> {
  const m = UPLOAD_URL.exec(url);
  if (!m || !(await tripRepository(db).upload(corpId, m[1] ?? ''))) throw invalid('tripAttachmentInvalid');
}
