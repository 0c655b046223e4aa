import { chromium } from 'playwright-core';
import { ACCOUNTS, loginAs } from './lib/helpers.mjs';
import { chinaDate } from './lib/flight.mjs';
import { chooseStay, openProtocolHotels, allPlans, planFacts, hotelRows } from './lib/hotel.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:37999', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
const page = await context.newPage();
try {
  await loginAs(page, ACCOUNTS.employee);
  await chooseStay(page, chinaDate(3), chinaDate(5));
  const rows = await openProtocolHotels(page);
  console.log('rows', await rows.count());
  for (let i = 0; i < await rows.count(); i++) console.log(await rows.nth(i).getAttribute('data-testid'), (await rows.nth(i).innerText()).replace(/\s+/g, ' ').slice(0, 80));
  await page.mouse.wheel(0, 4000); await page.waitForTimeout(1500); console.log('after scroll', await rows.count());
  throw new Error("stop");
  const plans = await allPlans(page);
  console.log('plans', await plans.count());
  for (let i = 0; i < await plans.count(); i++) console.log(JSON.stringify(await planFacts(plans.nth(i))));
} catch (e) { console.log('ERR', e.message); }
await browser.close();
