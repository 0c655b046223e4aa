/**
 * All SQL of the train module: the train part of orders (train_orders, train_legs, train_tickets), travel standards
 * of ranks (train_standards), and the order reads scoped by company and booking scope (SPEC §6) like the order
 * centre. Seats sold are the supplier's (suppliers/train, kit inventory).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';
import { bookedOrTravelling, liveTripOf } from '../orders/tripConditions';
import type { TrainLegsTable, TrainOrdersTable, TrainTicketsTable } from './tables';

type Db = Kysely<Database>;

/** A traveller's (employee's) rank and allowed seat codes; null codes: no standard set. */
export interface TrainStandardRow {
  empId: string;
  name: string;
  rankName: string;
  seatCodes: string[] | null;
}

export function trainRepository(db: Db) {
  return {
    /** Rank and train standard of employees of the company. */
    async standards(corpId: string, empIds: readonly string[]): Promise<Map<string, TrainStandardRow>> {
      const out = new Map<string, TrainStandardRow>();
      if (empIds.length === 0) return out;
      const rows = await db
        .selectFrom('employees as e')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .leftJoin('train_standards as s', 's.rank_id', 'e.rank_id')
        .select(['e.id', 'e.name', 'r.name as rank_name', 's.seat_codes'])
        .where('e.corp_id', '=', corpId)
        .where('e.is_valid', '=', 1)
        .where('e.id', 'in', [...new Set(empIds)])
        .execute();
      for (const r of rows) {
        out.set(r.id, {
          empId: r.id,
          name: r.name,
          rankName: r.rank_name ?? '',
          seatCodes:
            r.seat_codes === null
              ? null
              : r.seat_codes
                  .split(',')
                  .map((c) => c.trim())
                  .filter((c) => c !== ''),
        });
      }
      return out;
    },

    /** Whether the company enables a parameter (value '1'), e.g. 11603006 transfer search. */
    async parameterOn(corpId: string, paramNo: string): Promise<boolean> {
      const rows = await db
        .selectFrom('parameters')
        .select(['corp_id', 'value'])
        .where('corp_id', 'in', ['', corpId])
        .where('param_no', '=', paramNo)
        .execute();
      const own = rows.find((r) => r.corp_id === corpId) ?? rows.find((r) => r.corp_id === '');
      return own?.value === '1';
    },

    /** Whether any train order exists (demo seed: only into an empty table). */
    async anyOrder(): Promise<boolean> {
      return !!(await db.selectFrom('train_orders').select('order_id').limit(1).executeTakeFirst());
    },

    /** A demo employee with their ID card (demo seed). */
    async employeeWithIdCard(corpId: string, empId: string) {
      return db
        .selectFrom('employees as e')
        .innerJoin('employee_documents as d', 'd.emp_id', 'e.id')
        .select(['e.id', 'e.name', 'e.phone', 'e.dept_id', 'd.id_no'])
        .where('e.corp_id', '=', corpId)
        .where('e.id', '=', empId)
        .where('d.id_type', '=', 'ID')
        .executeTakeFirst();
    },

    async insertTrainOrder(row: Insertable<TrainOrdersTable>): Promise<void> {
      await db.insertInto('train_orders').values(row).execute();
    },

    async insertLegs(rows: Insertable<TrainLegsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('train_legs').values(rows).execute();
    },

    async insertTickets(rows: Insertable<TrainTicketsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('train_tickets').values(rows).execute();
    },

    /** A train order the scope may see (undefined: not found), with its train part. */
    async orderInScope(orderId: string, s: OrderScope) {
      return db
        .selectFrom('orders as o')
        .innerJoin('train_orders as t', 't.order_id', 'o.id')
        .selectAll('o')
        .select([
          't.transfer_flag as train_transfer_flag',
          't.rail_account_id',
          't.trip_type',
          't.price_json',
          't.route_id',
          't.violations_json',
        ])
        .where('o.id', '=', orderId)
        .where('o.order_type', '=', ORDER_TYPE.train)
        .where((eb) => orderInScope(eb, s))
        .executeTakeFirst();
    },

    /** A train order by id (jobs and approvals: no user scope). */
    async orderById(orderId: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('train_orders as t', 't.order_id', 'o.id')
        .selectAll('o')
        .select(['t.transfer_flag as train_transfer_flag', 't.violations_json'])
        .where('o.id', '=', orderId)
        .executeTakeFirst();
    },

    async legs(orderId: string) {
      return db.selectFrom('train_legs').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    async tickets(orderId: string) {
      return db
        .selectFrom('train_tickets')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .orderBy('leg_id')
        .execute();
    },

    async travellers(orderId: string) {
      return db
        .selectFrom('order_travellers')
        .select(['id', 'seq', 'name', 'emp_id', 'id_type', 'idno', 'psg_type', 'phone'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    /** Seat letters or berths asked for, by passenger seq (best effort). */
    async seatPreferences(orderId: string): Promise<string[]> {
      const row = await db
        .selectFrom('train_orders')
        .select('seat_preference_json')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      try {
        const list: unknown = JSON.parse(row?.seat_preference_json ?? '[]');
        return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
      } catch {
        return [];
      }
    },

    async setTicketStatus(orderId: string, status: string): Promise<void> {
      await db.updateTable('train_tickets').set({ ticket_status: status }).where('order_id', '=', orderId).execute();
    },

    async issueTicket(id: string, coach: string, seatNo: string, ticketNo: string): Promise<void> {
      await db
        .updateTable('train_tickets')
        .set({ coach, seat_no: seatNo, ticket_no: ticketNo, ticket_status: 'issued' })
        .where('id', '=', id)
        .execute();
    },

    /** Marks the order's active legs released and answers what they held. */
    async releaseLegs(orderId: string) {
      const legs = await db
        .selectFrom('train_legs')
        .select(['id', 'train_code', 'dep_date', 'from_station', 'to_station', 'seat_type', 'seats'])
        .where('order_id', '=', orderId)
        .where('status', '=', 'active')
        .execute();
      if (legs.length > 0) {
        await db
          .updateTable('train_legs')
          .set({ status: 'released' })
          .where('order_id', '=', orderId)
          .where('status', '=', 'active')
          .execute();
      }
      return legs;
    },

    /** Unpaid train orders in the scope (awaiting payment), newest first. */
    async unpaid(s: OrderScope, limit: number) {
      return db
        .selectFrom('orders as o')
        .innerJoin('train_orders as t', 't.order_id', 'o.id')
        .select([
          'o.id',
          'o.order_no',
          'o.title',
          'o.total_fen',
          'o.pay_deadline',
          'o.travel_date',
          't.transfer_flag as train_transfer_flag',
        ])
        .where('o.order_type', '=', ORDER_TYPE.train)
        .where('o.order_status', '=', 'awaitingPayment')
        .where((eb) => orderInScope(eb, s))
        .orderBy('o.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Live legs departing in [fromMs, toMs) of orders the employee booked or travels on. */
    async schedule(corpId: string, empId: string, fromMs: number, toMs: number) {
      return db
        .selectFrom('train_legs as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['o.id as order_id', 'o.order_no', 'o.order_status', 'l.id as leg_id', 'l.train_json', 'l.dep_at'])
        .where((eb) => liveTripOf(eb, corpId))
        .where('o.order_type', '=', ORDER_TYPE.train)
        .where('l.status', '=', 'active')
        .where('l.dep_at', '>=', fromMs)
        .where('l.dep_at', '<', toMs)
        .where((eb) => bookedOrTravelling(eb, empId))
        .orderBy('l.dep_at')
        .execute();
    },

    /** Refund and change sub-orders of an order (tables of the after-sales module; status and amount on orders). */
    async afterSales(orderId: string) {
      const [refunds, changes] = await Promise.all([
        db
          .selectFrom('train_refunds as r')
          .innerJoin('orders as o', 'o.id', 'r.id')
          .select(['r.id', 'o.order_status', 'o.total_fen'])
          .where('r.order_id', '=', orderId)
          .orderBy('r.created_at')
          .execute(),
        db
          .selectFrom('train_changes as c')
          .innerJoin('orders as o', 'o.id', 'c.id')
          .select(['c.id', 'o.order_status', 'o.total_fen'])
          .where('c.order_id', '=', orderId)
          .orderBy('c.created_at')
          .execute(),
      ]);
      return { refunds, changes };
    },

    /** The name of the rail account an order was booked with ('' when unknown). */
    async railAccountName(corpId: string, id: string | null): Promise<string> {
      if (!id) return '';
      const row = await db
        .selectFrom('rail_accounts')
        .select('account_name')
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.account_name ?? '';
    },
  };
}

export type TrainRepository = ReturnType<typeof trainRepository>;
