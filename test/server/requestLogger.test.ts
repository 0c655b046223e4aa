/**
 * Request loggers are made lazily (plugins/logger.ts, issue 17): a request that writes no line makes no pino child;
 * a line that is written carries the request's id and is redacted like any other.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger, RawRequestDefaultExpression } from 'fastify';
import { LazyRequestLogger, lazyChildLogger, loggerOptions } from '../../server/src/plugins/logger';
import { createTestApp } from './helpers/testApp';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

const RAW = {} as RawRequestDefaultExpression;

describe('lazy request logger', () => {
  it('makes no child for lines below the level, and the real child for a written line', () => {
    const { lines, stream } = capture();
    const parent = pino({ level: 'warn' }, stream);
    const child = jest.spyOn(parent, 'child');
    const log = lazyChildLogger(parent as unknown as FastifyBaseLogger, { reqId: 'req-7' }, {}, RAW);
    expect(log).toBeInstanceOf(LazyRequestLogger);
    log.info({ a: 1 }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.error({ password: 'secret' }, 'boom');
    log.warn('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(first).toMatchObject({ level: 50, reqId: 'req-7', msg: 'boom' });
    expect(log.level).toBe('warn');
  });

  it('writes the same line as pino child would, redaction included', () => {
    const options = loggerOptions(true) as Record<string, unknown>;
    const eager = capture();
    const lazy = capture();
    const a = pino({ ...options, level: 'info', timestamp: false }, eager.stream);
    const b = pino({ ...options, level: 'info', timestamp: false }, lazy.stream);
    a.child({ reqId: 'r1' }).info({ user: { password: 'p1' }, n: 1 }, 'hello');
    lazyChildLogger(b as unknown as FastifyBaseLogger, { reqId: 'r1' }, {}, RAW).info(
      { user: { password: 'p1' }, n: 1 },
      'hello',
    );
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines[0]).toContain('[redacted]');
  });

  it('gives a route with its own level the pino child at once', () => {
    const parent = pino({ level: 'warn' }, capture().stream);
    const log = lazyChildLogger(parent as unknown as FastifyBaseLogger, { reqId: 'x' }, { level: 'debug' }, RAW);
    expect(log).not.toBeInstanceOf(LazyRequestLogger);
    expect(log.level).toBe('debug');
  });

  it('keeps request ids on the app’s request lines', async () => {
    const { lines, stream } = capture();
    const t = await createTestApp({ logger: true, logStream: stream });
    try {
      expect(t.app.childLoggerFactory).toBe(lazyChildLogger);
      await t.app.inject({ method: 'GET', url: '/obt/nothing' });
      const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
      const incoming = parsed.find((l) => l.msg === 'incoming request');
      expect(incoming?.reqId).toEqual(expect.any(String));
      expect(parsed.find((l) => l.msg === 'request completed')?.reqId).toBe(incoming?.reqId);
    } finally {
      await t.close();
    }
  });

  it('leaves an app without a logger on Fastify’s own factory (which then makes no child at all)', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.childLoggerFactory).not.toBe(lazyChildLogger);
    } finally {
      await t.close();
    }
  });
});
