/** Housekeeping (reliability): rows past their keeping time are purged, live ones stay. */
import { KEEP_MS, purgeExpired } from '../../server/src/jobs/housekeeping';
import { START_MS, createTestApp, type TestApp } from './helpers/testApp';

const DAY = 24 * 3600_000;

describe('housekeeping purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes old idempotency replies, expired codes and long-ended sessions, keeps the rest', async () => {
    const db = t.app.obt.db;
    const idem = (key: string, createdAt: number) => ({
      corp_id: 'c',
      emp_id: 'e',
      idem_key: key,
      scope: '/obt/x',
      request_hash: 'h',
      response_json: '{}',
      created_at: createdAt,
    });
    await db
      .insertInto('idempotency_keys')
      .values([idem('old', START_MS - KEEP_MS.idempotencyKeys - 1), idem('fresh', START_MS - DAY)])
      .execute();
    const code = (id: string, expiresAt: number) => ({
      id,
      phone: '13800000999',
      scene: 1,
      code_hash: 'x',
      sent: 1,
      attempts: 0,
      created_at: expiresAt - 900_000,
      expires_at: expiresAt,
      verified_at: null,
      consumed_at: null,
    });
    await db
      .insertInto('sms_codes')
      .values([code('gone', START_MS - 2 * DAY), code('kept', START_MS + 60_000)])
      .execute();
    const session = (id: string, status: 'active' | 'revoked', endedAt: number | null) => ({
      id,
      token_hash: `hash-${id}`,
      emp_id: '40001',
      corp_id: '10001',
      device_id: null,
      login_type: 1,
      status,
      created_at: START_MS - 60 * DAY,
      last_seen_at: START_MS - 60 * DAY,
      ended_at: endedAt,
    });
    await db
      .insertInto('sessions')
      .values([
        session('ended-long-ago', 'revoked', START_MS - KEEP_MS.endedSessions - 1),
        session('ended-recently', 'revoked', START_MS - DAY),
        session('still-active', 'active', null),
      ])
      .execute();

    const counts = await purgeExpired(t.app.obt);
    expect(counts.idempotencyKeys).toBe(1);
    expect(counts.smsCodes).toBe(1);
    expect(counts.sessions).toBe(1);

    const keys = await db.selectFrom('idempotency_keys').select('idem_key').where('corp_id', '=', 'c').execute();
    expect(keys.map((k) => k.idem_key)).toEqual(['fresh']);
    const codes = await db.selectFrom('sms_codes').select('id').where('phone', '=', '13800000999').execute();
    expect(codes.map((c) => c.id)).toEqual(['kept']);
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ['ended-long-ago', 'ended-recently', 'still-active'])
      .orderBy('id')
      .execute();
    expect(sessions.map((s) => s.id)).toEqual(['ended-recently', 'still-active']);
  });
});
