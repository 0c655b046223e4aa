/**
 * All SQL of the car dispatch simulator: the car part of an order as the journey reads and stamps it, the order's
 * amount when the ride's fare (or a cancel fee) becomes what is to pay, and the people who may call the driver.
 * Bigint columns come back as strings on PostgreSQL: callers read them through {@link rideOf}.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CarOrdersTable } from '../tables';

type Db = Kysely<Database>;

type CarOrderRow = Selectable<CarOrdersTable>;

/** The columns of a ride the journey uses, numbers as numbers. */
export interface Ride {
  orderId: string;
  empId: string | null;
  useType: number;
  vehicleTypeId: string;
  cityCode: string;
  from: { name: string; lat: number; lng: number };
  to: { lat: number; lng: number };
  useTime: string;
  estimateFen: number;
  actualFen: number | null;
  routeDistance: number;
  routeDuration: number;
  routeJson: string;
  driverPhone: string;
  approachJson: string;
  approachDuration: number;
  calledAt: number | null;
  acceptedAt: number | null;
  arrivedAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  cancelFeeFen: number;
  cancelCode: string;
  returnedFen: number;
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function rideOf(r: CarOrderRow): Ride {
  return {
    orderId: r.order_id,
    empId: r.emp_id,
    useType: num(r.use_type),
    vehicleTypeId: r.vehicle_type_id,
    cityCode: r.city_code,
    from: { name: r.from_name, lat: num(r.from_lat), lng: num(r.from_lng) },
    to: { lat: num(r.to_lat), lng: num(r.to_lng) },
    useTime: r.use_time,
    estimateFen: num(r.estimate_fen),
    actualFen: numOrNull(r.actual_fen),
    routeDistance: num(r.route_distance),
    routeDuration: num(r.route_duration),
    routeJson: r.route_json,
    driverPhone: r.driver_phone,
    approachJson: r.approach_json,
    approachDuration: num(r.approach_duration),
    calledAt: numOrNull(r.called_at),
    acceptedAt: numOrNull(r.accepted_at),
    arrivedAt: numOrNull(r.arrived_at),
    startedAt: numOrNull(r.started_at),
    finishedAt: numOrNull(r.finished_at),
    cancelFeeFen: num(r.cancel_fee_fen),
    cancelCode: r.cancel_code,
    returnedFen: num(r.returned_fen),
  };
}

/** The order columns the journey and the cancel read. */
export interface RideOrder {
  id: string;
  corpId: string;
  empId: string;
  orderNo: string;
  orderType: number;
  status: string;
  totalFen: number;
  paidAt: number | null;
}

export function dispatchRepository(db: Db) {
  return {
    async ride(orderId: string): Promise<Ride | undefined> {
      const row = await db.selectFrom('car_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      return row ? rideOf(row) : undefined;
    },

    async order(orderId: string): Promise<RideOrder | undefined> {
      const o = await db
        .selectFrom('orders')
        .select(['id', 'corp_id', 'emp_id', 'order_no', 'order_type', 'order_status', 'total_fen', 'paid_at'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!o) return undefined;
      return {
        id: o.id,
        corpId: o.corp_id,
        empId: o.emp_id,
        orderNo: o.order_no,
        orderType: num(o.order_type),
        status: o.order_status,
        totalFen: num(o.total_fen),
        paidAt: numOrNull(o.paid_at),
      };
    },

    async updateRide(orderId: string, patch: Updateable<CarOrdersTable>): Promise<void> {
      await db.updateTable('car_orders').set(patch).where('order_id', '=', orderId).execute();
    },

    /** What the order asks to be paid now (the ride's fare or a cancel fee) and until when it may be paid. */
    async setAmountDue(orderId: string, totalFen: number, payDeadline: number, nowMs: number): Promise<void> {
      await db
        .updateTable('orders')
        .set({ total_fen: totalFen, pay_deadline: payDeadline, updated_at: nowMs })
        .where('id', '=', orderId)
        .execute();
    },

    /** The order's booker and the ride's passenger (employee ids; null for a frequent traveller). */
    async bookerAndPassenger(orderId: string, corpId: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('car_orders as c', 'c.order_id', 'o.id')
        .select(['o.emp_id as booker', 'c.emp_id as passenger'])
        .where('o.id', '=', orderId)
        .where('o.corp_id', '=', corpId)
        .executeTakeFirst();
    },
  };
}
