/**
 * Acknowledged means durable (ARCHITECTURE §8, issue 16 defect 14) on the embedded database: every answer waits
 * until the WAL sync covers each commit made before it is sent (db/index.ts WalSync, a group commit: one fdatasync
 * off the event loop serves every booking that committed while the previous one ran). Every answer, not only
 * writes: a replayed Idempotency-Key answer, or a list showing an order another request just created, must not
 * acknowledge what a power cut could still take back. With nothing unsynced (the usual read) it costs one
 * comparison. PostgreSQL and SQLITE_SYNCHRONOUS=NORMAL install nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { walSync } from '../db';
import { CODE, fail } from '../lib/envelope';
import { t } from './i18n';

export function setupDurableReplies(app: FastifyInstance, db: Db): void {
  const sync = walSync(db);
  if (!sync) return;
  let reported = false;
  app.addHook('onSend', (request, reply, payload, done) => {
    const pending = sync.whenSynced();
    if (!pending) {
      done(null, payload);
      return;
    }
    pending.then(
      () => done(null, payload),
      (err: unknown) => {
        // The disk refused the sync: nothing written since is acknowledged; the answer becomes a system error.
        if (!reported) {
          reported = true;
          request.log.fatal({ err: { message: err instanceof Error ? err.message : String(err) } }, 'WAL sync failed');
        }
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        done(null, JSON.stringify(fail(CODE.systemError, t(request, 'systemError'))));
      },
    );
  });
}
