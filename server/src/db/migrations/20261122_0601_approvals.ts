/**
 * Approval rules and approvals (issue 4; SPEC §3 approval, §4 approval, §7 Approval): rules with levels 1 to 4 and
 * each level's candidate approvers, one approval instance per sending of an order or trip application, and its work
 * items (the existing `approval_work_items`, now tied to their instance). Frozen once released.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** 'trip', a product code ('10901'…) or '*'. */
    .addColumn('product', 'text', (c) => c.notNull())
    /** Comma-separated department ids; '' = every department. */
    .addColumn('dept_ids', 'text', (c) => c.notNull().defaultTo(''))
    /** 0 every booking, 1 only bookings that violate the travel policy. */
    .addColumn('violation', 'integer', (c) => c.notNull().defaultTo(0))
    /** Comma-separated violation item codes; '' = any item. */
    .addColumn('violate_items', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('approval_rules_corp').on('approval_rules').columns(['corp_id', 'product']).execute();

  await db.schema
    .createTable('approval_rule_levels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rule_id', 'text', (c) => c.notNull().references('approval_rules.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('approval_rule_levels_rule_level', ['rule_id', 'level'])
    .execute();

  await db.schema
    .createTable('approval_rule_approvers')
    .addColumn('rule_id', 'text', (c) => c.notNull().references('approval_rules.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('approval_rule_approvers_pk', ['rule_id', 'level', 'emp_id'])
    .execute();

  await db.schema
    .createTable('approval_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('spgz_id', 'text', (c) => c.notNull())
    .addColumn('rule_name', 'text', (c) => c.notNull().defaultTo(''))
    /** pending | approved | rejected | withdrawn | terminated. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('current_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('level_count', 'integer', (c) => c.notNull())
    /** [{ level, empIds }] chosen at send time; later levels' work items are created from it. */
    .addColumn('send_apps_json', 'text', (c) => c.notNull())
    /** The sender's remark (SPEC §5: required). */
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('applicant_emp_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('approval_instances_order')
    .on('approval_instances')
    .columns(['order_id', 'order_type', 'created_at'])
    .execute();
  await db.schema
    .createIndex('approval_instances_applicant')
    .on('approval_instances')
    .columns(['applicant_emp_id', 'created_at'])
    .execute();

  // Work items now belong to an instance (null for rows written before approvals existed); state may be 'closed'.
  await db.schema.alterTable('approval_work_items').addColumn('instance_id', 'text').execute();
  await db.schema
    .createIndex('approval_items_instance')
    .on('approval_work_items')
    .columns(['instance_id', 'level'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_items_instance').execute();
  await db.schema.alterTable('approval_work_items').dropColumn('instance_id').execute();
  for (const t of ['approval_instances', 'approval_rule_approvers', 'approval_rule_levels', 'approval_rules']) {
    await db.schema.dropTable(t).execute();
  }
}
