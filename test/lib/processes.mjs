/**
 * What every runner that starts the reference server needs (e2e journeys, mini-program pages, Lighthouse, load):
 * a free loopback port, a readiness probe, and stopping a whole process group (tsx starts a node child).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Whether GET `url` answers 2xx within 2 s. */
export async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Sends `signal` to the process group of `pid` (started with `detached: true`). */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Fresh random values for every secret a production server (NODE_ENV=production) refuses to start without
 * (server/src/config.ts `PRODUCTION_SECRETS`): spread it into the environment of any runner that starts the server
 * in production mode.
 */
export function productionSecretsEnv() {
  const fresh = () => randomBytes(24).toString('hex');
  return {
    SSO_SECRET: fresh(),
    OBT_SECRET: fresh(),
    PAY_NOTIFY_SECRET: fresh(),
    PAY_SIGN_KEY: fresh(),
  };
}
