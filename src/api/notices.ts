/** Notices (ggtz) and messages (SPEC §7 Notices; SPEC §2 /message, /noticeList, /userCenter/message). */
import { request } from './transport';
import { type Answer, type Obj, QUIET } from './call';
import type { PageData } from './contract/envelope';
import type { MessageItem, MessageListRequest, MessageReadRequest } from './contract/message';
import type {
  MessageCounts,
  MessageReadAllRequest,
  MessageReadAllResult,
  NoticeByTypeRequest,
  NoticeCounts,
  NoticeDetail,
  NoticeIdRequest,
  NoticeItem,
  NoticeListRequest,
  RecipientGgtzRequest,
} from './contract/notice';

export type { RecipientGgtzRequest } from './contract/notice';

/** My notices that I have read. */
export const findGgtzRead = (body: NoticeListRequest = {}): Answer<PageData, NoticeItem> =>
  request('/obt/findGgtzRead', body);
/** Notice counts (badge, background). */
export const ggtzCounts = (body: Obj = {}): Answer<NoticeCounts> => request('/obt/ggtz/counts', body, QUIET);
export const getTzContent = (body: NoticeIdRequest): Answer<NoticeDetail> => request('/obt/getTzContent', body);
/** Marks a notice read (idempotent). */
export const readGgtz = (body: NoticeIdRequest): Answer => request('/obt/readGgtz', body);
/** All my notices, newest first. */
export const allGgTz = (body: NoticeListRequest = {}): Answer<PageData, NoticeItem> => request('/obt/allGgTz', body);
export const findGgtzByMsgType = (body: NoticeByTypeRequest): Answer<PageData, NoticeItem> =>
  request('/obt/findGgtzByMsgType', body);
/** My notices by read state (status 0 unread, 1 read). */
export const recipientGgtz = (body: RecipientGgtzRequest): Answer<PageData, NoticeItem> =>
  request('/obt/recipientGgtz', body);
export const findGgtzReadCount = (body: Obj = {}): Answer<NoticeCounts> =>
  request('/obt/findGgtzReadCount', body, QUIET);
/** Notices shown after login. */
export const getLoginTz = (body: Obj = {}): Answer => request('/obt/getLoginTz', body);

/** Messages of the session's employee (order and approval). */
export const messageList = (body: MessageListRequest = {}): Answer<PageData, MessageItem> =>
  request('/obt/message/list', body);
export const messageRead = (body: MessageReadRequest): Answer => request('/obt/message/read', body);
/** Marks all my unread messages (of one kind when yycj is given) read. */
export const messageReadAll = (body: MessageReadAllRequest = {}): Answer<MessageReadAllResult> =>
  request('/obt/message/readAll', body);
/** My messages by kind (yycj 1 order, 2 approval). */
export const messageCounts = (body: Obj = {}): Answer<MessageCounts> => request('/obt/message/counts', body, QUIET);
