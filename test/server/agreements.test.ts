/** Consent to the user agreement and privacy policy (issue 15): per employee and version, scoped to the session. */
import { AGREEMENT_VERSION, type AgreementStatus } from '../../src/api/contract/agreements';
import { agreementsService } from '../../server/src/modules/agreements/service';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', li: '', other: '' };

const status = (token: string) => call<AgreementStatus>(t.app, '/obt/agreement/status', {}, { token });
const accept = (token: string, version: string, lang?: string) =>
  call<AgreementStatus>(t.app, '/obt/agreement/accept', { version }, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
});

afterAll(async () => {
  await t.close();
});

describe('agreement consent', () => {
  it('asks an employee who never accepted', async () => {
    const res = await status(tok.zhang);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ version: AGREEMENT_VERSION, acceptedVersion: '', acceptedAt: 0, mustAccept: 1 });
  });

  it('records the current version with the server clock, and keeps the first time on a repeat', async () => {
    const first = await accept(tok.zhang, AGREEMENT_VERSION);
    expect(first.code).toBe(1);
    expect(first.data).toEqual({
      version: AGREEMENT_VERSION,
      acceptedVersion: AGREEMENT_VERSION,
      acceptedAt: START_MS,
      mustAccept: 0,
    });
    t.clock.advance(60_000);
    expect((await accept(tok.zhang, AGREEMENT_VERSION)).data.acceptedAt).toBe(START_MS);
    expect((await status(tok.zhang)).data.mustAccept).toBe(0);
  });

  it('refuses a version that is not in force', async () => {
    const res = await accept(tok.li, '1999.1', 'en-US');
    expect(res.code).toBe(2);
    expect((await status(tok.li)).data.mustAccept).toBe(1);
  });

  it('is scoped to the session: one employee’s consent is not another’s', async () => {
    expect((await status(tok.li)).data).toMatchObject({ acceptedVersion: '', mustAccept: 1 });
    // The body has no employee to name: an extra key is stripped, never honoured.
    const res = await call<AgreementStatus>(
      t.app,
      '/obt/agreement/accept',
      { version: AGREEMENT_VERSION, empId: DEMO.zhangsan.id },
      { token: tok.li },
    );
    expect(res.code).toBe(1);
    expect((await status(tok.li)).data.acceptedAt).toBe(START_MS + 60_000);
    expect((await status(tok.zhang)).data.acceptedAt).toBe(START_MS);
  });

  it('needs a session', async () => {
    expect((await status('')).code).toBe(100);
    expect((await call(t.app, '/obt/agreement/accept', { version: AGREEMENT_VERSION })).code).toBe(100);
  });

  it('asks again when the version in force changes, and remembers the last accepted one', async () => {
    const auth = { corpId: DEMO.corpId, empId: DEMO.zhangsan.id } as Parameters<
      ReturnType<typeof agreementsService>['status']
    >[0];
    const next = agreementsService(t.app.obt, '2099.1');
    expect(await next.status(auth)).toEqual({
      version: '2099.1',
      acceptedVersion: AGREEMENT_VERSION,
      acceptedAt: START_MS,
      mustAccept: 1,
    });
    t.clock.advance(60_000);
    const after = await next.accept(auth, '2099.1');
    expect(after).toEqual({
      version: '2099.1',
      acceptedVersion: '2099.1',
      acceptedAt: START_MS + 120_000,
      mustAccept: 0,
    });
    // The old version's record stays (proof of what was agreed to then).
    expect((await agreementsService(t.app.obt).status(auth)).mustAccept).toBe(0);
  });
});
