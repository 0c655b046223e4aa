/**
 * Company notices (issue 5, N5; SPEC §3 notice, §7 Notices): a notice belongs to one company and goes to the whole
 * company or to listed departments; read state is kept per employee. Frozen once released.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Plain text; line breaks are kept. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('msg_type', 'integer', (c) => c.notNull().defaultTo(1))
    /** 0: not about one product; otherwise a product code. */
    .addColumn('product_type', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1: every employee of the company; 0: the departments in notice_departments. */
    .addColumn('to_all', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_corp_published').on('notices').columns(['corp_id', 'published_at']).execute();

  await db.schema
    .createTable('notice_departments')
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_departments_pk', ['notice_id', 'dept_id'])
    .execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'emp_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notice_departments').execute();
  await db.schema.dropTable('notices').execute();
}
