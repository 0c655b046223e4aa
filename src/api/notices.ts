/** Notices (ggtz) and messages (SPEC §7 Common: notices; SPEC §2 /message, /noticeList). */
import { request } from './transport';
import { type Answer, type Obj, QUIET } from './call';
import type { PageData, PageQuery } from './contract/envelope';
import type { MessageItem, MessageListRequest, MessageReadRequest } from './contract/message';

/** recipientGgtz: notices received by the session's employee. */
export interface RecipientGgtzRequest {
  status?: number;
  pageNum: number;
  count: number;
}

export const findGgtzRead = (body: Obj & PageQuery = {}): Answer => request('/obt/findGgtzRead', body);
/** Notice counts (badge, background). */
export const ggtzCounts = (body: Obj = {}): Answer => request('/obt/ggtz/counts', body, QUIET);
export const getTzContent = (body: Obj): Answer => request('/obt/getTzContent', body);
export const readGgtz = (body: Obj): Answer => request('/obt/readGgtz', body);
export const allGgTz = (body: Obj & PageQuery = {}): Answer => request('/obt/allGgTz', body);
export const findGgtzByMsgType = (body: Obj): Answer => request('/obt/findGgtzByMsgType', body);
export const recipientGgtz = (body: RecipientGgtzRequest): Answer => request('/obt/recipientGgtz', body);
export const findGgtzReadCount = (body: Obj = {}): Answer => request('/obt/findGgtzReadCount', body, QUIET);
/** Notices shown after login. */
export const getLoginTz = (body: Obj = {}): Answer => request('/obt/getLoginTz', body);

/** Messages of the session's employee (order and approval). */
export const messageList = (body: MessageListRequest = {}): Answer<PageData, MessageItem> =>
  request('/obt/message/list', body);
export const messageRead = (body: MessageReadRequest): Answer => request('/obt/message/read', body);
