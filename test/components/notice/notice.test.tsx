/**
 * Notices and the message hub (SPEC §2 /noticeList, /userCenter/noticeDetail/:id?, /userCenter/message): opening a
 * notice reads it and opens its detail; the detail reads an unread notice; the hub shows unread counts by kind and
 * 'mark all read' drops them. The API is faked at the module boundary.
 */
jest.mock('../../../src/api/notices', () => ({
  recipientGgtz: jest.fn(),
  findGgtzReadCount: jest.fn(),
  readGgtz: jest.fn(),
  getTzContent: jest.fn(),
  messageCounts: jest.fn(),
  messageReadAll: jest.fn(),
  messageList: jest.fn(),
  messageRead: jest.fn(),
}));

import * as noticesApi from '../../../src/api/notices';
import type { MessageCounts, MessageItem, NoticeItem } from '../../../src/api/contract';
import type { TextPart } from '../../../src/i18n/textParts';
import NoticeListPage from '../../../src/pages/noticeList/index';
import MessageHubPage from '../../../src/pages/userCenter/message/index';
import NoticeDetailPage from '../../../src/packages/message/pages/noticeDetail/index';
import OrderMessagesPage from '../../../src/packages/message/pages/message/order/index';
import MessagePage from '../../../src/pages/message/index';
import { byTestId, click, settle } from '../support/render';
import { recorded } from '../support/taro';
import { ok, page, setUp, show, tearDown } from '../people/fixtures';

const api = noticesApi as unknown as Record<string, jest.Mock>;

const notice = (over: Partial<NoticeItem> = {}): NoticeItem => ({
  id: 'n1',
  title: '差旅费用报销新规',
  summary: '各位同事：',
  msgType: 1,
  productType: 0,
  isRead: 0,
  publishedAt: '2026-03-01 10:00:00',
  ...over,
});

const message = (over: Partial<MessageItem> = {}): MessageItem => ({
  id: 'm1',
  yycj: 1,
  title: '出票成功',
  content: '订单 T1：北京-上海',
  orderId: 'o1',
  orderType: 11001,
  workItemId: '',
  isRead: 0,
  createdAt: '2026-03-01 10:00:00',
  ...over,
});

/** 'Order {orderNo}: {title}' as message/list cuts it for an English reader. */
const ENGLISH_PARTS: TextPart[] = [
  { text: 'Order ' },
  { text: 'T1', data: true },
  { text: ': ' },
  { text: '北京-上海', data: true },
];

async function waitForPreview(container: HTMLElement, testId: string): Promise<void> {
  for (let i = 0; i < 10 && !byTestId(container, testId)?.textContent; i += 1) await settle();
}

beforeEach(setUp);
afterEach(tearDown);

describe('/noticeList', () => {
  it('marks unread notices, and opening one reads it, drops the count and opens its detail', async () => {
    api.recipientGgtz!.mockImplementation(() => page([notice(), notice({ id: 'n2', title: '已读公告', isRead: 1 })]));
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 1, read: 1, total: 2 }));
    api.readGgtz!.mockImplementation(() => ok(undefined));
    const { container } = await show(<NoticeListPage />);

    expect(byTestId(container, 'notice-unread')?.textContent).toContain('1');
    expect(byTestId(container, 'notice-n1')?.querySelector('.notices__dot')).not.toBeNull();
    expect(byTestId(container, 'notice-n2')?.querySelector('.notices__dot')).toBeNull();

    await click(byTestId(container, 'notice-n1'));
    await settle();
    expect(api.readGgtz).toHaveBeenCalledWith({ id: 'n1' });
    expect(byTestId(container, 'notice-n1')?.querySelector('.notices__dot')).toBeNull();
    expect(byTestId(container, 'notice-unread')).toBeNull();
    expect(recorded.navigations.at(-1)?.url).toContain('noticeDetail');
    expect(recorded.navigations.at(-1)?.url).toContain('n1');

    // Reading an already read notice asks nothing.
    await click(byTestId(container, 'notice-n2'));
    expect(api.readGgtz).toHaveBeenCalledTimes(1);
  });

  it('marks the notice title and summary as data (translate="no"), the unread mark\'s name outside it', async () => {
    api.recipientGgtz!.mockImplementation(() => page([notice()]));
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 1, read: 0, total: 1 }));
    const { container } = await show(<NoticeListPage />);

    const item = byTestId(container, 'notice-n1');
    const data = [...(item?.querySelectorAll('[translate="no"]') ?? [])].map((e) => e.textContent);
    expect(data).toEqual(['差旅费用报销新规', '各位同事：']);
    const dot = item?.querySelector('.notices__dot');
    expect(dot?.getAttribute('aria-label')).toBeTruthy();
    expect(dot?.closest('[translate="no"]')).toBeNull();
  });

  it('filters by read state', async () => {
    api.recipientGgtz!.mockImplementation(() => page([]));
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 0, read: 0, total: 0 }));
    const { container } = await show(<NoticeListPage />);
    await click(byTestId(container, 'notice-filter-unread'));
    await settle();
    expect(api.recipientGgtz).toHaveBeenLastCalledWith(expect.objectContaining({ status: 0, pageNum: 1 }));
    await click(byTestId(container, 'notice-filter-read'));
    await settle();
    expect(api.recipientGgtz).toHaveBeenLastCalledWith(expect.objectContaining({ status: 1 }));
  });
});

describe('/userCenter/noticeDetail/:id?', () => {
  it('shows the content with its line breaks and reads an unread notice', async () => {
    api.getTzContent!.mockImplementation(() => ok({ ...notice(), content: '第一行\n第二行', summary: undefined }));
    api.readGgtz!.mockImplementation(() => ok(undefined));
    const { container } = await show(<NoticeDetailPage />, { id: 'n1' });
    expect(api.getTzContent).toHaveBeenCalledWith({ id: 'n1' });
    expect(byTestId(container, 'notice-content')?.textContent).toBe('第一行\n第二行');
    // The company's own words are data: browser translators and the en-US check leave them alone.
    expect(byTestId(container, 'notice-content')?.getAttribute('translate')).toBe('no');
    expect(container.textContent).toContain('2026-03-01 10:00:00');
    expect(api.readGgtz).toHaveBeenCalledWith({ id: 'n1' });
  });
});

describe('/userCenter/message', () => {
  it('shows unread counts by kind, links to the lists and marks all read', async () => {
    let counts: MessageCounts = { orderUnread: 2, orderTotal: 3, approvalUnread: 1, approvalTotal: 1 };
    api.messageCounts!.mockImplementation(() => ok(counts));
    api.findGgtzReadCount!.mockImplementation(() => ok({ unread: 4, read: 0, total: 4 }));
    api.messageReadAll!.mockImplementation(() => {
      counts = { ...counts, orderUnread: 0, approvalUnread: 0 };
      return ok({ updated: 3 });
    });
    api.recipientGgtz!.mockImplementation(() => page([notice()]));
    api.messageList!.mockImplementation(() =>
      page([message({ title: 'Order T1: 北京-上海', titleParts: ENGLISH_PARTS } as Partial<MessageItem>)]),
    );
    const { container, store } = await show(<MessageHubPage />);
    const loadCounts = jest.spyOn(store.app, 'loadCounts');

    expect(byTestId(container, 'hub-order-count')?.textContent).toContain('2');
    expect(byTestId(container, 'hub-approval-count')?.textContent).toContain('1');
    expect(byTestId(container, 'hub-notices-count')?.textContent).toContain('4');
    // The newest notice's title is data; the newest order message's wording is not, its route is.
    await waitForPreview(container, 'hub-notices-preview');
    const noticePreview = byTestId(container, 'hub-notices-preview');
    expect(noticePreview?.textContent).toBe('差旅费用报销新规');
    expect(noticePreview?.querySelector('[translate="no"]')?.textContent).toBe('差旅费用报销新规');
    const orderPreview = byTestId(container, 'hub-order-preview');
    expect(orderPreview?.textContent).toBe('Order T1: 北京-上海');
    expect([...(orderPreview?.querySelectorAll('[translate="no"]') ?? [])].map((e) => e.textContent)).toEqual([
      'T1',
      '北京-上海',
    ]);

    await click(byTestId(container, 'hub-order'));
    expect(recorded.navigations.at(-1)?.url).toContain('message/order');
    await click(byTestId(container, 'hub-approval'));
    expect(recorded.navigations.at(-1)?.url).toContain('message/list');

    await click(byTestId(container, 'hub-read-all'));
    await settle();
    expect(api.messageReadAll).toHaveBeenCalledWith({});
    expect(byTestId(container, 'hub-order-count')?.textContent).not.toContain('2');
    expect(byTestId(container, 'hub-approval-count')?.textContent).not.toContain('1');
    expect(loadCounts).toHaveBeenCalled();
  });
});

describe('/userCenter/message/order', () => {
  it('renders the data of a message (order number, route) in translate="no" spans, the wording outside them', async () => {
    api.messageList!.mockImplementation(() =>
      page([message({ content: 'Order T1: 北京-上海', contentParts: ENGLISH_PARTS } as Partial<MessageItem>)]),
    );
    const { container } = await show(<OrderMessagesPage />);
    const content = byTestId(container, 'message-m1')?.querySelector('.message-kind__content');
    expect(content?.textContent).toBe('Order T1: 北京-上海');
    const data = [...(content?.querySelectorAll('[translate="no"]') ?? [])];
    expect(data.map((e) => e.textContent)).toEqual(['T1', '北京-上海']);
    // Without parts (an older server) the text shows as it came.
    api.messageList!.mockImplementation(() => page([message({ id: 'm2', content: '订单 T2：北京-上海' })]));
    const again = await show(<OrderMessagesPage />);
    expect(byTestId(again.container, 'message-m2')?.textContent).toContain('订单 T2：北京-上海');
  });

  it('lists order messages; opening one reads it and opens its order', async () => {
    api.messageList!.mockImplementation(() => page([message()]));
    api.messageRead!.mockImplementation(() => ok(undefined));
    const { container } = await show(<OrderMessagesPage />);
    expect(api.messageList).toHaveBeenCalledWith(expect.objectContaining({ yycj: 1 }));
    expect(byTestId(container, 'message-m1')?.querySelector('.messages__dot')).not.toBeNull();
    await click(byTestId(container, 'message-m1'));
    await settle();
    expect(api.messageRead).toHaveBeenCalledWith({ id: 'm1' });
    expect(recorded.navigations.at(-1)?.url).toContain('tkOrderDetail');
    // The row re-renders read (its read copy replaced it in the list) and the count follows.
    expect(byTestId(container, 'message-m1')?.querySelector('.messages__dot')).toBeNull();
    expect(byTestId(container, 'read-all')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('marks every row read after "mark all read"', async () => {
    api.messageList!.mockImplementation(() =>
      page([message(), message({ id: 'm2' }), message({ id: 'm3', isRead: 1 })]),
    );
    api.messageReadAll!.mockImplementation(() => ok({ updated: 2 }));
    const { container } = await show(<OrderMessagesPage />);
    expect(container.querySelectorAll('.messages__dot')).toHaveLength(2);
    expect(byTestId(container, 'unread-count')?.textContent).toContain('2');
    await click(byTestId(container, 'read-all'));
    await settle();
    expect(api.messageReadAll).toHaveBeenCalledWith({ yycj: 1 });
    expect(container.querySelectorAll('.messages__dot')).toHaveLength(0);
    expect(byTestId(container, 'unread-count')?.textContent).not.toContain('2');
  });
});

describe('/message', () => {
  it('opening an unread message reads it and shows its row read', async () => {
    api.messageList!.mockImplementation(() => page([message(), message({ id: 'm2' })]));
    api.messageRead!.mockImplementation(() => ok(undefined));
    const { container } = await show(<MessagePage />);
    expect(byTestId(container, 'message-m1')?.querySelector('.messages__dot')).not.toBeNull();
    await click(byTestId(container, 'message-m1'));
    await settle();
    expect(api.messageRead).toHaveBeenCalledWith({ id: 'm1' });
    expect(byTestId(container, 'message-m1')?.querySelector('.messages__dot')).toBeNull();
    expect(byTestId(container, 'message-m2')?.querySelector('.messages__dot')).not.toBeNull();
  });
});
