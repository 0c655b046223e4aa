/**
 * bookJsyc (instant), bookYyyc (scheduled and transfers) and bookCarOrder (day rental): one implementation inside the
 * route's idempotent transaction (SPEC §7 Car, issue 14). The client's numbers are never trusted: the estimate is
 * looked up again (unknown, another company's or older than 10 minutes: SPEC §8 'cache expired, query again'; a
 * different price: priceChanged), the product switch, the unpaid finished ride (instant), the use time and the
 * 30-day transfer window, the class in the city, riders, luggage and the note are checked again; the passenger in the
 * booker's scope, the car policy of the passenger (a reason above it, blocked at wb 2), required fields, the trip
 * request against its TRANSPORT budget, duplicates and approval come from the booking kit. The order
 * (orders/creation.ts) and its car row commit together; an instant ride starts calling a driver in the same
 * transaction (dispatching at once, paid at the end), a pre-booked one awaits payment (15 minutes).
 */
import {
  CAR_USE_TYPE,
  type CarBookData,
  type CarBookRequest,
  type CarPlace,
  type CarUseType,
} from '../../../../src/api/contract/car';
import { luggageFits } from '../../../../src/domain/car/luggage';
import {
  CAR_BOOKING_DAYS,
  CAR_MIN_LEAD_MINUTES,
  CAR_REMARK_MAX,
  checkUseTime,
  transferBookable,
} from '../../../../src/domain/car/useTime';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import { addCalendarDays, chinaNow } from '../../../../src/domain/time';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import {
  carPolicyFor,
  carProductEnabled,
  cityOfPoint,
  findEstimate,
  vehicleTypesFor,
  type EstimateSnapshot,
} from '../../suppliers/car';
import {
  approvalRequired,
  bookedOrderFields,
  checkRequiredFields,
  checkTripRequest,
  orderViolationsOf,
  reasonPicker,
} from '../booking/bookSteps';
import { employeeIds, resolvePassengers } from '../booking/passengers';
import { loadBookingRules } from '../booking/service';
import { storedText } from '../orders/afterSales';
import { createOrder, type JobSpec } from '../orders/creation';
import { createMessage } from '../orders/lifecycle';
import type { AuthInfo } from '../session/service';
import { NOT_RETURNED } from '../pay/refund';
import { markRouteBooked } from '../trip/booking';
import {
  CPLX_CAR,
  JOB,
  ORDER_NO_PREFIX,
  SUBMIT_LIMIT_MS,
  TRANSFER_USE_TYPES,
  isInstant,
  orderTypeOf,
  serviceOf,
} from './codes';
import { startDispatch } from './dispatch';
import { carOrdersRepository } from './repository';
import { sameOrdersAround } from './checks';

/** A ride's policy item when the policy named none (a class above the standard). */
const VEHICLE_ITEM = 'vehicleType';

/** The order's price lines: the estimate (prepaid or the ride's expected fare) or the day-rental package per day. */
export function carPriceLines(useType: number, priceFen: number, days: number): PriceLineFen[] {
  if (useType === CAR_USE_TYPE.dayRental) {
    const n = Math.max(1, days);
    const unitFen = Math.round(priceFen / n);
    return [{ kind: 'fare', label: 'package', unitFen, count: n, amountFen: priceFen }];
  }
  return [{ kind: 'fare', label: 'estimate', unitFen: priceFen, count: 1, amountFen: priceFen }];
}

/** The estimate must be of the service and time being booked (the price is compared separately). */
function matchesEstimate(est: EstimateSnapshot, req: CarBookRequest): boolean {
  if (est.useType !== req.useType) return false;
  if (est.useType === CAR_USE_TYPE.dayRental) {
    return (est.dayPackage ?? 'fullDay') === (req.dayPackage ?? 'fullDay') && (est.days ?? 1) === (req.days ?? 1);
  }
  return est.useType === CAR_USE_TYPE.instant || est.useTime === req.useTime;
}

function checkTime(useType: CarUseType, useTime: string, nowMs: number): void {
  const problem = checkUseTime(serviceOf(useType), useTime, nowMs);
  if (problem === 'past') throw invalid('carOrders.useTime.past');
  if (problem === 'tooSoon') throw invalid('carOrders.useTime.tooSoon', { minutes: CAR_MIN_LEAD_MINUTES });
  if (problem === 'tooFar') throw invalid('carOrders.useTime.tooFar', { days: CAR_BOOKING_DAYS });
  if (TRANSFER_USE_TYPES.includes(useType) && !transferBookable(useTime, nowMs)) {
    throw invalid('carOrders.transferWindow', { days: CAR_BOOKING_DAYS });
  }
}

/** The city the ride is served in: the pick-up's. */
function cityCodeOf(from: CarPlace): string {
  return from.cityCode || cityOfPoint(from)?.cityCode || '';
}

export function carBooking(ctx: AppContext) {
  return {
    /** Books under one of the calls: `useTypes` are the services the call serves. */
    async book(
      trx: Db,
      auth: AuthInfo,
      req: CarBookRequest,
      useTypes: readonly CarUseType[],
      nowMs: number,
    ): Promise<CarBookData> {
      if (!useTypes.includes(req.useType)) throw invalid('carOrders.wrongService');
      if (!(await carProductEnabled(trx, auth.corpId))) throw invalid('carOrders.productClosed');
      const est = await findEstimate(trx, req.estimateKey, auth.corpId, nowMs);
      if (!est) throw invalid('cacheExpired');
      if (!matchesEstimate(est, req)) throw invalid('carOrders.estimateMismatch');
      if (yuanToFen(req.price) !== est.priceFen) {
        throw invalid('carOrders.priceChanged', { price: fenToYuan(est.priceFen) });
      }
      const instant = isInstant(est.useType);
      // An instant ride is for now; a pre-booked one for the estimate's time, checked again now.
      const useTime = instant ? chinaNow(nowMs).format('YYYY-MM-DD HH:mm') : est.useTime;
      if (!instant) checkTime(est.useType, useTime, nowMs);

      const cityCode = cityCodeOf(est.from);
      const vehicle = vehicleTypesFor(cityCode, est.useType).find((v) => v.vehicleTypeId === est.vehicleTypeId);
      if (!vehicle) throw invalid('carOrders.noModels');
      if (!Number.isInteger(req.riders) || req.riders < 1 || req.riders > vehicle.seats) {
        throw invalid('carOrders.riders', { max: vehicle.seats });
      }
      if (!luggageFits(req.luggageStandard, req.luggageLarge, vehicle.luggage)) {
        throw invalid('carOrders.luggage', { max: vehicle.luggage });
      }
      const note = (req.remark ?? '').trim();
      if ([...note].length > CAR_REMARK_MAX) throw invalid('carOrders.remarkTooLong', { max: CAR_REMARK_MAX });

      const useDay = useTime.slice(0, 10);
      const days = est.useType === CAR_USE_TYPE.dayRental ? Math.max(1, est.days ?? 1) : 1;
      const lastDay = addCalendarDays(useDay, days - 1);
      const [passenger] = await resolvePassengers(trx, auth, [req.passenger], useDay);
      if (!passenger) throw invalid('carOrders.riders', { max: vehicle.seats });
      const travellerEmpIds = employeeIds([passenger]);
      const repo = carOrdersRepository(trx);
      if (instant) {
        const unpaid = await repo.unpaidRide(auth.corpId, [...new Set([auth.empId, ...travellerEmpIds])]);
        if (unpaid) throw invalid('carOrders.unpaidRide');
      }

      const { rules } = await loadBookingRules(trx, auth.corpId, CPLX_CAR);
      const reasonOf = reasonPicker(trx, auth.corpId, CPLX_CAR, rules);
      const policyEmpIds = travellerEmpIds.length > 0 ? travellerEmpIds : [auth.empId];
      const policy = await carPolicyFor(trx, auth.corpId, policyEmpIds, est.vehicleTypeId, est.priceFen, useTime);
      let violationReason = '';
      if (policy.wb === 2) throw invalid('policyBlocked');
      if (policy.wb === 1) {
        if (rules.mustComply) throw invalid('policyBlocked');
        violationReason = await reasonOf(
          req.violationReasonId,
          req.violationReasonText,
          'violationReasonId',
          'carOrders.violationReasonRequired',
        );
      }
      const remark = await checkRequiredFields(trx, auth.corpId, rules, { ...req, remark: note });
      const { request, overBudgetReason } = await checkTripRequest(trx, auth, req, {
        product: CPLX_CAR,
        dates: useDay === lastDay ? [useDay] : [useDay, lastDay],
        travellerEmpIds,
        amountFen: est.priceFen,
        reasonOf,
      });
      if (!req.confirmDuplicate) {
        const [first] = await sameOrdersAround(trx, auth.corpId, useTime, [
          { empId: passenger.empId ?? undefined, name: passenger.name },
        ]);
        if (first) throw invalid('carOrders.duplicate', { name: first.passengerName, useTime: first.useTime });
      }
      const items = policy.wb === 1 ? policy.policy.violations.map((v) => v.code) : [];
      const violations = orderViolationsOf(
        policy.wb === 1 && items.length === 0 ? [VEHICLE_ITEM] : items,
        violationReason,
        request,
        overBudgetReason,
      );
      const needsApproval = await approvalRequired(trx, auth, {
        product: CPLX_CAR,
        rules,
        travellerEmpIds,
        violations,
      });

      const status: OrderStatus = needsApproval ? 'awaitingSubmission' : instant ? 'dispatching' : 'awaitingPayment';
      const holdJob: (JobSpec & { afterMs: number }) | undefined = needsApproval
        ? { kind: JOB.submitExpire, afterMs: SUBMIT_LIMIT_MS }
        : undefined;
      const form = bookedOrderFields(auth, req, {
        approvalRequired: needsApproval,
        violationReason,
        overBudgetReason,
        remark,
      });
      const vehicleName = storedText(`carOrders.vehicle.${est.vehicleTypeId}` as 'carOrders.vehicle.economy');
      const title =
        est.useType === CAR_USE_TYPE.dayRental
          ? storedText('carOrders.titleDay', {
              city: est.from.cityName || cityCode,
              package: storedText(`carOrders.package.${est.dayPackage ?? 'fullDay'}`),
              days,
              vehicle: vehicleName,
            })
          : storedText('carOrders.title', { from: est.from.name, to: est.to?.name ?? '', vehicle: vehicleName });
      const orderType = orderTypeOf(est.useType);
      const order = await createOrder(
        trx,
        {
          ...form,
          status,
          orderNoPrefix: ORDER_NO_PREFIX,
          orderType,
          productType: est.useType,
          totalFen: est.priceFen,
          title,
          travelDate: useDay,
          travelEndDate: lastDay,
          travellers: [passenger],
          note: storedText(status === 'dispatching' ? 'carOrders.note.ride' : 'carOrders.note.booked'),
          expiryJob: { kind: JOB.expire },
          ...(holdJob ? { holdJob } : {}),
        },
        { nowMs, actorEmpId: auth.empId },
      );
      const to = est.to;
      await repo.insertCarOrder({
        order_id: order.orderId,
        corp_id: auth.corpId,
        emp_id: passenger.empId,
        use_type: est.useType,
        vehicle_type_id: est.vehicleTypeId,
        city_code: cityCode,
        city_name: est.from.cityName,
        from_name: est.from.name,
        from_address: est.from.address,
        from_lat: est.from.lat,
        from_lng: est.from.lng,
        from_code: est.from.code ?? '',
        to_name: to?.name ?? '',
        to_address: to?.address ?? '',
        to_lat: to?.lat ?? 0,
        to_lng: to?.lng ?? 0,
        to_code: to?.code ?? '',
        use_time: useTime,
        day_package: est.useType === CAR_USE_TYPE.dayRental ? (est.dayPackage ?? 'fullDay') : '',
        days: est.useType === CAR_USE_TYPE.dayRental ? days : 0,
        flight_no: est.flightNo ?? req.flightNo ?? '',
        riders: req.riders,
        luggage_standard: req.luggageStandard,
        luggage_large: req.luggageLarge,
        remark: note,
        estimate_fen: est.priceFen,
        actual_fen: null,
        actual_distance: null,
        actual_duration: null,
        route_distance: Math.round(est.distance),
        route_duration: Math.round(est.duration),
        route_json: JSON.stringify(est.routePoints.map((p) => [p.lat, p.lng])),
        price_json: JSON.stringify(carPriceLines(est.useType, est.priceFen, days)),
        violations_json: JSON.stringify(violations),
        route_id: request?.routeId || null,
        driver_name: '',
        driver_phone: '',
        plate: '',
        car_model: '',
        car_color: '',
        driver_rating: 0,
        approach_json: '',
        approach_duration: 0,
        called_at: null,
        accepted_at: null,
        arrived_at: null,
        started_at: null,
        finished_at: null,
        cancel_fee_fen: 0,
        cancel_code: '',
        cancel_reason: '',
        ...NOT_RETURNED,
        created_at: nowMs,
        updated_at: nowMs,
      });
      if (request?.routeId) await markRouteBooked(trx, request.routeId, order.orderId, est.priceFen, nowMs);
      if (status === 'dispatching') await startDispatch(trx, ctx, order.orderId, nowMs);
      await createMessage(trx, {
        corpId: auth.corpId,
        empId: auth.empId,
        title: storedText('carOrders.msg.booked'),
        content: storedText('carOrders.msg.bookedContent', { orderNo: order.orderNo, title, useTime }),
        orderId: order.orderId,
        orderType,
        nowMs,
      });

      return {
        orderId: order.orderId,
        orderNo: order.orderNo,
        orderType,
        amount: fenToYuan(est.priceFen),
        nextStep: needsApproval ? 'awaitingSubmission' : instant ? 'ride' : 'pay',
        payDeadline: order.payDeadline === null ? '' : chinaDateTime(order.payDeadline),
      };
    },
  };
}
