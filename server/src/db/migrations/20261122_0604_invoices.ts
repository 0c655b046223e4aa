/**
 * Invoices and paper receipts (issue 5, I1; SPEC §3 invoice title swxx, invoice request, paper delivery):
 * - invoice_titles: an employee's invoice titles (swxx).
 * - invoice_requests: one kpOrderAdd (electronic or paper) with a snapshot of the title as printed.
 * - invoice_request_orders: the orders of a request. A partial unique index on (corp_id, order_id) among active rows
 *   makes "an order is invoiced at most once" hold even when two requests race (SQLite and PostgreSQL both
 *   support partial indexes).
 * - invoice_deliveries: the paper delivery (address, express type, fee, courier and tracking number).
 * Frozen once released.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('gsmc', 'text', (c) => c.notNull())
    /** Normalised (upper case, no spaces); '' when none. */
    .addColumn('nsrsbh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('yydz_tel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('yhxx', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('js_email', 'text', (c) => c.notNull().defaultTo(''))
    /** 1 enterprise, 2 individual or government body. */
    .addColumn('unit_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_titles_emp')
    .on('invoice_titles')
    .columns(['corp_id', 'emp_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('invoice_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    /** The requester and their department (scope of invoice/list). */
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('kp_no', 'text', (c) => c.notNull().unique())
    /** 1 electronic, 2 paper. */
    .addColumn('kp_type', 'integer', (c) => c.notNull())
    /** requested → issued (electronic) | posted → delivered (paper); cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('buyer_gsmc', 'text', (c) => c.notNull())
    .addColumn('buyer_nsrsbh', 'text', (c) => c.notNull())
    .addColumn('buyer_yydz_tel', 'text', (c) => c.notNull())
    .addColumn('buyer_yhxx', 'text', (c) => c.notNull())
    .addColumn('buyer_unit_type', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    /** Scheme and host the request came to, and its language: the issue job e-mails the PDF link with them. */
    .addColumn('link_origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh-CN'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('express_fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_requests_emp')
    .on('invoice_requests')
    .columns(['corp_id', 'emp_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('invoice_request_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** 1 while the request is not cancelled: only active rows hold the order. */
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('invoice_request_orders_invoice')
    .on('invoice_request_orders')
    .column('invoice_id')
    .execute();
  await db.schema
    .createIndex('invoice_request_orders_active_order')
    .on('invoice_request_orders')
    .unique()
    .columns(['corp_id', 'order_id'])
    .where(sql.ref('active'), '=', 1)
    .execute();

  await db.schema
    .createTable('invoice_deliveries')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    /** 1 return collect, 2 prepaid (SPEC §3 express types). */
    .addColumn('send_mode', 'integer', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('addr', 'text', (c) => c.notNull())
    .addColumn('fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('courier_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('posted_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_deliveries_tracking')
    .on('invoice_deliveries')
    .columns(['corp_id', 'tracking_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_deliveries').execute();
  await db.schema.dropTable('invoice_request_orders').execute();
  await db.schema.dropTable('invoice_requests').execute();
  await db.schema.dropTable('invoice_titles').execute();
}
