/**
 * Company notices of the session's employee (SPEC §7 Notices): lists (all, by kind, by read state, read ones),
 * the detail, idempotent reading and counts. A notice of another company or department is 'not found'.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { NoticeCounts, NoticeDetail, NoticeItem } from '../../../../src/api/contract/notice';
import { notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { type NoticeFilter, type NoticeScope, noticesRepository } from './repository';

const SUMMARY_LENGTH = 60;

interface Row {
  id: string;
  title: string;
  content: string;
  msg_type: number;
  product_type: number;
  published_at: number;
  read_at: number | null;
}

/** First non-empty line, shortened with an ellipsis. */
export function summaryOf(content: string): string {
  const line = content.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const text = line.trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;
}

function toDetail(r: Row): NoticeDetail {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    msgType: r.msg_type,
    productType: r.product_type,
    isRead: r.read_at === null ? 0 : 1,
    publishedAt: chinaDateTime(Number(r.published_at)),
  };
}

function toItem(r: Row): NoticeItem {
  const { content, ...rest } = toDetail(r);
  return { ...rest, summary: summaryOf(content) };
}

export function noticesService(ctx: AppContext) {
  const repo = noticesRepository(ctx.db);
  const scopeOf = (auth: AuthInfo): NoticeScope => ({
    corpId: auth.corpId,
    deptId: auth.deptId,
    empId: auth.empId,
    nowMs: ctx.now().getTime(),
  });

  return {
    async list(
      auth: AuthInfo,
      req: { pageNum?: number; count?: number },
      f: NoticeFilter,
    ): Promise<{ list: NoticeItem[]; page: PageData }> {
      const page = toPage(req);
      const scope = scopeOf(auth);
      const [rows, total] = await Promise.all([repo.list(scope, f, page.offset, page.count), repo.count(scope, f)]);
      return { list: rows.map(toItem), page: pageData(page, total) };
    },

    async detail(auth: AuthInfo, id: string): Promise<NoticeDetail> {
      const row = await repo.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return toDetail(row);
    },

    /** Marks a notice read for me; reading it again changes nothing. */
    async read(auth: AuthInfo, id: string): Promise<void> {
      const scope = scopeOf(auth);
      if (!(await repo.find(scope, id))) throw notFound();
      await repo.markRead(id, auth.empId, scope.nowMs);
    },

    async counts(auth: AuthInfo): Promise<NoticeCounts> {
      const scope = scopeOf(auth);
      const [unread, read] = await Promise.all([repo.count(scope, { isRead: 0 }), repo.count(scope, { isRead: 1 })]);
      return { unread, read, total: unread + read };
    },
  };
}
