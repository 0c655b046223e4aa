/**
 * The reference server for the mini-program run, like test/e2e/run.mjs starts it: `tsx server/src/main.ts` on a
 * free loopback port, a fresh temporary SQLite file, demo mode (OBT_DEMO=1: demo login codes, demo payments), in its
 * own process group so stopping it also stops tsx's node child. The temporary folder is removed on stop.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort, signalGroup, sleep } from '../../lib/processes.mjs';

export class ReferenceServer {
  constructor(root) {
    this.root = root;
    this.child = null;
    this.output = [];
    this.tempDir = null;
  }

  async start({ timeoutMs = 180_000 } = {}) {
    const port = await freePort();
    this.tempDir = mkdtempSync(join(tmpdir(), 'obt-mini-'));
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: join(this.tempDir, 'obt.db'),
      OBT_DEMO: '1',
    };
    delete env.DATABASE_URL;
    delete env.STATIC_DIR;
    if (env.NODE_ENV === 'production') delete env.NODE_ENV;
    const local = join(this.root, 'node_modules', '.bin', 'tsx');
    const [cmd, args] = existsSync(local) ? [local, ['server/src/main.ts']] : ['npx', ['tsx', 'server/src/main.ts']];
    this.child = spawn(cmd, args, { cwd: this.root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.shift();
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(
          `the reference server exited (code ${this.child.exitCode}) before it was ready:\n${this.tail()}`,
        );
      }
      if (await answers(`${base}/obt/openapi.json`)) {
        this.base = base;
        return base;
      }
      await sleep(300);
    }
    throw new Error(`the reference server was not ready within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  tail(lines = 40) {
    return this.output.join('').split('\n').slice(-lines).join('\n');
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      signalGroup(child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
    }
    if (child) signalGroup(child.pid, 'SIGKILL');
    this.child = null;
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
    this.tempDir = null;
  }
}
