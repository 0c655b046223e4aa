/**
 * Registers, lists and revokes the trusted sign-on partners of a company (sso4ParnetCorpId) on the server's
 * database, with the server's environment (DATABASE_URL or DB_FILE, and the same SSO_SECRET the server runs with):
 *
 *   npx tsx server/src/modules/identity/ssoPartnerCli.ts add <company id or number> [partner name]
 *   npx tsx server/src/modules/identity/ssoPartnerCli.ts list
 *   npx tsx server/src/modules/identity/ssoPartnerCli.ts revoke <partner id>
 *
 * `add` prints the partner's new secret once (hand it to the partner over a safe channel); only its encrypted form
 * is stored.
 */
import { configFromEnv, DEFAULT_CONFIG, productionSecretMessage, productionSecretProblems } from '../../config';
import { createDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { ssoPartners } from './ssoPartners';

async function main(argv: string[]): Promise<number> {
  const env = process.env;
  const problems = productionSecretProblems(env).filter((p) => p.startsWith('SSO_SECRET '));
  if (problems.length > 0) {
    console.error(productionSecretMessage(problems));
    return 1;
  }
  const [command, arg, ...rest] = argv;
  if (!command || !['add', 'list', 'revoke'].includes(command) || (command !== 'list' && !arg)) {
    console.error('usage: ssoPartnerCli add <company id or number> [name] | list | revoke <partner id>');
    return 2;
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const db = createDb({ databaseUrl, dbFile: env.DB_FILE ?? 'data/obt.db' });
  try {
    await migrateToLatest(db);
    // The CLI's clock is the wall clock: it records when a partner was added or revoked.
    // eslint-disable-next-line no-restricted-syntax
    const partners = ssoPartners(db, configFromEnv(env).ssoSecret ?? DEFAULT_CONFIG.ssoSecret, () => Date.now());
    if (command === 'add') {
      const p = await partners.add(arg, rest.join(' '));
      console.log(JSON.stringify({ partnerId: p.id, corpId: p.corpId, secret: p.secret }));
    } else if (command === 'revoke') {
      if (!(await partners.revoke(arg))) {
        console.error(`no active partner ${arg}`);
        return 1;
      }
      console.log(`revoked ${arg}`);
    } else {
      for (const p of await partners.list()) console.log(JSON.stringify(p));
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('ssoPartnerCli failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
