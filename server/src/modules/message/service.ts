/** The employee's messages (order and approval notices), paged, and marking one read. */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { MessageItem, MessageListRequest } from '../../../../src/api/contract/message';
import type { MessageCounts } from '../../../../src/api/contract/notice';
import type { Locale } from '../../i18n/messages';
import type { WithTextParts } from '../../../../src/i18n/textParts';
import { parseParams, renderStored, storedParts } from '../../i18n/stored';
import { notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { messageRepository } from './repository';

export function messageService(ctx: AppContext) {
  const repo = messageRepository(ctx.db);

  return {
    /** A page of my messages, title and body in the reader's language (rows written before keys: as written). */
    async list(
      auth: AuthInfo,
      req: MessageListRequest,
      locale: Locale,
    ): Promise<{ list: (MessageItem & WithTextParts)[]; page: PageData }> {
      const page = toPage(req);
      const f = { corpId: auth.corpId, empId: auth.empId, yycj: req.yycj, isRead: req.isRead };
      const [rows, total] = await Promise.all([repo.list(f, page.offset, page.count), repo.count(f)]);
      const list = rows.map<MessageItem & WithTextParts>((r) => {
        const params = parseParams(r.params_json);
        const part = (name: 'title' | 'content') => JSON.stringify(params[name] ?? {});
        const title = { key: r.title_key, params: part('title'), text: r.title };
        const content = { key: r.content_key, params: part('content'), text: r.content };
        return {
          id: r.id,
          yycj: r.yycj === 2 ? 2 : 1,
          title: renderStored(locale, title, 'message'),
          content: renderStored(locale, content, 'message'),
          // Names, cities, hotels inside the text: shown with translate="no" (absent when the text has none).
          titleParts: storedParts(locale, title, 'message'),
          contentParts: storedParts(locale, content, 'message'),
          invoiceId: r.invoice_id,
          orderId: r.order_id,
          orderType: r.order_type,
          workItemId: r.work_item_id,
          isRead: r.is_read === 1 ? 1 : 0,
          createdAt: chinaDateTime(Number(r.created_at)),
        };
      });
      return { list, page: pageData(page, total) };
    },

    async read(auth: AuthInfo, id: string): Promise<void> {
      if (!(await repo.markRead({ corpId: auth.corpId, empId: auth.empId, id }, ctx.now().getTime()))) throw notFound();
    },

    /** Marks all my unread messages (of one kind when yycj is given) read; answers how many changed. */
    async readAll(auth: AuthInfo, yycj?: 1 | 2): Promise<number> {
      return repo.markAllRead({ corpId: auth.corpId, empId: auth.empId, yycj }, ctx.now().getTime());
    },

    /** My messages by kind: unread and all. */
    async counts(auth: AuthInfo): Promise<MessageCounts> {
      const mine = { corpId: auth.corpId, empId: auth.empId };
      const [orderUnread, orderTotal, approvalUnread, approvalTotal] = await Promise.all([
        repo.count({ ...mine, yycj: 1, isRead: 0 }),
        repo.count({ ...mine, yycj: 1 }),
        repo.count({ ...mine, yycj: 2, isRead: 0 }),
        repo.count({ ...mine, yycj: 2 }),
      ]);
      return { orderUnread, orderTotal, approvalUnread, approvalTotal };
    },
  };
}
