/** Seeds an empty database: platform defaults always, the demo companies in demo mode. */
import type { Db } from '../index';
import { seedPlatform } from './platform';
import { seedDemo } from './demo';
import { seedBookingKit } from './bookingKit';
import { seedApprovals } from './approvals';
import { seedTripsDemo } from './trips';
import { seedFlightDemo } from '../../modules/flight/seed';
import { seedOtherOrdersDemo } from '../../modules/otherOrders/seed';
import { seedNoticesDemo } from '../../modules/notices/seed';
import { seedInvoicesDemo } from './invoices';

export async function seedIfEmpty(db: Db, opts: { demo: boolean; demoOrders?: boolean; nowMs: number }): Promise<void> {
  const platform = await db
    .selectFrom('page_settings')
    .select('id')
    .where('corp_id', '=', '')
    .limit(1)
    .executeTakeFirst();
  if (!platform) await seedPlatform(db);
  if (!opts.demo) return;
  const anyCompany = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (!anyCompany) await seedDemo(db, opts.nowMs);
  // Per-table seed-if-empty: also fills databases created before the booking-kit migration.
  await seedBookingKit(db, opts.nowMs);
  await seedFlightDemo(db, opts.nowMs);
  if (opts.demoOrders !== false) await seedOtherOrdersDemo(db, opts.nowMs);
  await seedNoticesDemo(db, opts.nowMs);
  await seedInvoicesDemo(db, opts.nowMs);
  await seedApprovals(db, opts.nowMs);
  await seedTripsDemo(db, opts.nowMs, { demoOrders: opts.demoOrders !== false });
}
