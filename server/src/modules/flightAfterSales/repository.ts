/**
 * SQL of flight after-sales: the refund, change and demand-order tables and the flight order's segments and
 * passengers, next to the after-sales kit's order reads (orders/afterSalesRepository.ts: flight orders and their
 * refund / change sub-orders within the caller's booking scope). Every function takes the database or the caller's
 * transaction. Seats are taken and given back through the flight module's inventory functions (one conditional
 * update, never oversold); money goes back through the pay module (pay/refund.ts).
 */
import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import type { MoneyReturnedColumns } from '../pay/tables';
import type { Database } from '../../db/schema';
import type {
  FlightChangeItemsTable,
  FlightChangesTable,
  FlightNeedsTable,
  FlightRefundItemsTable,
  FlightRefundsTable,
} from './tables';
import type { FlightRangesTable } from '../flight/tables';
import { afterSalesOrders } from '../orders/afterSalesRepository';
import type { OrderScope } from '../orders/scopeRepository';

export type { OrderRow } from '../orders/afterSalesRepository';

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
  async function setTicketStatus(psgIds: readonly string[], status: string, onlyFrom?: string): Promise<void> {
    if (psgIds.length === 0) return;
    let q = db
      .updateTable('flight_passengers')
      .set({ ticket_status: status })
      .where('id', 'in', [...psgIds]);
    if (onlyFrom !== undefined) q = q.where('ticket_status', '=', onlyFrom);
    await q.execute();
  }

  return {
    ...afterSalesOrders(db),

    async ranges(orderId: string) {
      return db.selectFrom('flight_ranges').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    async passengers(orderId: string) {
      return db.selectFrom('flight_passengers').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    setTicketStatus,

    /** A withdrawn or lapsed refund or change: each passenger's ticket back from `from` to the state it had. */
    async restoreTickets(
      items: readonly { psg_id: string; prev_ticket_status: string }[],
      from: 'refunding' | 'changing',
    ): Promise<void> {
      for (const [psgId, prev] of new Map(items.map((i) => [i.psg_id, i.prev_ticket_status]))) {
        await setTicketStatus([psgId], prev, from);
      }
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

    /** Where the refund's money went (pay/refund.ts returnToPayer). */
    async markReturned(id: string, returned: MoneyReturnedColumns): Promise<void> {
      await db.updateTable('flight_refunds').set(returned).where('id', '=', id).execute();
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
