/**
 * Production refuses to start on missing or public secrets (issue 16 defect 2): the pure check in config.ts, and
 * main.ts exiting with code 1 and a message naming each setting before it opens a database or a port.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_CONFIG, PRODUCTION_SECRETS, productionSecretProblems, configFromEnv } from '../../server/src/config';
import { DEFAULT_PWD_KEY } from '../../src/domain/passwordCipher';

const fresh = () => randomBytes(24).toString('hex');
type Env = Record<string, string | undefined>;
const allFresh = (): Env => Object.fromEntries(PRODUCTION_SECRETS.map((s) => [s.env, fresh()]));

describe('productionSecretProblems', () => {
  it('requires the four server secrets', () => {
    expect(PRODUCTION_SECRETS.map((s) => s.env).sort()).toEqual(
      ['OBT_SECRET', 'PAY_NOTIFY_SECRET', 'PAY_SIGN_KEY', 'SSO_SECRET'].sort(),
    );
  });

  it('names every missing secret in production', () => {
    const problems = productionSecretProblems({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    for (const name of ['SSO_SECRET', 'OBT_SECRET', 'PAY_NOTIFY_SECRET', 'PAY_SIGN_KEY']) {
      expect(problems.some((p) => p.startsWith(`${name} `) && p.includes('not set'))).toBe(true);
    }
  });

  it('refuses a secret that equals a value published in the repository', () => {
    const published = [
      DEFAULT_CONFIG.ssoSecret,
      DEFAULT_CONFIG.codeSecret,
      DEFAULT_CONFIG.payNotifySecret,
      DEFAULT_CONFIG.paySignKey,
      DEFAULT_PWD_KEY,
    ];
    for (const value of published) {
      for (const secret of PRODUCTION_SECRETS) {
        const problems = productionSecretProblems({ ...allFresh(), NODE_ENV: 'production', [secret.env]: value });
        expect(problems).toEqual([expect.stringMatching(new RegExp(`^${secret.env} .*repository`))]);
      }
    }
  });

  it('refuses blank and short secrets', () => {
    const blank = productionSecretProblems({ ...allFresh(), NODE_ENV: 'production', OBT_SECRET: '   ' });
    expect(blank).toEqual([expect.stringMatching(/^OBT_SECRET .*not set/)]);
    const short = productionSecretProblems({ ...allFresh(), NODE_ENV: 'production', PAY_SIGN_KEY: 'abc123' });
    expect(short).toEqual([expect.stringMatching(/^PAY_SIGN_KEY .*16/)]);
  });

  it('passes fresh secrets, and keeps the demo defaults outside production', () => {
    expect(productionSecretProblems({ ...allFresh(), NODE_ENV: 'production' })).toEqual([]);
    expect(productionSecretProblems({})).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'test' })).toEqual([]);
    expect(configFromEnv({} as NodeJS.ProcessEnv).ssoSecret).toBeUndefined();
  });
});

describe('main.ts in production', () => {
  it('exits with code 1 naming each missing or public setting, before opening anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'obt-prodcfg-'));
    try {
      const env: Env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DB_FILE: join(dir, 'obt.db'),
        STATIC_DIR: join(dir, 'none'),
        OBT_SECRET: fresh(),
        PAY_SIGN_KEY: DEFAULT_CONFIG.paySignKey,
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: resolve(__dirname, '../..'),
        env: env as NodeJS.ProcessEnv,
        encoding: 'utf8',
        timeout: 40_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/SSO_SECRET .*not set/);
      expect(run.stderr).toMatch(/PAY_NOTIFY_SECRET .*not set/);
      expect(run.stderr).toMatch(/PAY_SIGN_KEY .*repository/);
      expect(run.stderr).not.toMatch(/OBT_SECRET/);
      expect(run.stdout).not.toMatch(/ready/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
