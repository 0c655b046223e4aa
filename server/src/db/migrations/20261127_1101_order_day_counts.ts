/**
 * The order list's totals without counting every order of the range (issue 17): order_day_counts holds, per company
 * and China day of created_at, how many orders the company has (emp_id '') and how many each booker has. A total of
 * the list's plain filter (booking date, no other condition) is then the sum of at most a month of rows, corrected by
 * the few orders of its first and last day outside the range (orders/dayCounts.ts). Counting a covering index range
 * instead costs ~30 ns per order: 6.7k orders of a company were ~200 µs of every administrator's list call, and it
 * grows with the company.
 *
 * Kept by triggers, not by the code that writes orders: every writer (bookings of each product, seeds, fixtures,
 * after-sales, deletes, a change of booker, company or creation time) then keeps it exact in its own transaction,
 * and a writer added later cannot forget it. A status change touches no count (the rows count every status).
 * On PostgreSQL a company's row is locked by a booking until it commits: the triggers take the company's row before
 * the booker's, always in that order, so two bookings of one company wait for each other and never deadlock on them.
 * Portable SQLite + PostgreSQL. Frozen.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** China day number of an epoch-ms column (UTC+8, no daylight saving): integer division on both databases. */
const day = (ref: string) => `((${ref} + 28800000) / 86400000)`;

/** Adds `delta` to the company's and the booker's rows of one order (SQL of a trigger body, `row` NEW or OLD). */
function bump(row: 'new' | 'old', delta: 1 | -1): string {
  const one = (emp: string) => `insert into order_day_counts (corp_id, emp_id, china_day, n)
      values (${row}.corp_id, ${emp}, ${day(`${row}.created_at`)}, ${delta})
      on conflict (corp_id, emp_id, china_day) do update set n = order_day_counts.n + (${delta});`;
  return `${one("''")}\n${one(`${row}.emp_id`)}`;
}

const CHANGED = `old.corp_id <> new.corp_id or old.emp_id <> new.emp_id
  or ${day('old.created_at')} <> ${day('new.created_at')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('order_day_counts')
    .addColumn('corp_id', 'text', (c) => c.notNull())
    // '' for the company's row (no employee id is empty).
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('china_day', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_day_counts_pk', ['corp_id', 'emp_id', 'china_day'])
    // SQLite: the rows live in the key's b-tree, so a sum reads one range of it and nothing else.
    .$call((t) => (postgres ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`insert into order_day_counts (corp_id, emp_id, china_day, n)
    select corp_id, '', ${sql.raw(day('created_at'))}, count(*) from orders group by corp_id, ${sql.raw(day('created_at'))}`.execute(
    db,
  );
  await sql`insert into order_day_counts (corp_id, emp_id, china_day, n)
    select corp_id, emp_id, ${sql.raw(day('created_at'))}, count(*) from orders
    group by corp_id, emp_id, ${sql.raw(day('created_at'))}`.execute(db);
  if (postgres) {
    await sql
      .raw(
        `create function order_day_counts_keep() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' or tg_op = 'UPDATE' then
            ${bump('new', 1)}
          end if;
          if tg_op = 'DELETE' or tg_op = 'UPDATE' then
            ${bump('old', -1)}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger order_day_counts_insert after insert or delete on orders
        for each row execute function order_day_counts_keep()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger order_day_counts_update after update of corp_id, emp_id, created_at on orders
        for each row when (${CHANGED}) execute function order_day_counts_keep()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger order_day_counts_insert after insert on orders begin ${bump('new', 1)} end`)
    .execute(db);
  await sql
    .raw(`create trigger order_day_counts_delete after delete on orders begin ${bump('old', -1)} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger order_day_counts_update after update of corp_id, emp_id, created_at on orders
      when ${CHANGED} begin ${bump('old', -1)} ${bump('new', 1)} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql.raw('drop trigger order_day_counts_update on orders').execute(db);
    await sql.raw('drop trigger order_day_counts_insert on orders').execute(db);
    await sql.raw('drop function order_day_counts_keep()').execute(db);
  } else {
    await sql.raw('drop trigger order_day_counts_update').execute(db);
    await sql.raw('drop trigger order_day_counts_delete').execute(db);
    await sql.raw('drop trigger order_day_counts_insert').execute(db);
  }
  await db.schema.dropTable('order_day_counts').execute();
}
