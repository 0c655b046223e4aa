/**
 * A ride's journey survives a restart (ARCHITECTURE §8, SPEC §4): an instant ride booked and run to 'dispatched' on
 * one app continues, on a new app built on the same database, to the end of the ride once the clock moves — the next
 * stage was a persisted job, and the driver's position is computed from the stored stage times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { CAR_USE_TYPE, type DriverLocationData } from '../../src/api/contract/car';
import { build } from '../../server/src/app';
import { DEMO, START_MS, call, login } from './helpers/testApp';
import { bookCar, orderStatus } from './helpers/bookCar';

/** Where both apps keep their data: a SQLite file, or a PostgreSQL schema when DATABASE_URL is set. */
async function sharedDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'obt-car-restart-'));
    return { target: { dbFile: join(dir, 'obt.db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${pgSchema}`);
  return {
    target: { databaseUrl: url, pgSchema },
    drop: async () => {
      await admin.query(`DROP SCHEMA ${pgSchema} CASCADE`);
      await admin.end();
    },
  };
}

/** Runs the due jobs 2 s at a time until the order has `status` (two minutes at most). */
async function runUntil(app: FastifyInstance, clock: { ms: number }, id: string, status: string): Promise<void> {
  for (let i = 0; i < 60 && (await orderStatus(app, id)) !== status; i += 1) {
    clock.ms += 2000;
    await app.obt.jobs.runDue();
  }
  expect(await orderStatus(app, id)).toBe(status);
}

describe('restart mid-journey', () => {
  it('continues a dispatched ride on a new app to the end of the ride', async () => {
    const clock = { ms: START_MS };
    const now = () => new Date(clock.ms);
    const db = await sharedDatabase();
    try {
      const first = await build({ demoOrders: false, ...db.target, now });
      let orderId: string;
      let acceptedAt: number;
      try {
        const token = await login(first, DEMO.zhangsan.phone);
        ({ orderId } = await bookCar(first, token, { useType: CAR_USE_TYPE.instant }));
        await first.obt.jobs.runDue();
        await runUntil(first, clock, orderId, 'dispatched');
        const row = await first.obt.db
          .selectFrom('car_orders')
          .select('accepted_at')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow();
        acceptedAt = Number(row.accepted_at);
      } finally {
        await first.close();
      }

      clock.ms += 5000;
      const second = await build({ demoOrders: false, ...db.target, now });
      try {
        const token = await login(second, DEMO.zhangsan.phone);
        const on = await call<DriverLocationData>(second, '/obt/car/getDriverLocation', { id: orderId }, { token });
        expect(on.data.orderStatus).toBe('dispatched');
        expect(on.data.position).not.toBeNull();
        await runUntil(second, clock, orderId, 'driverArrived');
        await runUntil(second, clock, orderId, 'inService');
        await runUntil(second, clock, orderId, 'awaitingPayment');
        const ride = await second.obt.db
          .selectFrom('car_orders')
          .selectAll()
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow();
        expect(Number(ride.accepted_at)).toBe(acceptedAt);
        expect(Number(ride.actual_fen)).toBeGreaterThan(0);
        const stages = await second.obt.db
          .selectFrom('order_events')
          .select('to_status')
          .where('order_id', '=', orderId)
          .orderBy('seq')
          .execute();
        expect(stages.map((s) => s.to_status)).toEqual([
          'dispatching',
          'dispatched',
          'driverArrived',
          'inService',
          'awaitingPayment',
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await db.drop();
    }
  }, 120_000);
});
