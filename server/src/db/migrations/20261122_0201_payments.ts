/**
 * The shared booking kit and payments: the order columns every product needs, the order timeline, payments and
 * their orders, company payment settings, insurance products, frequent travellers and their documents, employee
 * documents, delivery addresses, violation reasons. Booking rules live in the existing `parameters` table. Frozen.
 */
import type { ColumnDefinitionBuilder, ColumnDataType, Kysely } from 'kysely';

type Col = [name: string, type: ColumnDataType, build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** Added to `orders`: payment, contacts, cost assignment, policy and approval facts shared by every product. */
const ORDER_COLUMNS: readonly Col[] = [
  ['pay_deadline', 'bigint'],
  ['paid_at', 'bigint'],
  ['pay_id', 'text'],
  ['link_man', 'text', (c) => c.notNull().defaultTo('')],
  ['link_tel', 'text', (c) => c.notNull().defaultTo('')],
  ['link_email', 'text', (c) => c.notNull().defaultTo('')],
  ['cost_center_id', 'text'],
  ['project_id', 'text'],
  ['violation_reason', 'text', (c) => c.notNull().defaultTo('')],
  ['remark', 'text', (c) => c.notNull().defaultTo('')],
  ['approval_required', 'integer', (c) => c.notNull().defaultTo(0)],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type, build] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  }

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_emp_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'seq']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pay_scene', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull().defaultTo('h5'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('order_ids', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_corp_created').on('payments').columns(['corp_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_orders_pk', ['payment_id', 'order_id'])
    .execute();
  await db.schema.createIndex('payment_orders_order').on('payment_orders').column('order_id').execute();

  await db.schema
    .createTable('corp_pay_settings')
    .addColumn('corp_id', 'text', (c) => c.primaryKey().references('companies.id'))
    .addColumn('company_account', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pay_pwd_hash', 'text')
    .addColumn('sms_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_limit_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('insurance_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('cplx', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('insurer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('default_on', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('insurance_products_corp')
    .on('insurance_products')
    .columns(['corp_id', 'cplx'])
    .execute();

  await db.schema
    .createTable('frequent_travellers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('owner_emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('relation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('born', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('frequent_travellers_owner')
    .on('frequent_travellers')
    .columns(['corp_id', 'owner_emp_id'])
    .execute();

  await db.schema
    .createTable('frequent_traveller_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('traveller_id', 'text', (c) => c.notNull().references('frequent_travellers.id'))
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_no', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issue_place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('frequent_traveller_documents_traveller')
    .on('frequent_traveller_documents')
    .column('traveller_id')
    .execute();

  await db.schema
    .createTable('employee_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_no', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issue_place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('employee_documents_emp_type', ['emp_id', 'id_type'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('addr', 'text', (c) => c.notNull())
    .addColumn('post', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_emp').on('addresses').columns(['corp_id', 'emp_id']).execute();

  await db.schema
    .createTable('violation_reasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('cplx', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('en_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('violation_reasons_corp').on('violation_reasons').columns(['corp_id', 'cplx']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'violation_reasons',
    'addresses',
    'employee_documents',
    'frequent_traveller_documents',
    'frequent_travellers',
    'insurance_products',
    'corp_pay_settings',
    'payment_orders',
    'payments',
    'order_events',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const [name] of [...ORDER_COLUMNS].reverse()) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
