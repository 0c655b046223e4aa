/** message/list, message/read, message/readAll and message/counts. */
import type { FastifyInstance } from 'fastify';
import type { MessageItem, MessageListRequest, MessageReadRequest } from '../../../../src/api/contract/message';
import type { MessageCounts, MessageReadAllRequest, MessageReadAllResult } from '../../../../src/api/contract/notice';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import type { TextPart } from '../../../../src/i18n/textParts';
import { EMPTY_BODY, PAGE_DATA, PAGE_PROPS, arr, bool, flag, int, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { messageService } from './service';

/** A text cut into wording and data (the serializer drops what the schema does not name). */
const textParts = arr(obj<TextPart>({ text: str(), data: bool() }));

const listSchema = {
  summary: "The employee's messages, newest first",
  body: obj<MessageListRequest>({ ...PAGE_PROPS, yycj: oneOf([1, 2]), isRead: flag() }),
  response: reply(
    PAGE_DATA,
    obj<MessageItem>({
      id: str(),
      yycj: oneOf([1, 2]),
      title: str(),
      content: str(),
      invoiceId: str(),
      orderId: str(),
      orderType: int(),
      workItemId: str(),
      isRead: flag(),
      createdAt: str(),
      titleParts: textParts,
      contentParts: textParts,
    }),
  ),
};

const readSchema = {
  summary: 'Mark one of my messages read',
  body: obj<MessageReadRequest>({ id: str({ minLength: 1, maxLength: 64 }) }, ['id']),
  response: reply(),
};

const readAllSchema = {
  summary: 'Mark all my unread messages read (of one kind when yycj is given)',
  body: obj<MessageReadAllRequest>({ yycj: oneOf([1, 2]) }),
  response: reply(obj<MessageReadAllResult>({ updated: int() })),
};

const countsSchema = {
  summary: 'My messages by kind (yycj 1 order, 2 approval): unread and all',
  body: EMPTY_BODY,
  response: reply(
    obj<MessageCounts>({ orderUnread: int(), orderTotal: int(), approvalUnread: int(), approvalTotal: int() }),
  ),
};

export async function messageRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const messages = messageService(opts.ctx);

  app.post<{ Body: MessageListRequest }>('/obt/message/list', { schema: listSchema }, async (req) => {
    const { list, page } = await messages.list(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });

  app.post<{ Body: MessageReadRequest }>('/obt/message/read', { schema: readSchema }, async (req) => {
    await messages.read(authOf(req), req.body.id);
    return ok();
  });

  app.post<{ Body: MessageReadAllRequest }>('/obt/message/readAll', { schema: readAllSchema }, async (req) =>
    ok<MessageReadAllResult>({ updated: await messages.readAll(authOf(req), req.body.yycj) }),
  );

  app.post('/obt/message/counts', { schema: countsSchema }, async (req) => ok(await messages.counts(authOf(req))));
}
