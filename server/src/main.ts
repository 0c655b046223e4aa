/** Starts the reference server: `npx tsx server/src/main.ts` (see the env variables below). */
import { build } from './app';
import { configFromEnv, productionSecretMessage, productionSecretProblems } from './config';

async function main(): Promise<void> {
  const env = process.env;
  const problems = productionSecretProblems(env);
  if (problems.length > 0) {
    console.error(productionSecretMessage(problems));
    process.exit(1);
  }
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const demo =
    env.OBT_DEMO !== undefined
      ? !['0', 'false', 'off', 'no'].includes(env.OBT_DEMO.toLowerCase())
      : env.NODE_ENV !== 'production';
  const app = await build({
    databaseUrl: env.DATABASE_URL || undefined,
    dbFile: env.DB_FILE ?? 'data/obt.db',
    demo,
    staticDir: env.STATIC_DIR ?? 'dist/h5',
    logger: true,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // The running server keeps a readable copy of every e-mail it sends (README: the demo outbox).
    config: { outboxDir: 'outbox', ...configFromEnv(env) },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port, host });
  console.log(`OBT ready at http://localhost:${port}`);
}

main().catch((err: unknown) => {
  console.error('OBT failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
