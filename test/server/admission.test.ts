/**
 * Requests continue a few per turn of the event loop, in arrival order (plugins/admission.ts, issue 17): between two
 * batches the loop polls again, so a connection that arrived meanwhile is accepted instead of waiting for every
 * request already read.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { requestsWaiting, turnQueue } from '../../server/src/plugins/admission';
import { DEMO, call, createTestApp, login } from './helpers/testApp';

/** Resolves after `turns` turns of the event loop (each setImmediate scheduled from an immediate is the next turn). */
function afterTurns(turns: number): Promise<void> {
  return new Promise((done) => {
    const step = (left: number) => (left === 0 ? done() : setImmediate(() => step(left - 1)));
    step(turns);
  });
}

describe('turnQueue', () => {
  it('lets through at most the given number per turn, first come first served', async () => {
    const { admit } = turnQueue(4);
    const ran: number[] = [];
    const seenPerTurn: number[] = [];
    for (let i = 0; i < 10; i += 1) admit(() => ran.push(i));
    // A probe scheduled after the queue's first turn: it sees each turn's progress.
    const probe = (left: number) => {
      seenPerTurn.push(ran.length);
      if (left > 0) setImmediate(() => probe(left - 1));
    };
    setImmediate(() => probe(3));
    await afterTurns(6);
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seenPerTurn).toEqual([4, 8, 10, 10]);
  });

  it('counts the requests waiting in the process, until each is let through', async () => {
    const before = requestsWaiting();
    const a = turnQueue(2);
    const b = turnQueue(2);
    for (let i = 0; i < 3; i += 1) a.admit(() => undefined);
    b.admit(() => undefined);
    expect(requestsWaiting()).toBe(before + 4);
    await afterTurns(1);
    // One turn: two of a's and b's one.
    expect(requestsWaiting()).toBe(before + 1);
    await afterTurns(2);
    expect(requestsWaiting()).toBe(before);
  });

  it('lets the loop accept a new connection between two batches', async () => {
    const server: Server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const sockets: Socket[] = [];
    let ranWhenAccepted = -1;
    const ran: number[] = [];
    server.on('connection', (s) => {
      sockets.push(s);
      ranWhenAccepted = ran.length;
    });
    const { admit } = turnQueue(4);
    for (let i = 0; i < 12; i += 1) {
      admit(() => {
        ran.push(i);
        // The first request opens a connection; the server must see it before the queue's next batch.
        if (i === 0) sockets.push(connect(port, '127.0.0.1'));
      });
    }
    await new Promise<void>((done) => {
      const wait = () => (ranWhenAccepted >= 0 && ran.length === 12 ? done() : setTimeout(wait, 5));
      wait();
    });
    expect(ranWhenAccepted).toBe(4);
    for (const s of sockets) s.destroy();
    await new Promise<void>((done) => server.close(() => done()));
  });
  it('keeps no slots of continuations already run while arrivals never let it empty', async () => {
    const queue = turnQueue(2);
    let ran = 0;
    // Steady load: every continuation queues another one, like a client that sends its next call on each answer.
    const work = () => {
      ran += 1;
      if (ran < 5000) queue.admit(work);
    };
    for (let i = 0; i < 50; i += 1) queue.admit(work);
    let most = 0;
    while (ran < 5000) {
      await afterTurns(1);
      most = Math.max(most, queue.held());
    }
    expect(most).toBeLessThan(50 + 256 + 2);
  });

  it('references no continuation it already ran (a held one keeps its whole request alive)', async () => {
    const queue = turnQueue(2);
    let ran = 0;
    for (let i = 0; i < 10; i += 1) queue.admit(() => (ran += 1));
    await afterTurns(2);
    expect(ran).toBe(4);
    expect(queue.held()).toBe(10);
    expect(queue.referenced()).toBe(6);
    await afterTurns(5);
    expect(queue.referenced()).toBe(0);
  });
});

describe('the app behind the queue', () => {
  it('answers calls that arrive together, each with its own answer', async () => {
    const t = await createTestApp();
    try {
      const token = await login(t.app, DEMO.zhangsan.phone);
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          call<{ total: number; pageNum: number }>(
            t.app,
            '/obt/allOrderList',
            { pageNum: i + 1, count: 1, statusGroup: 'all', dateType: 1 },
            { token },
          ),
        ),
      );
      expect(answers.map((a) => a.code)).toEqual(Array(9).fill(1));
      expect(answers.map((a) => a.data.pageNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await t.close();
    }
  });
});
