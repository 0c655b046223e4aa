/**
 * SQL of flight after-sales: flight orders and their refund / change sub-orders within the caller's booking scope
 * (SPEC §6, like the order centre), the refund, change and demand-order tables, and the money going back to a
 * payment. Every function takes the database or the caller's transaction. Seats are taken and given back through
 * the flight module's inventory functions (one conditional update, never oversold).
 */
import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  FlightChangeItemsTable,
  FlightChangesTable,
  FlightNeedsTable,
  FlightRefundItemsTable,
  FlightRefundsTable,
} from './tables';
import type { FlightRangesTable } from '../flight/tables';
import type { OrdersTable } from '../orders/tables';
import { orderInScope as scoped, type OrderScope } from '../orders/scopeRepository';

type Db = Kysely<Database>;

/** Refund sub-order statuses that hold a passenger's segment (being refunded or refunded). */
const REFUND_HOLDING = ['refunding', 'refunded'] as const;

type NeedsEb = ExpressionBuilder<Database & { n: FlightNeedsTable }, 'n'>;

/** Demand orders within the booking scope: 1 mine, 2 plus my department's, 3 the company's. */
function needScoped(eb: NeedsEb, s: OrderScope) {
  const inCorp = eb('n.corp_id', '=', s.corpId);
  if (s.scope === 3) return inCorp;
  const mine = eb('n.emp_id', '=', s.empId);
  return eb.and([inCorp, s.scope === 2 ? eb.or([mine, eb('n.dept_id', '=', s.deptId)]) : mine]);
}

/** An `orders` row as read. */
export type OrderRow = Selectable<OrdersTable>;

/** The after-sales records of a flight order: refunds and changes (each also an `orders` row of the same id). */
type RecordTable = 'flight_refunds' | 'flight_changes';

async function byId<T extends RecordTable>(db: Db, table: T, id: string) {
  return db
    .selectFrom(table as RecordTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** The newest refund or change of a flight order. */
async function latestOf(db: Db, table: RecordTable, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

export function afterSalesRepository(db: Db) {
  return {
    /** An order of one of `types` the caller may see; undefined otherwise (another company, out of scope). */
    async orderInScope(id: string, scope: OrderScope, types: readonly number[]) {
      return db
        .selectFrom('orders as o')
        .selectAll('o')
        .where('o.id', '=', id)
        .where('o.order_type', 'in', [...types])
        .where((eb) => scoped(eb, scope))
        .executeTakeFirst();
    },

    /** An order by id, no scope (jobs and paid handlers, inside their transaction). */
    async order(id: string) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async ranges(orderId: string) {
      return db.selectFrom('flight_ranges').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    async passengers(orderId: string) {
      return db.selectFrom('flight_passengers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    async setOrderFacts(id: string, values: Updateable<OrdersTable>): Promise<void> {
      await db.updateTable('orders').set(values).where('id', '=', id).execute();
    },

    async setTicketStatus(psgIds: readonly string[], status: string, onlyFrom?: string): Promise<void> {
      if (psgIds.length === 0) return;
      let q = db
        .updateTable('flight_passengers')
        .set({ ticket_status: status })
        .where('id', 'in', [...psgIds]);
      if (onlyFrom !== undefined) q = q.where('ticket_status', '=', onlyFrom);
      await q.execute();
    },

    async setTicket(psgId: string, ticketNo: string, status: string): Promise<void> {
      await db
        .updateTable('flight_passengers')
        .set({ ticket_no: ticketNo, ticket_status: status })
        .where('id', '=', psgId)
        .execute();
    },

    async updateRange(id: string, values: Updateable<FlightRangesTable>): Promise<void> {
      await db.updateTable('flight_ranges').set(values).where('id', '=', id).execute();
    },

    // Refunds -------------------------------------------------------------------------------------------------

    /** Passenger segments of a flight order that are refunded or being refunded. */
    async heldRefundItems(orderId: string) {
      return db
        .selectFrom('flight_refund_items as i')
        .innerJoin('orders as r', 'r.id', 'i.refund_id')
        .select(['i.refund_id', 'i.psg_id', 'i.range_id', 'i.psg_type', 'r.order_status'])
        .where('i.order_id', '=', orderId)
        .where('r.order_status', 'in', [...REFUND_HOLDING])
        .execute();
    },

    async insertRefund(row: FlightRefundsTable, items: readonly FlightRefundItemsTable[]): Promise<void> {
      await db.insertInto('flight_refunds').values(row).execute();
      await db
        .insertInto('flight_refund_items')
        .values([...items])
        .execute();
    },

    async refund(id: string) {
      return byId(db, 'flight_refunds', id);
    },

    async refundItems(id: string) {
      return db.selectFrom('flight_refund_items').selectAll().where('refund_id', '=', id).execute();
    },

    /** The newest refund of a flight order. */
    async latestRefundId(orderId: string): Promise<string | undefined> {
      return latestOf(db, 'flight_refunds', orderId);
    },

    async markReturned(id: string, paymentId: string | null, method: string, fen: number, at: number): Promise<void> {
      await db
        .updateTable('flight_refunds')
        .set({ payment_id: paymentId, payment_method: method, returned_fen: fen, returned_at: at })
        .where('id', '=', id)
        .execute();
    },

    async payment(id: string) {
      return db
        .selectFrom('payments')
        .select(['id', 'corp_id', 'method', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Money back to the company account (the opposite of the cashier's debit). */
    async creditCompany(corpId: string, fen: number, at: number): Promise<void> {
      await db
        .updateTable('corp_pay_settings')
        .set((eb) => ({ balance_fen: eb('balance_fen', '+', fen), updated_at: at }))
        .where('corp_id', '=', corpId)
        .execute();
    },

    // Changes -------------------------------------------------------------------------------------------------

    async insertChange(row: FlightChangesTable, items: readonly FlightChangeItemsTable[]): Promise<void> {
      await db.insertInto('flight_changes').values(row).execute();
      await db
        .insertInto('flight_change_items')
        .values([...items])
        .execute();
    },

    async change(id: string) {
      return byId(db, 'flight_changes', id);
    },

    async changeItems(id: string) {
      return db.selectFrom('flight_change_items').selectAll().where('change_id', '=', id).execute();
    },

    async setChangeItem(changeId: string, psgId: string, values: Updateable<FlightChangeItemsTable>): Promise<void> {
      await db
        .updateTable('flight_change_items')
        .set(values)
        .where('change_id', '=', changeId)
        .where('psg_id', '=', psgId)
        .execute();
    },

    async setChange(id: string, values: Updateable<FlightChangesTable>): Promise<void> {
      await db.updateTable('flight_changes').set(values).where('id', '=', id).execute();
    },

    /** The newest change of a flight order. */
    async latestChangeId(orderId: string): Promise<string | undefined> {
      return latestOf(db, 'flight_changes', orderId);
    },

    /** Segments of a flight order that a completed change moved to another flight. */
    async changedRangeIds(orderId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('flight_changes as c')
        .innerJoin('orders as o', 'o.id', 'c.id')
        .select('c.range_id')
        .where('c.order_id', '=', orderId)
        .where('o.order_status', '=', 'changed')
        .execute();
      return new Set(rows.map((r) => r.range_id));
    },

    // Demand orders -------------------------------------------------------------------------------------------

    async insertNeed(row: FlightNeedsTable): Promise<void> {
      await db.insertInto('flight_needs').values(row).execute();
    },

    async needInScope(id: string, s: OrderScope) {
      return db
        .selectFrom('flight_needs as n')
        .selectAll('n')
        .where('n.id', '=', id)
        .where((eb) => needScoped(eb, s))
        .executeTakeFirst();
    },

    async needs(s: OrderScope, status: string | undefined, offset: number, count: number) {
      const base = db
        .selectFrom('flight_needs as n')
        .where((eb) => needScoped(eb, s))
        .$if(status !== undefined, (q) => q.where('n.status', '=', status as string));
      const [rows, total] = await Promise.all([
        base
          .selectAll('n')
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(count)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Conditional on the status read: false when the demand order moved on meanwhile. */
    async updateNeed(id: string, fromStatus: string, values: Updateable<FlightNeedsTable>): Promise<boolean> {
      const r = await db
        .updateTable('flight_needs')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', fromStatus)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type AfterSalesRepository = ReturnType<typeof afterSalesRepository>;

/**
 * Refunds and changes of a flight order, newest first (for the flight order detail's `refunds` and `changes`).
 * Amounts in fen: a refund's money back, a change's amount to pay.
 */
export async function afterSalesOfOrder(
  db: Db,
  orderId: string,
): Promise<{
  refunds: { refundId: string; status: string; amountFen: number }[];
  changes: { changeId: string; status: string; amountFen: number }[];
}> {
  const [refunds, changes] = await Promise.all([
    db
      .selectFrom('flight_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.id')
      .select(['r.id', 'o.order_status', 'r.refund_fen'])
      .where('r.order_id', '=', orderId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute(),
    db
      .selectFrom('flight_changes as c')
      .innerJoin('orders as o', 'o.id', 'c.id')
      .select(['c.id', 'o.order_status', 'c.total_fen'])
      .where('c.order_id', '=', orderId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
  ]);
  return {
    refunds: refunds.map((r) => ({ refundId: r.id, status: r.order_status, amountFen: Number(r.refund_fen) })),
    changes: changes.map((c) => ({ changeId: c.id, status: c.order_status, amountFen: Number(c.total_fen) })),
  };
}
