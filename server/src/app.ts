/**
 * build(): the reference /obt server as a Fastify instance (ARCHITECTURE §8): database and migrations,
 * seed on an empty database, the registries (products, approval handlers, job kinds), plugins (language, errors,
 * auth, OpenAPI, static H5), then the modules. PRODUCTS lists the product lines in one place.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_CONFIG, type Config } from './config';
import type { AppContext } from './context';
import { createDb } from './db';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createJobRunner } from './jobs';
import { startHousekeeping } from './jobs/housekeeping';
import { setupAdmission } from './plugins/admission';
import { setupAuth } from './plugins/auth';
import { frameworkErrorEnvelope, setupErrors, setupNotFound } from './plugins/errors';
import { setupI18n } from './plugins/i18n';
import { lazyChildLogger, loggerOptions } from './plugins/logger';
import { setupOpenApi } from './plugins/openapi';
import { rateLimiter } from './plugins/rateLimit';
import { setupSecurityHeaders } from './plugins/securityHeaders';
import { setupDurableReplies } from './plugins/durableReplies';
import { hasStaticApp, setupStatic, spaFallback } from './plugins/static';
import { accountRoutes } from './modules/account/routes';
import { accountService } from './modules/account/service';
import { loginService } from './modules/account/login';
import { appRoutes } from './modules/app/routes';
import { approvalRoutes } from './modules/approval/routes';
import { badgeRoutes } from './modules/badges/routes';
import { basedataRoutes } from './modules/basedata/routes';
import { commonRoutes } from './modules/common/routes';
import { identityRoutes } from './modules/identity/routes';
import { identityService } from './modules/identity/service';
import { mailRoutes } from './modules/mail/routes';
import { mapsRoutes } from './modules/maps/routes';
import { invoiceRoutes } from './modules/invoice/routes';
import { uploadRoutes } from './modules/upload/routes';
import { messageRoutes } from './modules/message/routes';
import { noticesRoutes } from './modules/notices/routes';
import { ordersRoutes } from './modules/orders/routes';
import { otherOrdersRoutes } from './modules/otherOrders/routes';
import { sessionService } from './modules/session/service';
import { smsRoutes } from './modules/sms/routes';
import { smsService } from './modules/sms/service';
import { tripRoutes } from './modules/trip/routes';
import { flightProduct } from './modules/flight/product';
import { trainBenchProduct } from './modules/trainBench/product';
import { trainAccountProduct } from './modules/trainAccount/product';
import { trainAfterSalesProduct } from './modules/trainAfterSales/product';
import { trainProduct } from './modules/train/product';
import { hotelNeedProduct } from './modules/hotelNeed/product';
import { hotelProduct } from './modules/hotelOrders/product';
import { carProduct } from './modules/carOrders/product';
import { createApprovalHandlers } from './modules/approval/engine';
import { invoiceJobs } from './modules/invoice/jobs';
import { createProductRegistry, registerProduct, type ProductModule } from './modules/orders/products';
import { TRIP_APPROVAL_ORDER_TYPES, tripApprovalHandler } from './modules/trip/approval';
import { bookingRoutes } from './modules/booking/routes';
import { peopleRoutes } from './modules/people/routes';
import { insuranceRoutes } from './modules/insurance/routes';
import { payRoutes } from './modules/pay/routes';
import { employeesRoutes } from './modules/employees/routes';
import { contactsRoutes } from './modules/contacts/routes';
import { membershipsRoutes } from './modules/memberships/routes';
import { agreementsRoutes } from './modules/agreements/routes';
import { invitationRoutes } from './modules/invitation/routes';
import { registerRoutes } from './modules/register/routes';
import { registerService } from './modules/register/service';
import { passwordRoutes } from './modules/password/routes';
import { passwordService } from './modules/password/service';
import { profileRoutes } from './modules/profile/routes';
import { profileService } from './modules/profile/service';

/**
 * The product lines of the server. Each declares its order types, transitions, paid and approval handlers, jobs,
 * calendar segments, documents, demand orders, demo seed and routes (modules/orders/products.ts); shared modules
 * find them through ctx.products and never import a product module.
 */
export const PRODUCTS: readonly ProductModule[] = [
  flightProduct,
  trainProduct,
  trainAccountProduct,
  trainBenchProduct,
  trainAfterSalesProduct,
  hotelNeedProduct,
  hotelProduct,
  carProduct,
];

export interface BuildOptions {
  /** postgres://… uses PostgreSQL; otherwise SQLite at dbFile. */
  databaseUrl?: string;
  /** PostgreSQL schema (search_path), e.g. one per test file. */
  pgSchema?: string;
  dbFile?: string;
  /** Demo mode (default true): demo seed, SMS codes in answers, /obt/dev/* calls. */
  demo?: boolean;
  /** Demo orders in demo mode (default true); tests that count orders turn them off. */
  demoOrders?: boolean;
  /** Built H5 app to serve with SPA fallback, when the folder has an index.html. */
  staticDir?: string;
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** Clock (tests move it). */
  now?: () => Date;
  /** Setting overrides (password key, secrets, idle timeout…). */
  config?: Partial<Config>;
  /** Trust X-Forwarded-For from a reverse proxy for client IPs (rate limits). */
  trustProxy?: boolean;
}

export async function build(opts: BuildOptions = {}): Promise<FastifyInstance> {
  // The one read of the wall clock: everything else takes ctx.now() (tests pass their own clock).
  // eslint-disable-next-line no-restricted-syntax
  const now = opts.now ?? (() => new Date());
  const config: Config = {
    ...DEFAULT_CONFIG,
    ...opts.config,
    demo: opts.demo ?? opts.config?.demo ?? DEFAULT_CONFIG.demo,
  };
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? false, opts.logStream),
    // A request's child logger is made only when it writes a line (plugins/logger.ts). Without a logger Fastify
    // skips child loggers altogether, but only with its own factory.
    ...(opts.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: (error, request, reply) =>
      frameworkErrorEnvelope(error, request as FastifyRequest, reply as FastifyReply),
  });

  const db = createDb({ databaseUrl: opts.databaseUrl, pgSchema: opts.pgSchema, dbFile: opts.dbFile });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  try {
    await migrateToLatest(db, opts.databaseUrl ? opts.pgSchema : undefined);
    await seedIfEmpty(db, {
      demo: config.demo,
      demoOrders: opts.demoOrders ?? true,
      nowMs: now().getTime(),
      products: PRODUCTS,
    });
  } catch (err) {
    await db.destroy();
    throw err;
  }

  const ctx: AppContext = {
    db,
    config,
    now,
    limiter: rateLimiter(db, now),
    log: app.log,
    jobs: createJobRunner(),
    products: createProductRegistry(),
    approvals: createApprovalHandlers(),
  };
  ctx.jobs.attach(ctx);
  for (const product of PRODUCTS) registerProduct(ctx, product);
  // Shared, not products: the trip request's approval (11099) and the invoice jobs.
  ctx.approvals.register(TRIP_APPROVAL_ORDER_TYPES, tripApprovalHandler);
  ctx.jobs.registerAll(invoiceJobs);
  app.decorate('obt', ctx);
  // Persisted jobs (ticketing, expiry…) run while the app is up; pending ones survive a restart.
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('preClose', async () => ctx.jobs.stop());
  // Expired codes, old idempotency replies and ended sessions are deleted hourly.
  const stopHousekeeping = startHousekeeping(ctx);
  app.addHook('onClose', async () => stopHousekeeping());
  const sessions = sessionService(ctx);
  const sms = smsService(ctx);
  const identity = identityService(ctx, sessions);

  // First: every other hook runs inside the request's turn (plugins/admission.ts).
  setupAdmission(app);
  setupI18n(app);
  setupErrors(app);
  setupAuth(app, sessions);
  setupOpenApi(app);
  const serveH5 = hasStaticApp(opts.staticDir);
  setupSecurityHeaders(app, serveH5 ? opts.staticDir : undefined);
  setupDurableReplies(app, db);
  if (serveH5) await setupStatic(app, opts.staticDir as string);
  setupNotFound(app, serveH5 ? spaFallback : undefined);

  await app.register(accountRoutes, {
    accounts: accountService(ctx, sms),
    login: loginService(ctx, sessions, sms, identity),
    sessions,
  });
  await app.register(smsRoutes, { ctx });
  await app.register(identityRoutes, { ctx, identity });
  await app.register(commonRoutes, { ctx });
  await app.register(appRoutes, { ctx });
  await app.register(badgeRoutes, { ctx });
  await app.register(ordersRoutes, { ctx });
  await app.register(otherOrdersRoutes, { ctx });
  await app.register(tripRoutes, { ctx });
  await app.register(approvalRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(noticesRoutes, { ctx });
  await app.register(mailRoutes, { ctx });
  await app.register(invoiceRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(mapsRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(peopleRoutes, { ctx });
  await app.register(insuranceRoutes, { ctx });
  await app.register(payRoutes, { ctx, sms });
  for (const product of PRODUCTS) {
    for (const routes of product.routes) await app.register(routes, { ctx });
  }
  await app.register(employeesRoutes, { ctx });
  await app.register(contactsRoutes, { ctx });
  await app.register(membershipsRoutes, { ctx });
  await app.register(agreementsRoutes, { ctx });
  await app.register(invitationRoutes, { ctx, sms });
  await app.register(registerRoutes, { register: registerService(ctx, sms) });
  await app.register(passwordRoutes, { passwords: passwordService(ctx, sms) });
  await app.register(profileRoutes, { profile: profileService(ctx, sms) });
  await app.register(basedataRoutes);

  return app;
}
