/**
 * Two server instances on one database give out order numbers independently (issue 17: two processes booking at
 * once failed 39 bookings on "UNIQUE constraint failed: orders.order_no"). Each instance here has its own module
 * registry, so its own number sequence, as a second process has; both draw the same starting point of the second's
 * sequence, the worst case of the random start. Every booking of both must succeed with a number of its own.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { build as buildApp } from '../../server/src/app';
import { bookZhangsan, compliantFareKey } from './helpers/bookFlight';
import { freshSharedDatabase } from './helpers/sharedDatabase';
import { DEMO, START_MS, login } from './helpers/testApp';

// The first number each registry's generator draws is the same for both instances; later draws (after a number
// was found taken) are random as in production.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  const randomInt = (...args: unknown[]): number => {
    // The sequence's start (businessNo draws randomInt(10_000)): the first draw of each instance's generator is
    // 4242 (the count is kept on globalThis, which both module registries share); later ones are random.
    const drawn = globalThis as { orderNoStarts?: number };
    if (args.length === 1 && args[0] === 10_000 && (drawn.orderNoStarts ?? 0) < 2) {
      drawn.orderNoStarts = (drawn.orderNoStarts ?? 0) + 1;
      return 4242;
    }
    return (actual.randomInt as (...a: unknown[]) => number)(...args);
  };
  return { ...actual, randomInt };
});

const PER_INSTANCE = 4;

/** 张三 books `fareKey` on `app` (the same flight may already be his: the duplicate warning is confirmed). */
function bookOn(app: FastifyInstance, token: string, fareKey: string) {
  return bookZhangsan(app, token, fareKey, `orderno-${randomBytes(6).toString('hex')}`, { confirmDuplicate: true });
}

describe('order numbers of two instances on one database', () => {
  it('both instances book at once, in the same second, and every booking gets a number of its own', async () => {
    const target = await freshSharedDatabase('obt-orderno-');
    const now = () => new Date(START_MS);
    const apps: FastifyInstance[] = [];
    try {
      let buildOther: typeof buildApp | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        buildOther = (require('../../server/src/app') as { build: typeof buildApp }).build;
      });
      const { build } = await import('../../server/src/app');
      apps.push(await build({ ...target.opts, demoOrders: false, now }));
      apps.push(await buildOther!({ ...target.opts, demoOrders: false, now }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const token = await login(a, DEMO.zhangsan.phone);
      // A fare of another day for each pair of bookings (seats of one fare run out).
      const days = Array.from({ length: PER_INSTANCE }, (_, i) => `2026-03-${String(10 + i).padStart(2, '0')}`);
      const fareKeys = await Promise.all(days.map((day) => compliantFareKey(a, token, day)));
      const answers = await Promise.all(
        fareKeys.flatMap((fareKey) => [bookOn(a, token, fareKey), bookOn(b, token, fareKey)]),
      );
      expect(answers.map((r) => [r.status, r.code, r.tips])).toEqual(answers.map(() => [200, 1, '']));
      const numbers = await a.obt.db.selectFrom('orders').select('order_no').execute();
      expect(new Set(numbers.map((r) => r.order_no)).size).toBe(PER_INSTANCE * 2);
    } finally {
      for (const app of apps) await app.close();
      await target.drop();
    }
  }, 120_000);
});
