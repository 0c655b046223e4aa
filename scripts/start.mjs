#!/usr/bin/env node
/**
 * `npm start`: build the H5 app once if it is missing, then run the reference server, which serves it on the
 * same port and prints the one URL to open. The environment (PORT, HOST, DB_FILE, DATABASE_URL, OBT_DEMO,
 * STATIC_DIR…) passes through unchanged.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './serverFlags.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultDir = resolve(root, 'dist/h5');
const staticDir = resolve(root, process.env.STATIC_DIR || 'dist/h5');

/** The project's own binary when installed (no npm wrapper between us and the signal), else npx. */
function command(bin, args) {
  const local = join(root, 'node_modules', '.bin', bin);
  return existsSync(local) ? [local, args] : ['npx', [bin, ...args]];
}

if (staticDir !== defaultDir && !existsSync(join(staticDir, 'index.html'))) {
  // Someone else's build folder: not ours to build. The server still answers /obt.
  console.warn(`[start] STATIC_DIR ${staticDir} has no index.html: the server will run without the H5 app.`);
} else if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`[start] ${join(staticDir, 'index.html')} is missing: building the H5 app (taro build --type h5)…`);
  const [cmd, args] = command('taro', ['build', '--type', 'h5']);
  const build = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (build.error || build.status !== 0) {
    const why = build.error
      ? build.error.message
      : build.signal
        ? `signal ${build.signal}`
        : `exit code ${build.status}`;
    console.error(`[start] the H5 build failed (${why}); fix it and run \`npm run build:h5\`, then \`npm start\`.`);
    process.exit(1);
  }
  if (!existsSync(join(staticDir, 'index.html'))) {
    console.error(`[start] the H5 build finished but ${join(staticDir, 'index.html')} does not exist.`);
    process.exit(1);
  }
}

const [cmd, args] = command('tsx', [...SERVER_NODE_FLAGS, 'server/src/main.ts']);
const server = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });

// Forward stop signals so the server closes its database cleanly; a second Ctrl-C still reaches it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  process.exit(code ?? 1);
});
