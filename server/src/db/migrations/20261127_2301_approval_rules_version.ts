/**
 * Every booking decides approval from the company's approval rules of its product (approval/engine.ts matchRule):
 * one of a booking's dearer reads (issue 17: the rules joined with their levels, approvers and active approver
 * employees, about 3 % of a booking's CPU), for rows that change rarely. On SQLite the one-row token of
 * 20261127_2004 (`booking_rules_version`) now also changes whenever a row those rules are read from changes: a rule,
 * a level or an approver (any insert, update or delete), or an employee added, removed, moved to another company or
 * made active or inactive (an approver counts only while active in the company). approval/repository.ts keeps the
 * rules it read under the token, as booking/service.ts keeps the booking rules, and reads them again only when the
 * token changed. The booking rules are read again after such a change too (harmless: one read). PostgreSQL:
 * nothing (the rules are read every time there). Frozen.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

// As 20261127_2004: a new random token within JavaScript's safe integers.
const BUMP = 'begin update "booking_rules_version" set "token" = random() % 9007199254740991 where "id" = 1; end';

const TRIGGERS: [name: string, event: string][] = [
  ['rules_version_approval_rules_insert', 'after insert on "approval_rules"'],
  ['rules_version_approval_rules_update', 'after update on "approval_rules"'],
  ['rules_version_approval_rules_delete', 'after delete on "approval_rules"'],
  ['rules_version_approval_rule_levels_insert', 'after insert on "approval_rule_levels"'],
  ['rules_version_approval_rule_levels_update', 'after update on "approval_rule_levels"'],
  ['rules_version_approval_rule_levels_delete', 'after delete on "approval_rule_levels"'],
  ['rules_version_approval_rule_approvers_insert', 'after insert on "approval_rule_approvers"'],
  ['rules_version_approval_rule_approvers_update', 'after update on "approval_rule_approvers"'],
  ['rules_version_approval_rule_approvers_delete', 'after delete on "approval_rule_approvers"'],
  ['rules_version_employees_insert', 'after insert on "employees"'],
  ['rules_version_employees_update', 'after update of "id", "corp_id", "is_valid" on "employees"'],
  ['rules_version_employees_delete', 'after delete on "employees"'],
];

function onSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  for (const [name, event] of TRIGGERS) await sql.raw(`create trigger "${name}" ${event} ${BUMP}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onSqlite(db)) return;
  for (const [name] of TRIGGERS) await sql.raw(`drop trigger if exists "${name}"`).execute(db);
}
