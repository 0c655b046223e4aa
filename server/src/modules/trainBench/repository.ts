/**
 * All SQL of train waitlist orders: the waitlist rows of an order (orders of type 20031 with their candidates,
 * tickets and refunds) and reads within the booking scope. Every function takes the database or the caller's
 * transaction.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';
import { ORDER_COLUMNS as PAY_ORDER_COLUMNS } from '../pay/repository';
import type {
  TrainBenchCandidatesTable,
  TrainBenchOrdersTable,
  TrainBenchRefundsTable,
  TrainBenchTicketsTable,
} from './tables';

type Db = Kysely<Database>;

/** The cashier's order columns and what a waitlist order's detail shows besides. */
const ORDER_COLUMNS = [
  ...PAY_ORDER_COLUMNS,
  'o.link_man',
  'o.link_tel',
  'o.link_email',
  'o.cost_center_id',
  'o.project_id',
  'o.remark',
] as const;

const BENCH_COLUMNS = [
  'b.from_json',
  'b.to_json',
  'b.dep_date',
  'b.latest_dep_time',
  'b.latest_dep_at',
  'b.trip_type',
  'b.prepaid_fen',
  'b.ticket_fen',
  'b.secured_seq',
  'b.seats_held',
] as const;

export function benchRepository(db: Db) {
  const orderQuery = () =>
    db
      .selectFrom('orders as o')
      .innerJoin('train_bench_orders as b', 'b.order_id', 'o.id')
      .select([...ORDER_COLUMNS, ...BENCH_COLUMNS]);

  return {
    async insert(
      bench: Insertable<TrainBenchOrdersTable>,
      candidates: readonly Insertable<TrainBenchCandidatesTable>[],
      tickets: readonly Insertable<TrainBenchTicketsTable>[],
    ): Promise<void> {
      await db.insertInto('train_bench_orders').values(bench).execute();
      await db
        .insertInto('train_bench_candidates')
        .values([...candidates])
        .execute();
      await db
        .insertInto('train_bench_tickets')
        .values([...tickets])
        .execute();
    },

    /** A waitlist order within the scope (another employee's or company's answers as missing). */
    async orderInScope(orderId: string, s: OrderScope) {
      return orderQuery()
        .where('o.id', '=', orderId)
        .where('o.order_type', '=', ORDER_TYPE.trainBerth)
        .where((eb) => orderInScope(eb, s))
        .executeTakeFirst();
    },

    /** A waitlist order without a caller (jobs). */
    async order(orderId: string) {
      return orderQuery().where('o.id', '=', orderId).executeTakeFirst();
    },

    async candidates(orderId: string) {
      return db
        .selectFrom('train_bench_candidates')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    /** Passengers: the traveller (name, document, phone) with their ticket row, in booking order. */
    async passengers(orderId: string) {
      return db
        .selectFrom('order_travellers as t')
        .innerJoin('train_bench_tickets as k', (j) =>
          j.onRef('k.order_id', '=', 't.order_id').onRef('k.seq', '=', 't.seq'),
        )
        .select([
          'k.id',
          't.seq',
          't.name',
          't.emp_id',
          't.id_type',
          't.idno',
          't.phone',
          'k.psg_type',
          'k.coach',
          'k.seat_no',
          'k.ticket_no',
          'k.price_fen',
        ])
        .where('t.order_id', '=', orderId)
        .orderBy('t.seq')
        .execute();
    },

    async setTicket(id: string, values: { coach: string; seat_no: string; ticket_no: string; price_fen: number }) {
      await db.updateTable('train_bench_tickets').set(values).where('id', '=', id).execute();
    },

    async setSecured(orderId: string, seq: number, seatsHeld: number): Promise<void> {
      await db
        .updateTable('train_bench_orders')
        .set({ secured_seq: seq, seats_held: seatsHeld })
        .where('order_id', '=', orderId)
        .execute();
    },

    /**
     * The tickets' price once issued: on the waitlist row and as the order's total, which invoices, the cashier's
     * records and the order centre read (the prepayment stays on the waitlist row; the difference went back).
     */
    async setTicketFen(orderId: string, fen: number, at: number): Promise<void> {
      await db.updateTable('train_bench_orders').set({ ticket_fen: fen }).where('order_id', '=', orderId).execute();
      await db.updateTable('orders').set({ total_fen: fen, updated_at: at }).where('id', '=', orderId).execute();
    },

    async insertRefund(row: Insertable<TrainBenchRefundsTable>): Promise<void> {
      await db.insertInto('train_bench_refunds').values(row).execute();
    },

    async refunds(orderId: string) {
      return db
        .selectFrom('train_bench_refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Waitlist orders within the scope, newest first (then id), with the total. */
    async list(s: OrderScope, status: string | undefined, offset: number, limit: number) {
      const base = db
        .selectFrom('orders as o')
        .innerJoin('train_bench_orders as b', 'b.order_id', 'o.id')
        .where('o.order_type', '=', ORDER_TYPE.trainBerth)
        .where((eb) => orderInScope(eb, s))
        .$if(status !== undefined, (q) => q.where('o.order_status', '=', status as string));
      const [rows, total] = await Promise.all([
        base
          .select([...ORDER_COLUMNS, 'b.from_json', 'b.to_json', 'b.dep_date', 'b.latest_dep_time'])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Whether any waitlist order exists (the demo seed fills an empty table only). */
    async anyOrder(): Promise<boolean> {
      return !!(await db.selectFrom('train_bench_orders').select('order_id').limit(1).executeTakeFirst());
    },

    async trainCodes(orderIds: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (orderIds.length === 0) return out;
      const rows = await db
        .selectFrom('train_bench_candidates')
        .select(['order_id', 'train_code'])
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('seq')
        .execute();
      for (const r of rows) {
        const list = out.get(r.order_id) ?? [];
        if (!list.includes(r.train_code)) list.push(r.train_code);
        out.set(r.order_id, list);
      }
      return out;
    },
  };
}

export type BenchRepository = ReturnType<typeof benchRepository>;
export type BenchOrderRow = NonNullable<Awaited<ReturnType<BenchRepository['order']>>>;
