/**
 * Migration 20261127_2301_approval_rules_version and approval/repository.ts rules (issue 17): on SQLite a company's
 * approval rules are kept under the rules version token, which triggers replace whenever a rule, a level, an approver
 * or an employee's company or activity changes, so a booking reads no approval rule rows while they do not change;
 * every change shows at once, a rolled-back one leaves nothing behind, and PostgreSQL reads the rules each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { createDb, statementLog, type Db } from '../../server/src/db';
import { MIGRATIONS } from '../../server/src/db/migrate';
import { approvalRepository } from '../../server/src/modules/approval/repository';
import { bookCompliantFlight, dayAfter } from './helpers/bookFlight';
import { DEMO, START_MS, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const RULE = 'test-rules-version';
const PRODUCT = 'test-version-product';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.obt.db;
  await db
    .insertInto('approval_rules')
    .values({
      id: RULE,
      corp_id: DEMO.corpId,
      name: RULE,
      product: PRODUCT,
      dept_ids: '',
      violation: 0,
      violate_items: '',
      sort: 0,
      is_valid: 1,
      created_at: START_MS,
      updated_at: START_MS,
    })
    .execute();
  await db
    .insertInto('approval_rule_levels')
    .values({ id: `${RULE}-1`, rule_id: RULE, corp_id: DEMO.corpId, level: 1, name: '' })
    .execute();
  await db
    .insertInto('approval_rule_approvers')
    .values({ rule_id: RULE, level: 1, emp_id: DEMO.lisi.id, corp_id: DEMO.corpId, sort: 0 })
    .execute();
});

afterAll(async () => {
  await t.close();
});

/** The test rule as the product's rules read it: its levels' approvers, or null when it is not there. */
async function testRule(on: Db = db) {
  const rules = await approvalRepository(on).rules(DEMO.corpId, PRODUCT);
  const rule = rules.find((r) => r.id === RULE);
  return rule ? { sort: rule.sort, levels: rule.levels.map((l) => [l.level, ...l.empIds]) } : null;
}

describe('approval rules of a company', () => {
  it('show every change of a rule, a level, an approver or an approver employee at once', async () => {
    expect(await testRule()).toEqual({ sort: 0, levels: [[1, DEMO.lisi.id]] });
    await db.updateTable('approval_rules').set({ sort: 5 }).where('id', '=', RULE).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id]] });
    await db
      .insertInto('approval_rule_approvers')
      .values({ rule_id: RULE, level: 1, emp_id: DEMO.sunba.id, corp_id: DEMO.corpId, sort: 1 })
      .execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id, DEMO.sunba.id]] });
    await db.updateTable('approval_rule_approvers').set({ sort: -1 }).where('emp_id', '=', DEMO.sunba.id).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.sunba.id, DEMO.lisi.id]] });
    // An approver counts only while an active employee of the company.
    await db.updateTable('employees').set({ is_valid: 0 }).where('id', '=', DEMO.sunba.id).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id]] });
    await db.updateTable('employees').set({ is_valid: 1 }).where('id', '=', DEMO.sunba.id).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.sunba.id, DEMO.lisi.id]] });
    await db.deleteFrom('approval_rule_approvers').where('emp_id', '=', DEMO.sunba.id).execute();
    await db
      .insertInto('approval_rule_levels')
      .values({ id: `${RULE}-2`, rule_id: RULE, corp_id: DEMO.corpId, level: 2, name: '' })
      .execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id], [2]] });
    await db.updateTable('approval_rule_levels').set({ level: 3 }).where('id', '=', `${RULE}-2`).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id], [3]] });
    await db.deleteFrom('approval_rule_levels').where('id', '=', `${RULE}-2`).execute();
    expect(await testRule()).toEqual({ sort: 5, levels: [[1, DEMO.lisi.id]] });
    await db.updateTable('approval_rules').set({ is_valid: 0 }).where('id', '=', RULE).execute();
    expect(await testRule()).toBeNull();
    await db.updateTable('approval_rules').set({ is_valid: 1, sort: 0 }).where('id', '=', RULE).execute();
    expect(await testRule()).toEqual({ sort: 0, levels: [[1, DEMO.lisi.id]] });
  });

  it('are what they were after a change that was rolled back, and inside it are the changed ones', async () => {
    const before = await testRule();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('approval_rules').set({ sort: 9 }).where('id', '=', RULE).execute();
        expect((await testRule(trx))?.sort).toBe(9);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await testRule()).toEqual(before);
  });

  it('cannot be changed by a caller (the answer is shared)', async () => {
    const rules = await approvalRepository(db).rules(DEMO.corpId, PRODUCT);
    const rule = rules.find((r) => r.id === RULE);
    expect(Object.isFrozen(rules)).toBe(true);
    expect(Object.isFrozen(rule)).toBe(true);
    expect(Object.isFrozen(rule?.levels)).toBe(true);
    expect(Object.isFrozen(rule?.levels[0]?.empIds)).toBe(true);
  });
});

onSqlite('on SQLite', () => {
  it('a booking reads no approval rule rows while they do not change, and again after a change', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    await bookCompliantFlight(t.app, token, dayAfter(t.clock.ms, 5));
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    const book = async (days: number) => {
      seen.length = 0;
      log.listener = (text) => seen.push(text);
      try {
        await bookCompliantFlight(t.app, token, dayAfter(t.clock.ms, days));
      } finally {
        log.listener = undefined;
      }
    };
    await book(6);
    expect(seen.filter((s) => /from "approval_rules"/.test(s))).toEqual([]);
    // One token read for the booking rules and the approval rules.
    expect(seen.filter((s) => /booking_rules_version/.test(s))).toHaveLength(1);
    await db
      .updateTable('approval_rules')
      .set({ updated_at: START_MS + 1 })
      .where('id', '=', RULE)
      .execute();
    await book(7);
    expect(seen.filter((s) => /from "approval_rules"/.test(s))).toHaveLength(1);
  });

  it('the migration adds its triggers and takes them away again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'obt-approval-rules-version-'));
    const fresh = createDb({ dbFile: join(dir, 'm.db') });
    const triggers = async () =>
      (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'trigger' and name like 'rules_version_%'`.execute(fresh)
      ).rows.length;
    try {
      const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo('20261127_2004_booking_rules_version')).error).toBeUndefined();
      expect(await triggers()).toBe(0);
      expect((await migrator.migrateTo('20261127_2301_approval_rules_version')).error).toBeUndefined();
      expect(await triggers()).toBe(12);
      expect((await migrator.migrateTo('20261127_2004_booking_rules_version')).error).toBeUndefined();
      expect(await triggers()).toBe(0);
    } finally {
      await fresh.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
