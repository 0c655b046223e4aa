/**
 * All SQL of the car orders module: the car part of orders (car_orders), the unpaid finished ride that blocks a new
 * one, the passengers' open car orders around a time (duplicates), the car order list with its filters in the
 * caller's booking scope, and the calendar segments. Orders in the caller's scope are read through the after-sales
 * kit (orders/afterSales.ts); the journey's stage updates are the dispatch's (dispatch/repository.ts).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';
import { bookedOrTravelling, liveTripOf } from '../orders/tripConditions';
import { CAR_ORDER_TYPES, CLOSED_STATUSES } from './codes';
import type { CarOrdersTable } from './tables';

type Db = Kysely<Database>;

export type CarOrderRow = Selectable<CarOrdersTable>;

/** The filters of /vehicles/order/list, resolved by the service. */
export interface CarListFilter extends OrderScope {
  /** Use time range, 'YYYY-MM-DD HH:mm' strings (from inclusive, to exclusive). */
  useFrom: string;
  useTo: string;
  orderNo?: string;
  empName?: string;
  linkTel?: string;
  cityCode?: string;
  orderType?: number;
  tripOnly: boolean;
}

export function carOrdersRepository(db: Db) {
  const listQuery = (f: CarListFilter) => {
    let q = db
      .selectFrom('car_orders as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .where((eb) => orderInScope(eb, f))
      .where('o.order_type', 'in', f.orderType !== undefined ? [f.orderType] : [...CAR_ORDER_TYPES])
      .where('c.use_time', '>=', f.useFrom)
      .where('c.use_time', '<', f.useTo);
    if (f.orderNo) q = q.where('o.order_no', '=', f.orderNo);
    if (f.linkTel) q = q.where('o.link_tel', '=', f.linkTel);
    if (f.cityCode) q = q.where('c.city_code', '=', f.cityCode);
    if (f.tripOnly) q = q.where('o.ccsqd_id', 'is not', null);
    if (f.empName) {
      const name = `%${f.empName.replace(/[%_]/g, '')}%`;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_travellers as t')
            .select('t.id')
            .whereRef('t.order_id', '=', 'o.id')
            .where('t.name', 'like', name),
        ),
      );
    }
    return q;
  };

  return {
    async insertCarOrder(row: Insertable<CarOrdersTable>): Promise<void> {
      await db.insertInto('car_orders').values(row).execute();
    },

    async carOrder(orderId: string): Promise<CarOrderRow | undefined> {
      return db.selectFrom('car_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /** The newest instant ride awaiting payment at its end that one of the employees booked or rides on. */
    async unpaidRide(corpId: string, empIds: readonly string[]): Promise<{ id: string } | undefined> {
      if (empIds.length === 0) return undefined;
      return db
        .selectFrom('orders as o')
        .innerJoin('car_orders as c', 'c.order_id', 'o.id')
        .select('o.id')
        .where('o.corp_id', '=', corpId)
        .where('o.order_type', '=', ORDER_TYPE.carRealTime)
        .where('o.order_status', '=', 'awaitingPayment')
        .where((eb) => eb.or([eb('o.emp_id', 'in', [...empIds]), eb('c.emp_id', 'in', [...empIds])]))
        .orderBy('o.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Open car orders (not cancelled, completed or refused) of the passengers — employees or frequent travellers —
     * whose use time is within [from, to] ('YYYY-MM-DD HH:mm').
     */
    async openAround(
      corpId: string,
      from: string,
      to: string,
      who: {
        empIds: readonly string[];
        contactsIds: readonly string[];
        names: readonly string[];
        /** Passengers by name only on the orders this employee booked (issue 16: nobody else's rides are told). */
        namesBookedBy?: string;
      },
    ) {
      if (who.empIds.length + who.contactsIds.length + who.names.length === 0) return [];
      return db
        .selectFrom('car_orders as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .innerJoin('order_travellers as t', (j) => j.onRef('t.order_id', '=', 'o.id').on('t.seq', '=', 0))
        .select(['o.id', 'o.order_no', 'c.use_time', 'c.from_name', 'c.to_name', 't.name'])
        .where('o.corp_id', '=', corpId)
        .where('o.order_type', 'in', [...CAR_ORDER_TYPES])
        .where('o.order_status', 'not in', [...CLOSED_STATUSES])
        .where('c.use_time', '>=', from)
        .where('c.use_time', '<=', to)
        .where((eb) => {
          const any = [];
          if (who.empIds.length > 0) any.push(eb('t.emp_id', 'in', [...who.empIds]));
          if (who.names.length > 0) {
            const byName = [eb('t.emp_id', 'is', null), eb('t.name', 'in', [...who.names])];
            if (who.namesBookedBy !== undefined) byName.push(eb('o.emp_id', '=', who.namesBookedBy));
            any.push(eb.and(byName));
          }
          return eb.or(any);
        })
        .orderBy('c.use_time')
        .execute();
    },

    async list(f: CarListFilter, offset: number, limit: number) {
      return listQuery(f)
        .innerJoin('order_travellers as t', (j) => j.onRef('t.order_id', '=', 'o.id').on('t.seq', '=', 0))
        .select([
          'o.id',
          'o.order_no',
          'o.order_type',
          'o.product_type',
          'o.order_status',
          'o.total_fen',
          'o.created_at',
          'o.ccsqd_id',
          'c.use_type',
          'c.use_time',
          'c.from_name',
          'c.to_name',
          'c.city_name',
          'c.vehicle_type_id',
          't.name as passenger_name',
        ])
        .orderBy('c.use_time', 'desc')
        .orderBy('o.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(f: CarListFilter): Promise<number> {
      const row = await listQuery(f)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The numbers of trip requests by id (list rows). */
    async ccsqdNos(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('ccsqd')
        .select(['id', 'ccsqd_no'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.ccsqd_no]));
    },

    /** The employee's live car orders whose use day is within the China days [fromDay, toDay] (calendar). */
    async schedule(corpId: string, empId: string, fromDay: string, toDay: string) {
      return db
        .selectFrom('car_orders as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select([
          'o.id',
          'o.order_no',
          'o.order_type',
          'o.order_status',
          'o.title',
          'c.use_type',
          'c.use_time',
          'c.from_name',
          'c.to_name',
        ])
        .where((eb) => liveTripOf(eb, corpId))
        .where('o.order_type', 'in', [...CAR_ORDER_TYPES])
        .where('c.use_time', '>=', fromDay)
        .where('c.use_time', '<', `${toDay}~`)
        .where((eb) => bookedOrTravelling(eb, empId))
        .orderBy('c.use_time')
        .execute();
    },

    async anyOrder(): Promise<boolean> {
      return !!(await db.selectFrom('car_orders').select('order_id').limit(1).executeTakeFirst());
    },
  };
}

export type CarOrdersRepository = ReturnType<typeof carOrdersRepository>;
