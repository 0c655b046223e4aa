/**
 * Issue 16 — schema fuzzing of every route of the served OpenAPI document: seeded malformed bodies, queries and path
 * parameters (lib/malformed.ts) sent as a logged-in employee and anonymously. Every answer must be the project's
 * envelope ({ code, tips, data?, list? }) with an HTTP status below 500, and nothing may reach Object.prototype.
 */
import { DEMO, createTestApp, type TestApp } from '../server/helpers/testApp';
import { sessionService } from '../../server/src/modules/session/service';
import { chinaNow } from '../../src/domain/time';
import { malformedRequests } from './lib/malformed';
import { isEnvelope, loadOperations, send, type SampleDays } from './lib/openapi';

let t: TestApp;
let token = '';
const figures = { bodies: 0, routes: 0, serverErrors: [] as string[], nonEnvelope: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
  token = await sessionService(t.app.obt).open(DEMO.zhangsan.id, DEMO.corpId, 1);
}, 90_000);

afterAll(async () => {
  console.log(
    `[security] fuzzing: ${figures.serverErrors.length} server errors, ${figures.nonEnvelope.length} non-envelope ` +
      `answers from ${figures.bodies} bodies across ${figures.routes} routes`,
  );
  await t?.close();
});

/** Session ends the fuzzing itself may cause (vipLoginOut, a second login): the employee signs in again. */
const SESSION_ENDED = new Set([100, 101, 3901]);

describe('schema fuzzing', () => {
  it('answers every malformed request with an envelope and no server error', async () => {
    const nowMs = t.app.obt.now().getTime();
    const days: SampleDays = {
      soon: chinaNow(nowMs).add(9, 'day').format('YYYY-MM-DD'),
      soonNext: chinaNow(nowMs).add(10, 'day').format('YYYY-MM-DD'),
    };
    const ops = await loadOperations(t.app);
    const sessions = sessionService(t.app.obt);
    for (const op of ops) {
      const requests = malformedRequests(op, days);
      if (requests.length === 0) continue;
      figures.routes += 1;
      // Anonymous: every request to a public call; to the others a few (the session check answers before the body).
      const anonymous = op.public ? requests : requests.slice(0, 1);
      for (const [caller, list] of [
        ['employee', requests],
        ['anonymous', anonymous],
      ] as const) {
        for (const r of list) {
          const reply = await send(t.app, op, { ...r.args, token: caller === 'employee' ? token : undefined });
          figures.bodies += 1;
          const where = `${caller} ${op.method} ${op.path} [${r.label}] → ${reply.status} ${reply.text.slice(0, 120)}`;
          if (reply.status >= 500) figures.serverErrors.push(where);
          else if (!isEnvelope(reply.json)) figures.nonEnvelope.push(where);
          const code = (reply.json as { code?: number } | undefined)?.code;
          if (caller === 'employee' && code !== undefined && SESSION_ENDED.has(code) && !op.public) {
            token = await sessions.open(DEMO.zhangsan.id, DEMO.corpId, 1);
          }
        }
      }
    }
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(figures.serverErrors).toEqual([]);
    expect(figures.nonEnvelope).toEqual([]);
    expect(figures.routes).toBeGreaterThan(150);
  }, 180_000);
});
