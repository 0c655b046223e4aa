/**
 * Idempotency-Key for writes that create money or orders (ARCHITECTURE §7): the first run and its stored answer
 * commit in ONE transaction with the business change; a replay of the key returns that first answer and changes
 * nothing. Keys belong to (company, employee). A write without a key is refused (code 2); a key reused for another
 * call or another body is refused too. A run that fails with a business error stores nothing: retrying the same
 * key runs again.
 *
 * Concurrency: the key row is inserted before the business change. SQLite serialises transactions; on PostgreSQL a
 * second transaction's insert waits for the first and then fails on the primary key, is rolled back (with whatever
 * it did), and answers with the stored first answer.
 */
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../../src/api/contract/envelope';
import type { AppContext } from '../context';
import type { JobDb } from '../jobs';
import { groupedTransaction } from '../db';
import { preparedQuery } from '../db/prepared';
import { invalid } from '../lib/errors';
import { authOf } from './auth';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

// Every idempotent write runs these two: prepared once (db/prepared.ts).
const insertKey = preparedQuery(
  (
    db,
    row: {
      corp_id: string;
      emp_id: string;
      idem_key: string;
      scope: string;
      request_hash: string;
      response_json: string;
      created_at: number;
    },
  ) => db.insertInto('idempotency_keys').values(row),
);

const storeAnswer = preparedQuery((db, v: { corpId: string; empId: string; key: string; json: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ response_json: v.json })
    .where('corp_id', '=', v.corpId)
    .where('emp_id', '=', v.empId)
    .where('idem_key', '=', v.key),
);

/** A transaction handed to the business change. */
export type IdemTrx = JobDb;

type AnyEnvelope = Envelope<unknown, unknown>;

/**
 * JSON with object keys sorted, so the same body always hashes the same (undefined members left out, undefined array
 * elements as null, as JSON has them). Plain loops: every idempotent write hashes its body (issue 17).
 */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + stableStringify(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  // Default sort: by UTF-16 code units, as the comparison of two strings.
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = record[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${stableStringify(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** A primary-key or unique violation on SQLite (better-sqlite3) or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export interface IdempotentCall {
  corpId: string;
  empId: string;
  key: string | undefined;
  /** The call, e.g. 'flight.bookV3'. */
  scope: string;
  body: unknown;
}

/** The core of {@link withIdempotency}, without a request (jobs, tests). */
export async function runIdempotent(
  ctx: AppContext,
  call: IdempotentCall,
  run: (trx: IdemTrx) => Promise<AnyEnvelope>,
): Promise<AnyEnvelope> {
  const key = call.key?.trim() ?? '';
  if (key === '') throw invalid('idempotencyKeyRequired');
  if (!KEY_PATTERN.test(key)) throw invalid('idempotencyKeyInvalid');
  const requestHash = hash('sha256', stableStringify(call.body ?? {}), 'hex');

  const stored = async (): Promise<AnyEnvelope | null> => {
    const row = await ctx.db
      .selectFrom('idempotency_keys')
      .select(['scope', 'request_hash', 'response_json'])
      .where('corp_id', '=', call.corpId)
      .where('emp_id', '=', call.empId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.scope !== call.scope || row.request_hash !== requestHash) throw invalid('idempotencyKeyReused');
    return JSON.parse(row.response_json) as AnyEnvelope;
  };

  // No read first: the key row's insert finds a replay (unique violation, answered below), so a first run (the usual
  // case) costs one statement less.
  try {
    // Grouped with the transactions asked for while it runs (one COMMIT for them all on SQLite: db/index.ts).
    return await groupedTransaction(ctx.db, async (trx) => {
      await insertKey.run(trx, {
        corp_id: call.corpId,
        emp_id: call.empId,
        idem_key: key,
        scope: call.scope,
        request_hash: requestHash,
        response_json: '',
        created_at: ctx.now().getTime(),
      });
      const answer = await run(trx);
      await storeAnswer.run(trx, {
        corpId: call.corpId,
        empId: call.empId,
        key,
        json: JSON.stringify(answer),
      });
      return answer;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request with this key committed first: answer as it did.
    const winner = await stored();
    if (winner) return winner;
    throw err;
  }
}

/**
 * Runs a write under the request's `Idempotency-Key` (ARCHITECTURE §7). `run` gets the transaction that must carry
 * every change of the write; its envelope is stored and replayed for the same key.
 */
export async function withIdempotency(
  ctx: AppContext,
  req: FastifyRequest,
  scope: string,
  run: (trx: IdemTrx) => Promise<AnyEnvelope>,
): Promise<AnyEnvelope> {
  const auth = authOf(req);
  const header = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  return runIdempotent(ctx, { corpId: auth.corpId, empId: auth.empId, key, scope, body: req.body }, run);
}
