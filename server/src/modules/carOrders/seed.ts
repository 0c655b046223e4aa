/**
 * Demo car orders — only with demo orders, into an empty table — for 张三 (40001) of the demo company in Beijing:
 * an instant ride completed last week (driver, stages and the actual fare, paid from the company account), a
 * scheduled airport drop-off in 3 days paid from the company account (its driver is called at use time − 30 minutes:
 * a step started a moment after start-up hands it to the dispatch) and an instant ride cancelled while calling
 * two days ago. Written directly (the estimates and the cashier need a request); the same rules as a booking.
 */
import { CAR_USE_TYPE } from '../../../../src/api/contract/car';
import { rideFare } from '../../../../src/domain/car/fare';
import { addCalendarDays, chinaToday, toEpochMs } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import { newId } from '../../lib/crypto';
import { dispatchPlan, estimateFen } from '../../suppliers/car';
import { bookingRepository } from '../booking/repository';
import { storedText } from '../orders/afterSales';
import { createOrder } from '../orders/creation';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { payRepository } from '../pay/repository';
import { COMPANY_SUBJECT } from '../pay/service';
import { peopleRepository } from '../people/repository';
import { carPriceLines } from './booking';
import { ORDER_NO_PREFIX, orderTypeOf } from './codes';
import { carOrdersRepository } from './repository';
import { scheduleStartDispatch } from './steps';

const DEMO_RIDER = '40001';

const PLACES = {
  guomao: { name: '国贸', address: '北京市朝阳区建国门外大街1号', lat: 39.9087, lng: 116.4605, code: '' },
  southStation: { name: '北京南站', address: '北京市丰台区永外大街车站路12号', lat: 39.8652, lng: 116.3786, code: '' },
  pek: { name: '北京首都国际机场T3', address: '北京市顺义区首都机场路', lat: 40.0517, lng: 116.6103, code: 'PEK' },
  wangjing: { name: '望京SOHO', address: '北京市朝阳区望京街10号', lat: 39.9965, lng: 116.4806, code: '' },
} as const;
type Place = (typeof PLACES)[keyof typeof PLACES];

interface DemoRide {
  useType: number;
  vehicle: 'economy' | 'comfort';
  from: Place;
  to: Place;
  useTime: string;
  distance: number;
  duration: number;
  status: 'completed' | 'paid' | 'cancelled';
}

export async function seedCarOrdersDemo(db: Db, opts: { nowMs: number; demoOrders: boolean }): Promise<void> {
  const { nowMs } = opts;
  if (!opts.demoOrders || (await carOrdersRepository(db).anyOrder())) return;
  const emp = await bookingRepository(db).employeeContact(DEMO_CORP_ID, DEMO_RIDER);
  const [idCard] = (await peopleRepository(db).employeeDocuments([DEMO_RIDER])).filter((d) => d.id_type === 'ID');
  if (!emp || !idCard) return;
  const today = chinaToday(nowMs);
  const rides: DemoRide[] = [
    {
      useType: CAR_USE_TYPE.instant,
      vehicle: 'economy',
      from: PLACES.guomao,
      to: PLACES.southStation,
      useTime: `${addCalendarDays(today, -7)} 09:10`,
      distance: 11_200,
      duration: 1_680,
      status: 'completed',
    },
    {
      useType: CAR_USE_TYPE.airportDropoff,
      vehicle: 'comfort',
      from: PLACES.guomao,
      to: PLACES.pek,
      useTime: `${addCalendarDays(today, 3)} 09:30`,
      distance: 27_800,
      duration: 2_460,
      status: 'paid',
    },
    {
      useType: CAR_USE_TYPE.instant,
      vehicle: 'economy',
      from: PLACES.wangjing,
      to: PLACES.guomao,
      useTime: `${addCalendarDays(today, -2)} 18:40`,
      distance: 10_300,
      duration: 1_920,
      status: 'cancelled',
    },
  ];
  await db.transaction().execute(async (trx) => {
    for (const ride of rides) {
      const useMs = toEpochMs(ride.useTime);
      // Booked a moment before use (instant) or two days before the seed (pre-booked).
      const bookedAt = ride.useType === CAR_USE_TYPE.instant ? useMs - 30_000 : nowMs - 2 * 86_400_000;
      const estimate = estimateFen({
        useType: ride.useType as 1,
        vehicleTypeId: ride.vehicle,
        distance: ride.distance,
        duration: ride.duration,
        useTime: ride.useTime,
      }).totalFen;
      const actual = rideFare(ride.vehicle, ride.distance, ride.duration, Number(ride.useTime.slice(11, 13))).totalFen;
      const totalFen = ride.status === 'completed' ? actual : estimate;
      const vehicleName = storedText(`carOrders.vehicle.${ride.vehicle}`);
      const orderType = orderTypeOf(ride.useType);
      const order = await createOrder(
        trx,
        {
          corpId: DEMO_CORP_ID,
          empId: emp.id,
          deptId: emp.dept_id,
          orderNoPrefix: ORDER_NO_PREFIX,
          orderType,
          productType: ride.useType,
          status: ride.status,
          totalFen,
          title: storedText('carOrders.title', { from: ride.from.name, to: ride.to.name, vehicle: vehicleName }),
          travelDate: ride.useTime.slice(0, 10),
          linkMan: emp.name,
          linkTel: emp.phone,
          travellers: [
            {
              name: emp.name,
              empId: emp.id,
              deptId: emp.dept_id,
              idType: 'ID',
              idno: idCard.id_no,
              psgType: 1,
              phone: emp.phone,
            },
          ],
          note: storedText(ride.status === 'cancelled' ? 'carOrders.note.cancelled' : 'carOrders.note.booked'),
        },
        { nowMs: bookedAt, actorEmpId: emp.id },
      );
      const finished = ride.status === 'completed';
      const plan = finished
        ? dispatchPlan(order.orderId, ride.vehicle, { ...ride.from, cityCode: 'BJS' }, ride.useTime)
        : null;
      const paidAt = finished
        ? useMs + (ride.duration + 600) * 1000
        : ride.status === 'paid'
          ? bookedAt + 60_000
          : null;
      let paymentId: string | null = null;
      if (paidAt !== null) {
        paymentId = newId(paidAt);
        await payRepository(trx).insertPayment(
          {
            id: paymentId,
            corp_id: DEMO_CORP_ID,
            emp_id: emp.id,
            pay_scene: 1,
            subject_id: COMPANY_SUBJECT,
            client: 'seed',
            amount_fen: totalFen,
            order_ids: order.orderId,
            note: 'demo car order',
            expires_at: paidAt,
            created_at: paidAt,
            method: 'company',
            status: 'paid',
            provider: '',
            provider_ref: '',
            paid_at: paidAt,
          },
          [{ id: order.orderId, total_fen: totalFen }],
        );
        await lifecycleRepository(trx).setPaid(order.orderId, paidAt, paymentId);
      }
      const stamp = (afterS: number) => (finished || ride.status === 'cancelled' ? useMs + afterS * 1000 : null);
      await carOrdersRepository(trx).insertCarOrder({
        order_id: order.orderId,
        corp_id: DEMO_CORP_ID,
        emp_id: emp.id,
        use_type: ride.useType,
        vehicle_type_id: ride.vehicle,
        city_code: 'BJS',
        city_name: '北京',
        from_name: ride.from.name,
        from_address: ride.from.address,
        from_lat: ride.from.lat,
        from_lng: ride.from.lng,
        from_code: ride.from.code,
        to_name: ride.to.name,
        to_address: ride.to.address,
        to_lat: ride.to.lat,
        to_lng: ride.to.lng,
        to_code: ride.to.code,
        use_time: ride.useTime,
        day_package: '',
        days: 0,
        flight_no: ride.useType === CAR_USE_TYPE.airportDropoff ? 'CA1501' : '',
        riders: 1,
        luggage_standard: ride.useType === CAR_USE_TYPE.airportDropoff ? 1 : 0,
        luggage_large: 0,
        remark: '',
        estimate_fen: estimate,
        actual_fen: finished ? actual : null,
        actual_distance: finished ? ride.distance : null,
        actual_duration: finished ? ride.duration : null,
        route_distance: ride.distance,
        route_duration: ride.duration,
        route_json: JSON.stringify([
          [ride.from.lat, ride.from.lng],
          [ride.to.lat, ride.to.lng],
        ]),
        price_json: JSON.stringify(carPriceLines(ride.useType, estimate, 1)),
        violations_json: '[]',
        route_id: null,
        driver_name: plan?.driver.name ?? '',
        driver_phone: plan?.driver.phone ?? '',
        plate: plan?.driver.plate ?? '',
        car_model: plan?.driver.carModel ?? '',
        car_color: plan?.driver.carColor ?? '',
        driver_rating: plan?.driver.rating ?? 0,
        approach_json: plan
          ? JSON.stringify([
              [plan.start.lat, plan.start.lng],
              [ride.from.lat, ride.from.lng],
            ])
          : '',
        approach_duration: plan ? 300 : 0,
        called_at: stamp(0),
        accepted_at: finished ? stamp(5) : null,
        arrived_at: finished ? stamp(305) : null,
        started_at: finished ? stamp(420) : null,
        finished_at: finished ? stamp(420 + ride.duration) : null,
        cancel_fee_fen: 0,
        cancel_code: ride.status === 'cancelled' ? 'user' : '',
        cancel_reason: ride.status === 'cancelled' ? storedText('carOrders.note.cancelled') : '',
        payment_id: paymentId,
        payment_method: paymentId ? 'company' : '',
        returned_fen: 0,
        returned_at: null,
        created_at: bookedAt,
        updated_at: nowMs,
      });
      if (ride.status === 'paid') await scheduleStartDispatch(trx, order.orderId, nowMs);
    }
  });
}
