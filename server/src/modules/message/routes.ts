/** message/list and message/read. */
import type { FastifyInstance } from 'fastify';
import type { MessageItem, MessageListRequest, MessageReadRequest } from '../../../../src/api/contract/message';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { PAGE_DATA, PAGE_PROPS, flag, int, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { messageService } from './service';

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
      orderId: str(),
      orderType: int(),
      workItemId: str(),
      isRead: flag(),
      createdAt: str(),
    }),
  ),
};

const readSchema = {
  summary: 'Mark one of my messages read',
  body: obj<MessageReadRequest>({ id: str({ minLength: 1, maxLength: 64 }) }, ['id']),
  response: reply(),
};

export async function messageRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const messages = messageService(opts.ctx);

  app.post<{ Body: MessageListRequest }>('/obt/message/list', { schema: listSchema }, async (req) => {
    const { list, page } = await messages.list(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: MessageReadRequest }>('/obt/message/read', { schema: readSchema }, async (req) => {
    await messages.read(authOf(req), req.body.id);
    return ok();
  });
}
