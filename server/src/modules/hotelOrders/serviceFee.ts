/**
 * The service fee of a booking (SPEC §7 fwf/matchQuery): the company's booking rule `serviceFeeFen` per product
 * (parameters `booking.serviceFeeFen.<cplx>`, company then platform; default 0). Hotels charge it per room and
 * night; other products per order. The booking and the booking form read the same figure.
 */
import type { ServiceFeeData, ServiceFeeRequest } from '../../../../src/api/contract/hotel';
import { fenToYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import { loadBookingRules } from '../booking/service';
import type { AuthInfo } from '../session/service';
import { CPLX_HOTEL } from './codes';

/** The fee of `rooms` rooms for `nights` nights (hotels), or of one order (other products), fen. */
export function serviceFeeOf(
  unitFen: number,
  cplx: string,
  rooms: number,
  nights: number,
): { basis: ServiceFeeData['basis']; unitFen: number; feeFen: number } {
  const unit = Math.max(0, Math.floor(unitFen));
  if (cplx !== CPLX_HOTEL) return { basis: 'perOrder', unitFen: unit, feeFen: unit };
  return { basis: 'perRoomNight', unitFen: unit, feeFen: unit * Math.max(0, rooms) * Math.max(0, nights) };
}

/** fwf/matchQuery: the company's fee for the product (rooms and nights default to 1). */
export async function matchServiceFee(db: Db, auth: AuthInfo, req: ServiceFeeRequest): Promise<ServiceFeeData> {
  const cplx = String(req.productType);
  const { serviceFeeFen } = await loadBookingRules(db, auth.corpId, cplx);
  const fee = serviceFeeOf(serviceFeeFen, cplx, req.rooms ?? 1, req.nights ?? 1);
  return { fee: fenToYuan(fee.feeFen), basis: fee.basis, unitFee: fenToYuan(fee.unitFen) };
}
