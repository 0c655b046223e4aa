/**
 * Runs the timestamp-named migrations, listed in code so no file-system scanning is needed. Migrations and the seed
 * run under the startup lock (withStartupLock), so instances started together on one empty database take turns.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { Migrator, PostgresAdapter, sql, type Migration } from 'kysely';
import type { Db } from './index';
import * as core from './migrations/20261122_0001_core';
import * as auth from './migrations/20261122_0002_auth';
import * as activity from './migrations/20261122_0003_activity';
import * as payments from './migrations/20261122_0201_payments';
import * as flights from './migrations/20261122_0101_flights';
import * as flightAfterSales from './migrations/20261122_0102_flight_after_sales';
import * as outbox from './migrations/20261122_0301_outbox';
import * as uploads from './migrations/20261122_0302_uploads';
import * as accounts from './migrations/20261122_0401_accounts';
import * as peopleAdmin from './migrations/20261122_0402_people_admin';
import * as notices from './migrations/20261122_0501_notices';
import * as approvals from './migrations/20261122_0601_approvals';
import * as trips from './migrations/20261122_0602_trips';
import * as flightTrip from './migrations/20261122_0603_flight_trip';
import * as invoices from './migrations/20261122_0604_invoices';
import * as perfIndexes from './migrations/20261122_0701_perf_indexes';
import * as orderKit from './migrations/20261125_0801_order_kit';
import * as supplierInventory from './migrations/20261125_0802_supplier_inventory';
import * as flightDocuments from './migrations/20261125_0803_flight_documents';
import * as train from './migrations/20261125_0901_train';
import * as trainAfterSales from './migrations/20261125_0903_train_after_sales';
import * as trainBench from './migrations/20261125_0904_train_bench';
import * as trainAccount from './migrations/20261125_0902_train_account';
import * as wecom from './migrations/20261125_1101_wecom';
import * as hotelOrders from './migrations/20261126_0102_hotel_orders';
import * as hotelNeed from './migrations/20261126_0103_hotel_need';
import * as hotelIntl from './migrations/20261126_0104_hotel_intl';
import * as car from './migrations/20261126_0201_car';
import * as carOrders from './migrations/20261126_0202_car_orders';
import * as ssoPartners from './migrations/20261126_0302_sso_partners';
import * as serverText from './migrations/20261126_0402_server_text';
import * as agreements from './migrations/20261126_0408_agreements';
import * as orderListIndexes from './migrations/20261126_1701_order_list_indexes';
import * as bookingWriteIndexes from './migrations/20261127_0101_booking_write_indexes';
import * as orderDayCounts from './migrations/20261127_1101_order_day_counts';
import * as keyedWriteTables from './migrations/20261127_1201_keyed_write_tables';
import * as keyedBookingChildren from './migrations/20261127_1501_keyed_booking_children';
import * as ordersUnreadIndexes from './migrations/20261127_2001_orders_unread_indexes';
import * as keyedByOrder from './migrations/20261127_2002_keyed_by_order';
import * as jobsKeyedByDue from './migrations/20261127_2003_jobs_keyed_by_due';
import * as bookingRulesVersion from './migrations/20261127_2004_booking_rules_version';
import * as approvalRulesVersion from './migrations/20261127_2301_approval_rules_version';

/** Add new migrations here; never edit a released one. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_core': core,
  '20261122_0002_auth': auth,
  '20261122_0003_activity': activity,
  '20261122_0201_payments': payments,
  '20261122_0101_flights': flights,
  '20261122_0102_flight_after_sales': flightAfterSales,
  '20261122_0301_outbox': outbox,
  '20261122_0302_uploads': uploads,
  '20261122_0401_accounts': accounts,
  '20261122_0402_people_admin': peopleAdmin,
  '20261122_0501_notices': notices,
  '20261122_0601_approvals': approvals,
  '20261122_0602_trips': trips,
  '20261122_0603_flight_trip': flightTrip,
  '20261122_0604_invoices': invoices,
  '20261122_0701_perf_indexes': perfIndexes,
  '20261125_0801_order_kit': orderKit,
  '20261125_0802_supplier_inventory': supplierInventory,
  '20261125_0803_flight_documents': flightDocuments,
  '20261125_0901_train': train,
  '20261125_0903_train_after_sales': trainAfterSales,
  '20261125_0904_train_bench': trainBench,
  '20261125_0902_train_account': trainAccount,
  '20261125_1101_wecom': wecom,
  '20261126_0102_hotel_orders': hotelOrders,
  '20261126_0103_hotel_need': hotelNeed,
  '20261126_0104_hotel_intl': hotelIntl,
  '20261126_0201_car': car,
  '20261126_0202_car_orders': carOrders,
  '20261126_0302_sso_partners': ssoPartners,
  '20261126_0402_server_text': serverText,
  '20261126_0408_agreements': agreements,
  '20261126_1701_order_list_indexes': orderListIndexes,
  '20261127_0101_booking_write_indexes': bookingWriteIndexes,
  '20261127_1101_order_day_counts': orderDayCounts,
  '20261127_1201_keyed_write_tables': keyedWriteTables,
  '20261127_1501_keyed_booking_children': keyedBookingChildren,
  '20261127_2001_orders_unread_indexes': ordersUnreadIndexes,
  '20261127_2002_keyed_by_order': keyedByOrder,
  '20261127_2003_jobs_keyed_by_due': jobsKeyedByDue,
  '20261127_2004_booking_rules_version': bookingRulesVersion,
  '20261127_2301_approval_rules_version': approvalRulesVersion,
};

/** `schema`: the PostgreSQL schema the tables live in, so the migrator never mistakes another schema's tables for ours. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  await withStartupLock(db, () => migrate(db, schema));
}

async function migrate(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** How long an instance waits for another one's migrations or seed before giving up. */
const STARTUP_LOCK_WAIT_MS = 5 * 60_000;
const STARTUP_LOCK_POLL_MS = 25;

/**
 * Runs `fn` while holding the database's startup lock, so instances started at the same moment on one database
 * (issue 16 defect 8) migrate and seed one after another: the next one finds the work done.
 * - PostgreSQL: a session advisory lock keyed by the schema (current_schema(), so test schemas do not wait for each
 *   other), held on one pooled connection while `fn` runs on the others; a crashed holder's lock ends with its
 *   connection.
 * - SQLite file: an exclusive transaction on the lock file `<database>-startup-lock` next to the database (SQLite's
 *   own file locks: they work across processes and across connections of one process, and a crashed holder's lock
 *   ends with its process). Polled without blocking the event loop. An in-memory database has one connection: no
 *   lock needed.
 */
export async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.connection().execute(async (conn) => {
      const key = sql<string>`hashtext('obt-startup:' || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
  const files = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = files.rows.find((r) => r.name === 'main')?.file;
  if (!file) return fn();
  const lock = new SqliteDatabase(`${file}-startup-lock`, { timeout: 0 });
  try {
    for (let waited = 0; ; waited += STARTUP_LOCK_POLL_MS) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || waited >= STARTUP_LOCK_WAIT_MS) throw err;
        await sleep(STARTUP_LOCK_POLL_MS);
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
