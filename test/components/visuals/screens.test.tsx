/**
 * Issue 15 visuals: empty states with an illustration and an action; the tab bar and home tiles drawn with the icon
 * set (no glyph text); the message list with an icon per kind and a one-line preview; the message hub with icons and
 * the newest title of each kind; the user centre's avatar. The API is faked at the module boundary.
 */
jest.mock('../../../src/api/notices', () => ({
  messageList: jest.fn(),
  messageRead: jest.fn(),
  messageCounts: jest.fn(),
  messageReadAll: jest.fn(),
  findGgtzReadCount: jest.fn(),
  recipientGgtz: jest.fn(),
}));

import { act } from 'react';
import { runInAction } from 'mobx';
import * as noticesApi from '../../../src/api/notices';
import type { MessageItem } from '../../../src/api/contract';
import { EmptyState } from '../../../src/components/EmptyState';
import { DashboardTabs } from '../../../src/components/DashboardTabs';
import { mail } from '../../../src/components/Icon/icons';
import HomePage from '../../../src/pages/home/index';
import MessagePage from '../../../src/pages/message/index';
import MessageHubPage from '../../../src/pages/userCenter/message/index';
import UserCenterPage from '../../../src/pages/userCenter/index';
import { byTestId, click, render, settle } from '../support/render';
import { ok, page, setUp, show, tearDown } from '../people/fixtures';

const api = noticesApi as unknown as Record<string, jest.Mock>;

const message = (over: Partial<MessageItem> = {}): MessageItem => ({
  id: 'm1',
  yycj: 1,
  title: '出票成功',
  content: '订单 T1：北京-上海 CA1501 已出票，请按时登机。',
  orderId: 'o1',
  orderType: 11001,
  workItemId: '',
  isRead: 0,
  createdAt: '2026-03-01 10:00:00',
  ...over,
});

/** The drawing of an icon element: its paths' data, to tell which icon is shown. */
const drawing = (el: Element | null | undefined) =>
  Array.from(el?.querySelectorAll('path') ?? []).map((p) => p.getAttribute('d'));

beforeEach(setUp);
afterEach(tearDown);

describe('EmptyState', () => {
  it('shows a decorative illustration, the text as the status, and the action that runs its handler', async () => {
    const onAction = jest.fn();
    const { container } = await render(
      <EmptyState text="暂无消息" icon={mail} actionText="刷新" onAction={onAction} />,
    );
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('暂无消息刷新');
    const art = byTestId(container, 'empty-art')!;
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect(drawing(art.querySelector('svg'))).toEqual([...mail]);
    const action = byTestId(container, 'empty-action')!;
    expect(action.getAttribute('role')).toBe('button');
    expect(action.getAttribute('tabindex')).toBe('0');
    await click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('offers no action without a handler, and draws the empty tray by default', async () => {
    const { container } = await render(<EmptyState text="暂无数据" actionText="刷新" />);
    expect(byTestId(container, 'empty-action')).toBeNull();
    expect(byTestId(container, 'empty-art')?.querySelector('svg')).not.toBeNull();
  });
});

describe('tab bar and home', () => {
  it('tabs show an icon (hidden from screen readers) and their label, no glyph characters', async () => {
    const { container } = await show(<DashboardTabs current="/message" />);
    const tabs = Array.from(container.querySelectorAll('[role="tab"]'));
    expect(tabs).toHaveLength(6);
    for (const tab of tabs) {
      const svg = tab.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(tab.textContent).toMatch(/^[\u4e00-\u9fffA-Za-z]+$/);
    }
    expect(byTestId(container, 'tab-message')?.textContent).toBe('消息');
    // The active tab's icon is drawn in the theme colour (mini-programs cannot take it from CSS).
    expect(byTestId(container, 'tab-message')?.querySelector('svg')?.getAttribute('stroke')).toMatch(/^#/);
    expect(byTestId(container, 'tab-home')?.querySelector('svg')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('every product tile and entry row carries a drawn icon', async () => {
    const { container } = await show(<HomePage />);
    await settle();
    const tiles = Array.from(container.querySelectorAll('[data-product]'));
    expect(tiles.length).toBeGreaterThan(0);
    const drawings = tiles.map((tile) => drawing(tile.querySelector('svg')).join('|'));
    for (const d of drawings) expect(d).not.toBe('');
    // One drawing per product.
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(byTestId(container, 'home-notices')?.querySelectorAll('svg')).toHaveLength(2);
  });
});

describe('/message', () => {
  it('each row has the icon of its kind and a one-line preview; the empty list offers to refresh', async () => {
    api.messageList!.mockImplementation(() =>
      page([
        message(),
        message({ id: 'm2', title: '入住确认', orderType: 11007, isRead: 1 }),
        message({ id: 'm3', yycj: 2, title: '待审批', orderType: 11001, workItemId: 'w1' }),
      ]),
    );
    const { container } = await show(<MessagePage />);
    await settle();
    const icon = (id: string) => drawing(byTestId(container, `message-${id}`)?.querySelector('.messages__icon svg'));
    // Flight, hotel and approval messages: three different drawings.
    expect(new Set([icon('m1').join(), icon('m2').join(), icon('m3').join()]).size).toBe(3);
    const row = byTestId(container, 'message-m1')!;
    expect(row.querySelector('.messages__preview')?.textContent).toBe(message().content);
    expect(row.querySelector('.messages__dot')?.getAttribute('aria-label')).toBe('未读');
    expect(byTestId(container, 'message-m2')?.querySelector('.messages__dot')).toBeNull();
    // A link Tab reaches (issue 15 keyboard access).
    expect(row.getAttribute('role')).toBe('link');
    expect(row.getAttribute('tabindex')).toBe('0');
  });

  it('an empty list shows the illustration and a refresh that asks again', async () => {
    api.messageList!.mockImplementation(() => page([]));
    const { container } = await show(<MessagePage />);
    await settle();
    expect(byTestId(container, 'empty-art')).not.toBeNull();
    expect(byTestId(container, 'empty-action')?.textContent).toBe('刷新');
    const calls = api.messageList!.mock.calls.length;
    await click(byTestId(container, 'empty-action'));
    expect(api.messageList!.mock.calls.length).toBe(calls + 1);
  });
});

describe('/userCenter/message', () => {
  it('rows show their icon and the newest title of their kind (or that there is none)', async () => {
    api.messageCounts!.mockImplementation(() =>
      ok({ orderUnread: 1, orderTotal: 3, approvalUnread: 0, approvalTotal: 0 }),
    );
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 0, read: 1, total: 1 }));
    api.messageList!.mockImplementation((req: { yycj?: number }) =>
      page(req.yycj === 1 ? [message({ title: '出票成功 CA1501' })] : []),
    );
    api.recipientGgtz!.mockImplementation(() =>
      page([{ id: 'n1', title: '差旅新规', summary: '', msgType: 1, productType: 0, isRead: 1, publishedAt: '' }]),
    );
    const { container } = await show(<MessageHubPage />);
    await settle();
    expect(byTestId(container, 'hub-order-preview')?.textContent).toBe('出票成功 CA1501');
    expect(byTestId(container, 'hub-approval-preview')?.textContent).toBe('暂无消息');
    expect(byTestId(container, 'hub-notices-preview')?.textContent).toBe('差旅新规');
    for (const id of ['order', 'approval', 'notices']) {
      // The kind's icon and the chevron, both decorative (the row's text names it).
      const svgs = Array.from(byTestId(container, `hub-${id}`)?.querySelectorAll('svg') ?? []);
      expect(svgs).toHaveLength(2);
      for (const svg of svgs) expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('a failed preview leaves the counts standing and claims nothing about the messages', async () => {
    api.messageCounts!.mockImplementation(() =>
      ok({ orderUnread: 2, orderTotal: 3, approvalUnread: 0, approvalTotal: 0 }),
    );
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 0, read: 0, total: 0 }));
    api.messageList!.mockImplementation(() => Promise.reject(new Error('offline')));
    api.recipientGgtz!.mockImplementation(() => Promise.reject(new Error('offline')));
    const { container } = await show(<MessageHubPage />);
    await settle();
    expect(byTestId(container, 'hub-order-count')?.textContent).toContain('2');
    expect(byTestId(container, 'hub-order-preview')?.textContent).toBe('');
  });
});

describe('/userCenter', () => {
  it('shows the initials avatar beside the name, hidden from screen readers', async () => {
    const { container, store } = await show(<UserCenterPage />);
    expect(byTestId(container, 'user-avatar')?.textContent).toBe('张三');
    // A longer name: the given name (the page reloads the user on show, so rename after that).
    await act(async () => {
      runInAction(() => {
        const info = store.session.userInfo!;
        store.session.userInfo = { ...info, empInfo: { ...info.empInfo, empName: '欧阳娜娜' } };
      });
    });
    const avatar = byTestId(container, 'user-avatar')!;
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.textContent).toBe('娜娜');
    // Initials are the person's name: data, kept from browser translators and the en-US check.
    expect(avatar.querySelector('[translate="no"]')?.textContent).toBe('娜娜');
    // The entry rows end in a drawn chevron, not a glyph.
    const entry = byTestId(container, 'entry-message');
    expect(entry?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(entry?.textContent).toBe('消息中心');
  });
});
