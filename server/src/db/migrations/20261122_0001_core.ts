/** Companies, organisation, travel standards, employees, parameters, page settings, products. Frozen. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_no', 'text', (c) => c.notNull().unique())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('shortname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('book_style', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hotel_version', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('khlx', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('brand_code', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('hide_travel_standard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_man', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('departments_corp').on('departments').column('corp_id').execute();

  await db.schema
    .createTable('ranks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('ranks_corp_code', ['corp_id', 'code'])
    .execute();

  await db.schema
    .createTable('flight_standards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('rank_id', 'text', (c) => c.notNull().references('ranks.id'))
    .addColumn('cabin_classes', 'text', (c) => c.notNull())
    .addColumn('max_discount_pct', 'integer', (c) => c.notNull())
    .addColumn('advance_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lowest_fare_window_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('flight_standards_rank', ['rank_id'])
    .execute();

  await db.schema
    .createTable('hotel_standards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('rank_id', 'text', (c) => c.notNull().references('ranks.id'))
    .addColumn('city_tier', 'integer', (c) => c.notNull())
    .addColumn('nightly_cap_fen', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('hotel_standards_rank_tier', ['rank_id', 'city_tier'])
    .execute();

  await db.schema
    .createTable('train_standards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('rank_id', 'text', (c) => c.notNull().references('ranks.id'))
    .addColumn('seat_codes', 'text', (c) => c.notNull())
    .addUniqueConstraint('train_standards_rank', ['rank_id'])
    .execute();

  for (const table of ['cost_centers', 'projects'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint(`${table}_corp_code`, ['corp_id', 'code'])
      .execute();
  }

  await db.schema
    .createTable('employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('dept_id', 'text', (c) => c.notNull().references('departments.id'))
    .addColumn('rank_id', 'text', (c) => c.references('ranks.id'))
    .addColumn('emp_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('must_change_pwd', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('if_booker', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('if_approver', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_director', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('app_book', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('app_travel', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('book_outside', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('book_range', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sqd_book_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('employees_corp_empno', ['corp_id', 'emp_no'])
    .execute();
  await db.schema.createIndex('employees_phone').on('employees').column('phone').execute();
  await db.schema.createIndex('employees_corp_dept').on('employees').columns(['corp_id', 'dept_id']).execute();

  await db.schema
    .createTable('parameters')
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('param_no', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('parameters_pk', ['corp_id', 'param_no'])
    .execute();

  await db.schema
    .createTable('page_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('domain_name', 'text', (c) => c.notNull().unique())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('t_sys_style', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('theme_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('corp_products')
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('corp_products_pk', ['corp_id', 'product_code'])
    .execute();

  await db.schema
    .createTable('emp_product_blocks')
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('emp_product_blocks_pk', ['emp_id', 'product_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'emp_product_blocks',
    'corp_products',
    'page_settings',
    'parameters',
    'employees',
    'projects',
    'cost_centers',
    'train_standards',
    'hotel_standards',
    'flight_standards',
    'ranks',
    'departments',
    'companies',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
