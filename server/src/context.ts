/** What every module gets: the database, settings, the clock and the rate limiter. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import type { RateLimiter } from './plugins/rateLimit';

export interface AppContext {
  db: Db;
  config: Config;
  /** Injected clock (tests move time forward). */
  now: () => Date;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, settings, clock), for modules added later and for tests. */
    obt: AppContext;
  }
}
