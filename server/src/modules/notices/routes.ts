/**
 * Company notices (SPEC §7 Notices): allGgTz, findGgtzByMsgType, recipientGgtz, findGgtzRead (lists),
 * getTzContent (detail), readGgtz (mark read), findGgtzReadCount and ggtz/counts (counts).
 */
import type { FastifyInstance } from 'fastify';
import type {
  NoticeByTypeRequest,
  NoticeCounts,
  NoticeDetail,
  NoticeIdRequest,
  NoticeItem,
  NoticeListRequest,
  RecipientGgtzRequest,
} from '../../../../src/api/contract/notice';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { EMPTY_BODY, PAGE_DATA, PAGE_PROPS, flag, int, obj, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { noticesService } from './service';

const ITEM = obj<NoticeItem>({
  id: str(),
  title: str(),
  summary: str(),
  msgType: int(),
  productType: int(),
  isRead: flag(),
  publishedAt: str(),
});

const DETAIL = obj<NoticeDetail>({
  id: str(),
  title: str(),
  content: str(),
  msgType: int(),
  productType: int(),
  isRead: flag(),
  publishedAt: str(),
});

const COUNTS = obj<NoticeCounts>({ unread: int(), read: int(), total: int() });

const MSG_TYPE = int({ minimum: 0, maximum: 999 });
const ID_BODY = obj<NoticeIdRequest>({ id: str({ minLength: 1, maxLength: 64 }) }, ['id']);

const allSchema = {
  summary: 'My company notices, newest first',
  body: obj<NoticeListRequest>({ ...PAGE_PROPS, msgType: MSG_TYPE }),
  response: reply(PAGE_DATA, ITEM),
};

const readListSchema = {
  summary: 'My company notices that I have read, newest first',
  body: obj<NoticeListRequest>({ ...PAGE_PROPS, msgType: MSG_TYPE }),
  response: reply(PAGE_DATA, ITEM),
};

const byTypeSchema = {
  summary: 'My company notices of one kind',
  body: obj<NoticeByTypeRequest>({ ...PAGE_PROPS, msgType: MSG_TYPE }, ['msgType']),
  response: reply(PAGE_DATA, ITEM),
};

const recipientSchema = {
  summary: 'My company notices by read state (status 0 unread, 1 read)',
  body: obj<RecipientGgtzRequest>({ ...PAGE_PROPS, status: flag() }),
  response: reply(PAGE_DATA, ITEM),
};

const contentSchema = {
  summary: 'One notice addressed to me',
  body: ID_BODY,
  response: reply(DETAIL),
};

const readSchema = {
  summary: 'Mark a notice read (idempotent)',
  body: ID_BODY,
  response: reply(),
};

const countSchema = {
  summary: 'My notices by read state',
  body: EMPTY_BODY,
  response: reply(COUNTS),
};

export async function noticesRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const notices = noticesService(opts.ctx);

  app.post<{ Body: NoticeListRequest }>('/obt/allGgTz', { schema: allSchema }, async (req) => {
    const { list, page } = await notices.list(authOf(req), req.body, { msgType: req.body.msgType });
    return okPage(list, page);
  });

  app.post<{ Body: NoticeListRequest }>('/obt/findGgtzRead', { schema: readListSchema }, async (req) => {
    const { list, page } = await notices.list(authOf(req), req.body, { msgType: req.body.msgType, isRead: 1 });
    return okPage(list, page);
  });

  app.post<{ Body: NoticeByTypeRequest }>('/obt/findGgtzByMsgType', { schema: byTypeSchema }, async (req) => {
    const { list, page } = await notices.list(authOf(req), req.body, { msgType: req.body.msgType });
    return okPage(list, page);
  });

  app.post<{ Body: RecipientGgtzRequest }>('/obt/recipientGgtz', { schema: recipientSchema }, async (req) => {
    const { list, page } = await notices.list(authOf(req), req.body, { isRead: req.body.status });
    return okPage(list, page);
  });

  app.post<{ Body: NoticeIdRequest }>('/obt/getTzContent', { schema: contentSchema }, async (req) =>
    ok(await notices.detail(authOf(req), req.body.id)),
  );

  app.post<{ Body: NoticeIdRequest }>('/obt/readGgtz', { schema: readSchema }, async (req) => {
    await notices.read(authOf(req), req.body.id);
    return ok();
  });

  app.post('/obt/findGgtzReadCount', { schema: countSchema }, async (req) => ok(await notices.counts(authOf(req))));
  app.post('/obt/ggtz/counts', { schema: countSchema }, async (req) => ok(await notices.counts(authOf(req))));
}
