/**
 * Trip applications in full (issue 4, A2; SPEC §3 trip application, change order, hotel or car route leg): the
 * request's remaining fields and approval milestones, its travellers (vipPerson), route legs (vipRoute) with their
 * booking state, and change orders. Company date-rule parameters live in `parameters` (seeded by seed/trips.ts).
 * Frozen once released.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

type Col = [string, 'text' | 'integer' | 'bigint', ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?];

const CCSQD_COLUMNS: Col[] = [
  ['subject_code', 'text', (c) => c.notNull().defaultTo('')],
  /** Attachment URL from /obt/upload ('' none). */
  ['url', 'text', (c) => c.notNull().defaultTo('')],
  /** 1 saved as draft, 2 submitted. */
  ['add_method', 'integer', (c) => c.notNull().defaultTo(1)],
  /** Epoch ms: sent for approval, approved (also without an approval rule), rejected. */
  ['submitted_at', 'bigint'],
  ['approved_at', 'bigint'],
  ['rejected_at', 'bigint'],
  ['reject_remark', 'text', (c) => c.notNull().defaultTo('')],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, build] of CCSQD_COLUMNS) {
    await db.schema
      .alterTable('ccsqd')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }
  await db.schema.createIndex('ccsqd_corp_status').on('ccsqd').columns(['corp_id', 'status', 'date_end']).execute();

  await db.schema
    .createTable('ccsqd_persons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ccsqd_id', 'text', (c) => c.notNull().references('ccsqd.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    /** Null for a traveller from outside the company. */
    .addColumn('emp_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ccsqd_persons_ccsqd').on('ccsqd_persons').column('ccsqd_id').execute();
  await db.schema.createIndex('ccsqd_persons_emp').on('ccsqd_persons').column('emp_id').execute();

  await db.schema
    .createTable('ccsqd_routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ccsqd_id', 'text', (c) => c.notNull().references('ccsqd.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** 'flight' | 'train' | 'hotel' | 'car'. */
    .addColumn('route_type', 'text', (c) => c.notNull())
    /** Product code (cplx) of the leg: 10901, 10904, 10903, 10906. */
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('dep_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dep_city_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arr_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arr_city_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_begin', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supplier_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    /** 0 open, 3 booked (SPEC §3). */
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booked_order_id', 'text')
    .addColumn('booked_amount_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('booked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ccsqd_routes_ccsqd').on('ccsqd_routes').columns(['ccsqd_id', 'seq']).execute();
  await db.schema.createIndex('ccsqd_routes_order').on('ccsqd_routes').column('booked_order_id').execute();

  await db.schema
    .createTable('ccsqd_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ccsqd_id', 'text', (c) => c.notNull().references('ccsqd.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('change_yy', 'text', (c) => c.notNull())
    /** 'draft' | 'inApproval' | 'approved' | 'rejected'. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('bgqzys_fen', 'bigint', (c) => c.notNull())
    .addColumn('bghzys_fen', 'bigint', (c) => c.notNull())
    /** JSON snapshots of dates, area budgets (fen) and legs before and after. */
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('after_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('ccsqd_changes_ccsqd').on('ccsqd_changes').columns(['ccsqd_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['ccsqd_changes', 'ccsqd_routes', 'ccsqd_persons']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('ccsqd_corp_status').execute();
  for (const [name] of [...CCSQD_COLUMNS].reverse()) {
    await db.schema.alterTable('ccsqd').dropColumn(name).execute();
  }
}
