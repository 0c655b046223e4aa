/**
 * The reference server runs with the same Node options wherever it is started for real or measured (issue 17: the
 * young generation's size decides how much of a request's garbage is promoted; see scripts/serverFlags.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The flags, read from the module's text (jest here does not load .mjs modules). */
function serverFlags(): string[] {
  const m = /SERVER_NODE_FLAGS = \[([^\]]*)\]/.exec(read('scripts/serverFlags.mjs'));
  if (!m) throw new Error('SERVER_NODE_FLAGS not found');
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}

test('the server runs with a young generation sized for 50 requests in flight', () => {
  expect(serverFlags()).toContain('--max-semi-space-size=64');
});

test('`npm run server` passes the same flags to the server as npm start and the load check', () => {
  const script: string = JSON.parse(read('package.json')).scripts.server;
  expect(script).toBe(`tsx ${serverFlags().join(' ')} server/src/main.ts`);
});

test('npm start and the API load check put the flags on the server command line', () => {
  expect(read('scripts/start.mjs')).toMatch(/command\('tsx', \[\.\.\.SERVER_NODE_FLAGS, 'server\/src\/main\.ts'\]\)/);
  expect(read('test/perf/load.mjs')).toMatch(/const args = \[\.\.\.SERVER_NODE_FLAGS,[^\n]*'server\/src\/main\.ts'\]/);
});
