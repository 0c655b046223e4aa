/**
 * What one flight booking reads (issue 17, CPU per booking): the booker and the employee travellers are read once,
 * with their travel standards and approval attributes (flightRepository.bookingStaff), not once for the passengers,
 * again for the policy and again for the approval decision, whose setting comes with the booking rules' read; the
 * decision reads only the product's and '*' rules. The statements are seen through the SQLite statement log.
 */
import { sql } from 'kysely';
import { statementLog } from '../../server/src/db';
import { bookZhangsan, compliantFareKey, dayAfter } from './helpers/bookFlight';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

onSqlite('the reads of one flight booking', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, DEMO.zhangsan.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the employees with their standards and approval attributes once, the product rules only', async () => {
    const fareKey = await compliantFareKey(t.app, token, dayAfter(t.clock.ms, 7));
    const log = statementLog(t.app.obt.db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    const booked = await bookZhangsan(t.app, token, fareKey, `reads-${t.clock.ms}`);
    log.listener = undefined;
    expect(booked.code).toBe(1);

    // The session lookup joins employees too; the booking's own reads of employees are one statement.
    const employeeReads = seen.filter((text) => /from "employees"/.test(text) && !/"sessions"/.test(text));
    const staff = employeeReads.filter((text) => /"flight_standards"/.test(text));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatch(/"e"\."book_range"/);
    // The approval decision's attributes come with the staff, its setting with the booking rules: no read of its own.
    expect(staff[0]).toMatch(/"e"\."approval_mode"/);
    expect(employeeReads).toHaveLength(1);
    const settings = seen.filter((text) => /from "parameters"/.test(text));
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatch(/"param_no" >= \?/);
    expect(settings[0]).toMatch(/"param_no" = \?/);
    // Rules of the product and '*' only. (This is a fresh app's first booking: later ones read the rules and settings
    // only after they change, approvalRulesVersion.test.ts and the booking rules' version token.)
    const rules = seen.filter((text) => /from "approval_rules"/.test(text));
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/"ar"\."product" in \(\?, \?\)/);
  });

  it('compares no column of a partial index condition with a parameter (SQLite would prepare it again each run)', async () => {
    // SQLite checks whether a partial index applies by comparing its condition with the query's terms; a bound
    // parameter in such a term is read at that check, so the statement is prepared again whenever it is bound:
    // several times the cost of running it. The columns come from the schema's partial indexes (`where "x" = …`).
    const db = t.app.obt.db;
    const indexes = await sql<{
      tbl_name: string;
      sql: string;
    }>`select tbl_name, sql from sqlite_master where type = 'index' and sql like '% where %'`.execute(db);
    const partial = indexes.rows.flatMap((r) =>
      [...(r.sql.split(/ where /i)[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => ({ table: r.tbl_name, column: m[1] })),
    );
    expect(partial).toContainEqual({ table: 'employees', column: 'is_valid' });
    /** `"alias"."column" = ?` for the table's aliases in `text` (or its bare name), or a bare `"column" = ?`. */
    const bindsPartial = (text: string) =>
      partial.some(({ table, column }) => {
        if (!text.includes(`"${table}"`)) return false;
        const aliases = [table, ...[...text.matchAll(new RegExp(`"${table}" as "(\\w+)"`, 'g'))].map((m) => m[1])];
        const qualified = aliases.some((a) => text.includes(`"${a}"."${column}" = ?`));
        return qualified || new RegExp(`(?<!\\.)"${column}" = \\?`).test(text);
      });
    expect(bindsPartial('select 1 from "employees" as "e" where "e"."is_valid" = ?')).toBe(true);
    expect(bindsPartial('select 1 from "employees" as "e" where "e"."is_valid" = 1')).toBe(false);
    const fareKey = await compliantFareKey(t.app, token, dayAfter(t.clock.ms, 9));
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const seen: string[] = [];
    log.listener = (text) => seen.push(text);
    const booked = await bookZhangsan(t.app, token, fareKey, `partial-${t.clock.ms}`);
    log.listener = undefined;
    expect(booked.code).toBe(1);
    expect(seen.filter(bindsPartial)).toEqual([]);
  });
});
