#!/usr/bin/env node
/**
 * One worker of `npm run test:mini` (started by test/mini/run.mjs, one page set or one journey per process so the
 * two cores work in parallel). The job comes as JSON in MINI_JOB:
 *   { kind: 'sweep', platform, root, server, routes: ['pages/home/index', …] }
 *     opens every route logged in (reLaunch, like a fresh tap on a link), waits for its requests to settle and
 *     reports per page: thrown errors, console.error, unhandled rejections, and an empty render;
 *   { kind: 'journey', platform, root, server, file, name }
 *     runs one journey of test/mini/journeys/<file> against a freshly launched app.
 * The last stdout line is `@@result <json>`.
 */
import { pathToFileURL } from 'node:url';
import { MiniHost } from './lib/host.mjs';
import { signedInToken } from './lib/session.mjs';

const job = JSON.parse(process.env.MINI_JOB ?? '{}');
let host = null;

// Errors no page code caught: on a phone they are the red error box, here they fail the page.
process.on('uncaughtException', (error) => host?.problem(`uncaught: ${error?.stack ?? error}`));
process.on('unhandledRejection', (error) => host?.problem(`unhandled rejection: ${error?.stack ?? error}`));

function report(result) {
  process.stdout.write(`@@result ${JSON.stringify(result)}\n`);
}

async function sweep() {
  host = new MiniHost({ root: job.root, platform: job.platform, serverBase: job.server });
  const token = await signedInToken(job.server, job.user);
  host.wx.setStorageSync('obt.token', token);
  host.launch();
  await host.settle({ maxMs: 4_000 });
  const pages = [];
  for (const route of job.routes) {
    const started = performance.now();
    host.currentLabel = route;
    let opened = null;
    try {
      opened = await host.open(`/${route}`, 'reLaunch');
    } catch (error) {
      host.problem(`open failed: ${error?.stack ?? error?.errMsg ?? error}`);
    }
    await host.settle({ maxMs: 6_000 });
    const top = host.top();
    const text = top ? host.text(top) : '';
    const problems = host.problems.filter((p) => p.page === route).map((p) => p.text);
    if (opened && !text) problems.push('empty render: the page drew no text');
    pages.push({
      route,
      ms: Math.round(performance.now() - started),
      landed: top?.route ?? null,
      chars: text.length,
      problems,
    });
  }
  return {
    pages,
    otherProblems: host.problems.filter((p) => !job.routes.includes(p.page)).map((p) => `${p.page}: ${p.text}`),
  };
}

async function journey() {
  const mod = await import(pathToFileURL(job.file).href);
  const found = (mod.journeys ?? []).find((j) => j.name === job.name);
  if (!found) throw new Error(`no journey ${job.name} in ${job.file}`);
  host = new MiniHost({
    root: job.root,
    platform: job.platform,
    serverBase: job.server,
    identity: { openid: job.user, ...found.identity },
  });
  const started = performance.now();
  await found.run({ host, server: job.server, platform: job.platform, user: job.user });
  return { ms: Math.round(performance.now() - started), problems: host.problems.map((p) => `${p.page}: ${p.text}`) };
}

try {
  const result = job.kind === 'sweep' ? await sweep() : await journey();
  report({ ok: true, ...result });
  process.exit(0);
} catch (error) {
  report({
    ok: false,
    error: String(error?.stack ?? error?.errMsg ?? error),
    problems: host?.problems.map((p) => `${p.page}: ${p.text}`) ?? [],
  });
  process.exit(1);
}
