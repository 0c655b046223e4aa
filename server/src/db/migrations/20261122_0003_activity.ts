/** Orders, travellers, messages, trip applications, approval work items, bug reports, push registrations. Frozen. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('travel_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transfer_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show_guarantee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ccsqd_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_corp_created').on('orders').columns(['corp_id', 'created_at']).execute();
  await db.schema.createIndex('orders_emp').on('orders').columns(['emp_id', 'created_at']).execute();
  await db.schema.createIndex('orders_dept').on('orders').columns(['dept_id', 'created_at']).execute();

  await db.schema
    .createTable('order_travellers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text')
    .addColumn('dept_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_travellers_order').on('order_travellers').column('order_id').execute();
  await db.schema.createIndex('order_travellers_emp').on('order_travellers').column('emp_id').execute();
  await db.schema.createIndex('order_travellers_dept').on('order_travellers').column('dept_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('yycj', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('work_item_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema.createIndex('messages_emp').on('messages').columns(['emp_id', 'is_read', 'created_at']).execute();

  await db.schema
    .createTable('ccsqd')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('ccsqd_no', 'text', (c) => c.notNull().unique())
    .addColumn('ccr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ccsy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mdd', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_begin', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('jtys_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('zsys_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('qtys_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('zys_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('project_id', 'text')
    .addColumn('cost_center_id', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ccsqd_emp_status').on('ccsqd').columns(['emp_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('approval_work_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('approver_emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('applicant_emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('approval_items_approver')
    .on('approval_work_items')
    .columns(['approver_emp_id', 'state', 'created_at'])
    .execute();

  await db.schema
    .createTable('bug_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text')
    .addColumn('emp_id', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('from_sys', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('corp_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requuid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('req_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('err_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('err_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tips', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('req_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('res_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_registrations')
    .addColumn('ts_cid', 'text', (c) => c.primaryKey())
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('ts_device', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'push_registrations',
    'bug_reports',
    'approval_work_items',
    'ccsqd',
    'messages',
    'order_travellers',
    'orders',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
