/**
 * /allorder's HTML first screen (issue 17; src/pages/allorder/firstScreenPart.ts) is what the real page renders on
 * a cold load: the status tabs, the filter and lookup lines with their texts, and — from the same list answer — the
 * first screen's rows: the same element tree, class names and texts as React's rows (title, status tag, line,
 * number, amount, the action bars), row by row, in both languages. The boxes are compared in a real browser by
 * test/perf/firstScreen.mjs. If the row or the head changes without its first screen, this fails.
 */
jest.mock('../../../src/api/orders', () => ({
  allOrderList: jest.fn(),
  orderLookupByNumber: jest.fn(),
  orderDetail: jest.fn(),
}));
jest.mock('../../../src/app/afterPaint', () => jest.requireActual('../support/heldPaint').heldAfterPaint);

import * as api from '../../../src/api/orders';
import type { OrderListItem } from '../../../src/api/contract/orders';
import AllOrderPage from '../../../src/pages/allorder/index';
import * as part from '../../../src/pages/allorder/firstScreenPart';
import { firstScreenOrderRows } from '../../../src/pages/allorder/firstScreen';
import { withTexts } from '../../../src/boot/firstScreenPart';
import { orderStatusKey } from '../../../src/components/order/statusKey';
import { statusKey } from '../../../src/app/statusLabel';
import { textsTranslate } from '../../../src/boot/firstScreenStarter';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import * as ordersPart from '../../../src/i18n/parts/orders';
import * as payActionsPart from '../../../src/i18n/parts/payActions';
import { designToPx, windowHeightPx } from '../../../src/components/WindowedList/units';
import { render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';
import { expectPageMatches } from '../support/htmlFirstScreen';
import { paint } from '../support/heldPaint';

const allOrderList = api.allOrderList as jest.Mock;
const ROUTE = '/allorder';

function order(i: number, over: Partial<OrderListItem>): OrderListItem {
  return {
    id: `o${i}`,
    orderNo: `NO${1000 + i}`,
    orderType: 11007,
    productType: 0,
    orderStatus: 'confirmed',
    statusGroup: 'done',
    transferFlag: 0,
    isShowGuarantee: 0,
    title: `订单${i}`,
    travelDate: '2026-12-04',
    travellerNames: ['张三'],
    bookerName: '张三',
    amount: 388,
    createdAt: '2026-11-20 10:00:00',
    ...over,
  };
}

/**
 * Every shape a row takes: with a pay and cancel bar, with the approval button and cancel, without actions, with a
 * violation reason, several travellers, no title, an unknown status, an amount that is not one, markup in data.
 */
const ORDERS: OrderListItem[] = [
  order(1, { orderStatus: 'awaitingPayment', statusGroup: 'toPay', amount: 1627.5 }),
  order(2, { orderStatus: 'awaitingSubmission', statusGroup: 'approval', violationReason: '会议需要' }),
  order(3, { travellerNames: ['张三', '李四', 'Wang Wu'], title: '<b>&"北京-上海"</b>' }),
  order(4, { title: '', orderStatus: 'cancelled', statusGroup: 'closed', amount: 0 }),
  order(5, { orderStatus: 'somethingNew', statusGroup: 'processing', amount: 12345678.9 }),
  order(6, { orderStatus: 'inApproval', statusGroup: 'approval' }),
  order(7, {}),
];

const textsOf = (locale: 'zh-CN' | 'en-US') =>
  locale === 'en-US'
    ? { ...enUS, ...ordersPart.en, ...payActionsPart.en }
    : { ...zhCN, ...ordersPart.zh, ...payActionsPart.zh };

const ctx: FirstCallContext = { query: {}, stored: () => null, now: Date.now(), locale: 'zh-CN' };

/** An element tree as names, the classes, `translate` and texts (no ids, roles, handlers). */
function tree(el: Element): string {
  const attrs = [`class="${[...el.classList].sort().join(' ')}"`];
  if (el.hasAttribute('translate')) attrs.push(`translate="${el.getAttribute('translate')}"`);
  const children = [...el.childNodes]
    .map((n) =>
      n.nodeType === Node.TEXT_NODE ? n.textContent : n.nodeType === Node.ELEMENT_NODE ? tree(n as Element) : '',
    )
    .join('');
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children}</${el.tagName.toLowerCase()}>`;
}

const size = { w: window.innerWidth, h: window.innerHeight };
beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  // Lighthouse's phone (Moto G Power).
  Object.assign(window, { innerWidth: 412, innerHeight: 823 });
});
afterEach(() => {
  Object.assign(window, { innerWidth: size.w, innerHeight: size.h });
  document.body.innerHTML = '';
});

async function mountPage(locale: 'zh-CN' | 'en-US') {
  allOrderList.mockReturnValue(
    Promise.resolve({ code: 1, data: { total: ORDERS.length, pageNum: 1, count: 10, createdBefore: 1 }, list: ORDERS }),
  );
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  store.ui.setLocale(locale);
  const view = await render(
    <StoreProvider store={store}>
      <AllOrderPage />
    </StoreProvider>,
  );
  await settle();
  for (let i = 0; i < 10 && view.container.querySelectorAll('.orders__item').length === 0; i += 1) await paint();
  return view.container;
}

function htmlRows(locale: 'zh-CN' | 'en-US', answer: { status: number; data: unknown }): HTMLElement[] | null {
  const viewport = { height: windowHeightPx(), designToPx };
  const markup = part.firstScreenRows[ROUTE](answer, ctx, textsTranslate(textsOf(locale)), viewport);
  if (!markup) return null;
  const holder = document.createElement('div');
  holder.innerHTML = markup.join('');
  return [...holder.children] as HTMLElement[];
}

const ANSWER = { status: 200, data: { code: 1, data: { total: ORDERS.length }, list: ORDERS } };

describe.each(['zh-CN', 'en-US'] as const)('/allorder first screen (%s)', (locale) => {
  it("the tabs, filter line and lookup line are the page's, with its texts", async () => {
    const container = await mountPage(locale);
    const texts = textsOf(locale);
    expectPageMatches(
      container,
      part.firstScreens[ROUTE](),
      locale === 'en-US' ? ordersPart.en : ordersPart.zh,
      locale,
    );
    // The lookup field's placeholder as the part writes it in (index.html's texts do not have it).
    const html = document.createElement('div');
    html.innerHTML = withTexts(part.firstScreens[ROUTE](), textsTranslate(texts));
    expect(html.querySelector('input')!.getAttribute('placeholder')).toBe(texts['orders.lookup.placeholder']);
    expect(container.querySelector('input.orders__lookup-input')!.getAttribute('placeholder')).toBe(
      texts['orders.lookup.placeholder'],
    );
    expect(part.firstScreenValues[ROUTE](ctx, textsTranslate(texts))).toEqual({});
  });

  it("the first screen's rows are React's rows: element tree, classes and texts, row by row", async () => {
    const container = await mountPage(locale);
    const html = htmlRows(locale, ANSWER)!;
    const react = [...container.querySelectorAll('.obt-list > .orders__item')];
    // The rows React renders first on this phone (six), each standing for React's at its place.
    expect(firstScreenOrderRows()).toBe(6);
    expect(html).toHaveLength(6);
    expect(react.length).toBeGreaterThanOrEqual(6);
    html.forEach((row, i) => expect([i, tree(row)]).toEqual([i, tree(react[i])]));
    // Every element the drift check measures has its React counterpart.
    for (const row of html) {
      for (const el of row.querySelectorAll('[data-fs]')) {
        const fs = el.getAttribute('data-fs')!;
        expect([fs, container.querySelector(fs) !== null]).toEqual([fs, true]);
      }
    }
    // The shapes are there: both action bars, a row without, data kept from translators and escaped.
    expect(html[0].querySelectorAll('[data-action]')).toHaveLength(2);
    expect(html[1].querySelector('[data-action=approval]')).not.toBeNull();
    expect(html[2].querySelector('.orders__actions')).toBeNull();
    expect(html[2].querySelector('.orders__item-title')!.textContent).toBe('<b>&"北京-上海"</b>');
    expect(html[2].querySelector('.orders__item-title')!.getAttribute('translate')).toBe('no');
  });
});

it('until the rows come, their holder holds a hidden row with text in every font a row sets', () => {
  const first = document.createElement('div');
  first.innerHTML = withTexts(part.firstScreens[ROUTE](), textsTranslate(textsOf('zh-CN')));
  const warm = [...first.querySelector('[data-rows]')!.children] as HTMLElement[];
  expect(warm).toHaveLength(1);
  expect(warm[0].style.visibility).toBe('hidden');
  expect(warm[0].getAttribute('aria-hidden')).toBe('true');
  // The classes of every element a row sets text in (the status tag's colour aside), each with text in the warm row.
  const texted = (root: Element) =>
    new Set(
      [...root.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .map((el) =>
          [...el.classList]
            .filter((c) => !c.startsWith('obt-status--'))
            .sort()
            .join(' '),
        ),
    );
  const rows = new Set(htmlRows('zh-CN', ANSWER)!.flatMap((row) => [...texted(row)]));
  expect(rows.size).toBeGreaterThan(5);
  expect([...rows].filter((classes) => !texted(warm[0]).has(classes))).toEqual([]);
});

it('no rows for a failed, refused or empty answer (React shows its own states)', () => {
  expect(htmlRows('zh-CN', { status: 500, data: ANSWER.data })).toBeNull();
  expect(htmlRows('zh-CN', { status: 200, data: { code: 100, tips: '未登录' } })).toBeNull();
  expect(htmlRows('zh-CN', { status: 200, data: { code: 1, data: { total: 0 }, list: [] } })).toBeNull();
  expect(htmlRows('zh-CN', { status: 200, data: '<html>gateway</html>' })).toBeNull();
  // A short window: only the rows React renders first.
  const t = textsTranslate(textsOf('zh-CN'));
  const short = { height: 200, designToPx: (d: number) => d / 2 };
  expect(part.firstScreenRows[ROUTE](ANSWER, ctx, t, short)).toHaveLength(1);
});

it("the rows' status key (pure, no dictionaries) is the app's for every status of the dictionaries and an unknown one", () => {
  const statuses = Object.keys(zhCN)
    .filter((key) => key.startsWith('status.'))
    .map((key) => key.slice('status.'.length));
  expect(statuses.length).toBeGreaterThan(20);
  for (const status of [...statuses, 'somethingNew', '']) {
    expect([status, orderStatusKey(status)]).toEqual([status, statusKey(status)]);
  }
});
