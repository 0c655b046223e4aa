/**
 * Seeds an empty database: platform defaults always, the demo companies in demo mode, with the demo data of the
 * registered products (ProductModule.seed, given by build()).
 */
import type { Db } from '../index';
import { withStartupLock } from '../migrate';
import type { ProductModule } from '../../modules/orders/products';
import { seedPlatform } from './platform';
import { seedDemo } from './demo';
import { seedBookingKit } from './bookingKit';
import { seedApprovals } from './approvals';
import { seedTripsDemo } from './trips';
import { seedOtherOrdersDemo } from '../../modules/otherOrders/seed';
import { seedNoticesDemo } from '../../modules/notices/seed';
import { seedInvoicesDemo } from './invoices';

export interface SeedOptions {
  demo: boolean;
  /** Demo orders (default true); tests that count orders turn them off. */
  demoOrders?: boolean;
  nowMs: number;
  /** The products whose demo data to seed (default none). */
  products?: readonly ProductModule[];
}

/**
 * Seeds what is missing. Under the startup lock: instances started together on an empty database seed once (the
 * others find the data there); every step below is seed-if-empty, so a restart seeds nothing again.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<void> {
  await withStartupLock(db, () => seed(db, opts));
}

async function seed(db: Db, opts: SeedOptions): Promise<void> {
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
  for (const product of opts.products ?? []) {
    await product.seed?.(db, { nowMs: opts.nowMs, demoOrders: opts.demoOrders !== false });
  }
  if (opts.demoOrders !== false) await seedOtherOrdersDemo(db, opts.nowMs);
  await seedNoticesDemo(db, opts.nowMs);
  await seedInvoicesDemo(db, opts.nowMs);
  await seedApprovals(db, opts.nowMs);
  await seedTripsDemo(db, opts.nowMs, { demoOrders: opts.demoOrders !== false });
}
