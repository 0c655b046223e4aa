/**
 * (e2) Issue 17: on a cold load of a list route the list's first data request is sent by index.html's inline
 * starter, beside the entry — it starts before the entry scripts have finished downloading — and only once: the
 * page takes its answer instead of asking again, and shows its rows.
 */
import assert from 'node:assert/strict';
import { ACCOUNTS, loginAs, visibleText, waitForPath } from '../lib/helpers.mjs';
import { chinaDate, searchFlights, waitForFlights } from '../lib/flight.mjs';

/**
 * Opens `route` in a new tab of the signed-in context with the HTTP cache off (a cold load; localStorage, the
 * session and the remembered searches, stays) and returns the list requests sent and the entry's download end.
 */
async function coldLoad(context, route, listPath, rowsShown) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = [];
  page.on('requestfinished', (req) => requests.push(req));
  await page.goto(route);
  await waitForPath(page, route);
  await rowsShown(page);
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="obt/entry"]')].map((s) => new URL(s.src, location.href).pathname),
  );
  assert.ok(entry.length > 0, 'index.html holds no entry scripts back');
  const ended = (req) => req.timing().startTime + req.timing().responseEnd;
  const entryEnd = Math.max(...requests.filter((r) => entry.includes(new URL(r.url()).pathname)).map((r) => ended(r)));
  assert.ok(Number.isFinite(entryEnd), `the entry scripts ${entry.join(', ')} were not downloaded`);
  const lists = requests.filter((r) => new URL(r.url()).pathname === listPath);
  await page.close();
  return { lists, entryEnd };
}

function expectEarlyOnce({ lists, entryEnd }, route) {
  assert.equal(lists.length, 1, `${route}: the list was asked ${lists.length} times on a cold load`);
  const started = lists[0].timing().startTime;
  assert.ok(
    started < entryEnd,
    `${route}: the list request started ${Math.round(started - entryEnd)} ms after the entry had downloaded`,
  );
}

export const journeys = [
  {
    name: 'e2. a cold /allorder and /tk/tkList send their list request once, beside the entry, and show rows',
    async run({ page, context }) {
      await loginAs(page, ACCOUNTS.employee);
      // The list opens on the remembered search: one is made first (it lands in localStorage).
      await searchFlights(page, { from: '上海', to: '北京', dep: chinaDate(7) });

      const orders = await coldLoad(context, '/allorder', '/obt/allOrderList', async (tab) => {
        // React's rows (the HTML first screen shows rows from the early answer before the entry has even started).
        const row = tab.locator('.taro_page .orders__item').filter({ visible: true }).first();
        await row.waitFor({ state: 'visible', timeout: 20_000 }).catch(async () => {
          throw new Error(`no orders listed; the page shows: ${JSON.stringify(await visibleText(tab))}`);
        });
      });
      expectEarlyOnce(orders, '/allorder');

      const flights = await coldLoad(context, '/tk/tkList', '/obt/flight/v3/shopping/queryFlight', waitForFlights);
      expectEarlyOnce(flights, '/tk/tkList');
    },
  },
];
