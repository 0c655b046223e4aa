/**
 * Migration 20261127_2004_booking_rules_version and booking/service.ts loadBookingRules (issue 17): on SQLite the
 * resolved booking rules are kept under a token that triggers replace whenever a rule row or a company's flag
 * changes, so a booking reads one key instead of the rule rows; every change (insert, update, delete of a parameter,
 * the company's "hide travel standard" flag) shows at once, a rolled-back change leaves nothing behind, and
 * PostgreSQL reads the rules each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { createDb, statementLog, type Db } from '../../server/src/db';
import { MIGRATIONS } from '../../server/src/db/migrate';
import { loadBookingRules } from '../../server/src/modules/booking/service';
import { bookCompliantFlight, dayAfter } from './helpers/bookFlight';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;
const FLIGHT = '10901';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.obt.db;
});

afterAll(async () => {
  await t.close();
});

async function setParam(paramNo: string, value: string | null): Promise<void> {
  await sql`delete from parameters where corp_id = ${DEMO.corpId} and param_no = ${paramNo}`.execute(db);
  if (value !== null) {
    await sql`insert into parameters (corp_id, param_no, value, name) values (${DEMO.corpId}, ${paramNo}, ${value}, '')`.execute(
      db,
    );
  }
}

describe('booking rules of a company', () => {
  it('show every change of their rows at once', async () => {
    const first = await loadBookingRules(db, DEMO.corpId, FLIGHT);
    await setParam('booking.mustComply.10901', first.rules.mustComply ? '0' : '1');
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).rules.mustComply).toBe(!first.rules.mustComply);
    // An update in place.
    await sql`update parameters set value = ${first.rules.mustComply ? '1' : '0'}
      where corp_id = ${DEMO.corpId} and param_no = 'booking.mustComply.10901'`.execute(db);
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).rules.mustComply).toBe(first.rules.mustComply);
    const fee = await sql<{ value: string }>`select value from parameters
      where corp_id = ${DEMO.corpId} and param_no = 'booking.serviceFeeFen.10901'`.execute(db);
    await setParam('booking.serviceFeeFen.10901', '1234');
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).serviceFeeFen).toBe(1234);
    await setParam('booking.serviceFeeFen.10901', fee.rows[0]?.value ?? null);
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).serviceFeeFen).toBe(first.serviceFeeFen);
    await setParam('booking.mustComply.10901', null);

    const hide = first.rules.hideTravelStandard;
    await sql`update companies set hide_travel_standard = ${hide ? 0 : 1} where id = ${DEMO.corpId}`.execute(db);
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).rules.hideTravelStandard).toBe(!hide);
    await sql`update companies set hide_travel_standard = ${hide ? 1 : 0} where id = ${DEMO.corpId}`.execute(db);
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).rules.hideTravelStandard).toBe(hide);
  });

  it('are what they were after a change that was rolled back, and inside it are the changed ones', async () => {
    const before = await loadBookingRules(db, DEMO.corpId, FLIGHT);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into parameters (corp_id, param_no, value, name)
          values (${DEMO.corpId}, 'booking.remarkRequired.10901', ${before.rules.remarkRequired ? '0' : '1'}, '')`.execute(
          trx,
        );
        expect((await loadBookingRules(trx, DEMO.corpId, FLIGHT)).rules.remarkRequired).toBe(
          !before.rules.remarkRequired,
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await loadBookingRules(db, DEMO.corpId, FLIGHT)).rules).toEqual(before.rules);
  });

  it('cannot be changed by a caller (the answer is shared)', async () => {
    const loaded = await loadBookingRules(db, DEMO.corpId, FLIGHT);
    expect(Object.isFrozen(loaded)).toBe(true);
    expect(Object.isFrozen(loaded.rules)).toBe(true);
  });
});

onSqlite('on SQLite', () => {
  it('a token kept by triggers on parameters and companies', async () => {
    const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'
      and name like 'booking_rules_version_%' order by name`.execute(db);
    expect(triggers.rows.map((r) => r.name)).toEqual([
      'booking_rules_version_companies_delete',
      'booking_rules_version_companies_insert',
      'booking_rules_version_companies_update',
      'booking_rules_version_parameters_delete',
      'booking_rules_version_parameters_insert',
      'booking_rules_version_parameters_update',
    ]);
    const token = async () =>
      (await sql<{ token: number }>`select token from booking_rules_version`.execute(db)).rows.map((r) => r.token);
    const before = await token();
    expect(before).toHaveLength(1);
    expect(Number.isSafeInteger(before[0])).toBe(true);
    await setParam('booking.projectRequired.10901', '0');
    expect(await token()).not.toEqual(before);
    await setParam('booking.projectRequired.10901', null);
  });

  it('a booking reads the token, not the rule rows, while they do not change', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    await bookCompliantFlight(t.app, token, dayAfter(t.clock.ms, 5));
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    try {
      await bookCompliantFlight(t.app, token, dayAfter(t.clock.ms, 6));
    } finally {
      log.listener = undefined;
    }
    expect(seen.filter((s) => /booking_rules_version/.test(s))).toHaveLength(1);
    // The rule rows' read (the booker's travel standard reads one parameter of its own, not a rule).
    expect(seen.filter((s) => /from "parameters" where "corp_id" in/.test(s))).toEqual([]);
  });

  it('the migration adds the table and its triggers and takes them away again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'obt-rules-version-'));
    const fresh = createDb({ dbFile: join(dir, 'm.db') });
    const objects = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master where name like 'booking_rules_version%'`.execute(
          fresh,
        )
      ).rows.length;
    try {
      const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo('20261127_2003_jobs_keyed_by_due')).error).toBeUndefined();
      expect(await objects()).toBe(0);
      expect((await migrator.migrateTo('20261127_2004_booking_rules_version')).error).toBeUndefined();
      expect(await objects()).toBe(7);
      expect((await migrator.migrateTo('20261127_2003_jobs_keyed_by_due')).error).toBeUndefined();
      expect(await objects()).toBe(0);
    } finally {
      await fresh.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
