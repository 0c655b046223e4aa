/**
 * WAL checkpoints off the event loop (ARCHITECTURE §11: booking p99 under load). SQLite's automatic checkpoint runs
 * inside the COMMIT that crosses the WAL size limit: it copies the WAL's pages into the database file and syncs both,
 * tens of milliseconds during which the single connection, and so every request of the server, waits. Here a worker
 * thread with its own connection to the same file runs PASSIVE checkpoints (they never block readers or the writer,
 * and copy only what no reader still needs) whenever the WAL has grown; the writer then restarts the WAL from its
 * beginning on a later commit, as usual. The checkpoint syncs the WAL before and the database after copying
 * (synchronous=NORMAL), so nothing acknowledged depends on it. The server connection keeps a larger automatic limit
 * as a safety net should the worker ever stop.
 */
import { Worker } from 'node:worker_threads';

/** Frames in the WAL before the worker checkpoints (SQLite's automatic default is 1000). */
export const CHECKPOINT_PAGES = 500;
/** The server connection's own automatic checkpoint, only reached if the worker falls behind or stops. */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;
const POLL_MS = 50;

// Plain CommonJS run by the worker (no loader, no TypeScript): polls the WAL size and checkpoints.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
db.pragma('synchronous = NORMAL');
const limitBytes = workerData.pages * db.pragma('page_size', { simple: true });
let stopped = false;
parentPort.on('message', (m) => {
  if (m === 'stop') {
    stopped = true;
    db.close();
    parentPort.postMessage('stopped');
  }
});
const walSize = () => {
  try { return statSync(workerData.file + '-wal').size; } catch { return 0; }
};
const tick = () => {
  if (stopped) return;
  try {
    if (walSize() >= limitBytes) {
      const [r] = db.pragma('wal_checkpoint(PASSIVE)');
      parentPort.postMessage({ checkpointed: r ? r.checkpointed : 0 });
    }
  } catch (err) {
    // SQLITE_BUSY and the like: try again at the next tick.
  }
  setTimeout(tick, workerData.pollMs);
};
setTimeout(tick, workerData.pollMs);
`;

/** A running checkpoint worker: `checkpoints` counts completed ones (tests); `stop` closes its connection. */
export interface Checkpointer {
  readonly checkpoints: number;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, pages = CHECKPOINT_PAGES): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Without the server's loaders (tsx): the worker is plain JavaScript.
    execArgv: [],
    workerData: { file, pages, pollMs: POLL_MS, driver: require.resolve('better-sqlite3') },
  });
  // Never what keeps the process alive.
  worker.unref();
  let checkpoints = 0;
  worker.on('message', (m: unknown) => {
    if (typeof m === 'object' && m !== null && 'checkpointed' in m) checkpoints += 1;
  });
  // A failing worker only means SQLite's own (fallback) automatic checkpoints take over.
  worker.on('error', () => undefined);
  let stopping: Promise<void> | null = null;
  return {
    get checkpoints() {
      return checkpoints;
    },
    stop() {
      stopping ??= new Promise<void>((done) => {
        const finish = () => {
          void worker.terminate().then(() => done());
        };
        worker.once('message', (m: unknown) => {
          if (m === 'stopped') finish();
        });
        worker.once('exit', () => done());
        worker.postMessage('stop');
        // Whatever happens, never wait more than a moment.
        setTimeout(finish, 1000).unref();
      });
      return stopping;
    },
  };
}
