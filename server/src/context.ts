/**
 * What every module gets: the database, settings, the clock, the rate limiter, and the app's registries (products,
 * approval handlers; the job runner is added by server/src/jobs), filled explicitly by build().
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import type { ApprovalHandlers } from './modules/approval/engine';
import type { ProductRegistry } from './modules/orders/products';
import type { RateLimiter } from './plugins/rateLimit';

export interface AppContext {
  db: Db;
  config: Config;
  /** Injected clock (tests move time forward). */
  now: () => Date;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The product lines of this app (build() registers them). */
  products: ProductRegistry;
  /** Approval handlers by order type: the products' and the trip request's. */
  approvals: ApprovalHandlers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, settings, clock), for modules added later and for tests. */
    obt: AppContext;
  }
}
