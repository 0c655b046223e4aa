/**
 * What the car booking form sends (SPEC §7 bookJsyc / bookYyyc / bookCarOrder; contract `CarBookRequest`): the
 * estimate booked and the ride it prices, the one passenger, riders and luggage, and the booking kit's contact, cost
 * centre, project, violation reason and note to the driver (no insurance, no e-mail with a car). Pure.
 */
import type { CarBookRequest, CarEstimate } from '../../../api/contract/car';
import { kitRequestFields, travellerInput, type KitRequestState } from '../../../components/booking/request';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';

/** The ride as the search store queried it: service, places, time, day-rental package, flight. */
export type CarRide = Pick<CarBookRequest, 'useType' | 'from' | 'to' | 'useTime' | 'dayPackage' | 'days' | 'flightNo'>;

/** The car's own parts of the form. */
export interface CarParts {
  estimate: Pick<CarEstimate, 'estimateKey' | 'price'>;
  riders: number;
  luggageStandard: number;
  luggageLarge: number;
  violating: boolean;
}

export function carBookRequest(
  kit: KitRequestState,
  ride: CarRide,
  parts: CarParts,
  trip: TripBookingFields = {},
): CarBookRequest | null {
  const passenger = kit.travellers[0];
  if (!passenger) return null;
  const fields = kitRequestFields(kit, parts.violating, { insurance: false });
  const req: CarBookRequest = {
    estimateKey: parts.estimate.estimateKey,
    useType: ride.useType,
    from: ride.from,
    useTime: ride.useTime,
    passenger: travellerInput(passenger, ride.useTime.slice(0, 10)),
    riders: parts.riders,
    luggageStandard: parts.luggageStandard,
    luggageLarge: parts.luggageLarge,
    linkman: fields.linkman,
    linkTel: fields.linkTel,
    price: parts.estimate.price,
  };
  if (ride.to) req.to = ride.to;
  if (ride.dayPackage) req.dayPackage = ride.dayPackage;
  if (ride.days) req.days = ride.days;
  if (ride.flightNo) req.flightNo = ride.flightNo;
  if (fields.costCenterId) req.costCenterId = fields.costCenterId;
  if (fields.projectId) req.projectId = fields.projectId;
  if (fields.violationReasonId) req.violationReasonId = fields.violationReasonId;
  if (fields.violationReasonText) req.violationReasonText = fields.violationReasonText;
  if (fields.remark) req.remark = fields.remark;
  return { ...req, ...trip };
}
