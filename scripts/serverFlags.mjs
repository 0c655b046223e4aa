/**
 * Node options the reference server runs with, wherever it is started for real or measured: `npm start`
 * (scripts/start.mjs), `npm run server` (package.json, written out there) and the API load check (test/perf/load.mjs).
 * test/unit/perf/serverFlags.test.ts keeps the three the same.
 *
 * `--max-semi-space-size=64` (MB; V8's default young generation is 16 MB): with 50 requests in flight, each living
 * some 20-90 ms, a request's objects outlive two scavenges of the default young generation and are copied into the
 * old one, which the next mark-compact then has to walk. Measured in issue 17 (`npm run perf:load`, alternated runs):
 * minor collections in the list phase 50-95 -> 9-26, GC time per booking 81-109 -> 47-55 µs and per list call
 * 33-57 -> 13-34 µs, server CPU per booking -11 % (median of 6 pairs). It costs up to ~3 x 64 MB of address space,
 * well within a server's memory. V8 reads it only at start-up (`v8.setFlagsFromString` later has no effect).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
