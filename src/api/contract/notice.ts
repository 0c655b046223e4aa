/** Company notices (SPEC §3 notice, §7 Notices) and message counts (SPEC §3 push payload yycj, badge counts). */
import type { PageQuery } from './envelope';
import type { Flag } from './account';

/** allGgTz / findGgtzRead: my notices, newest first; msgType narrows to one kind. */
export interface NoticeListRequest extends PageQuery {
  msgType?: number;
}

/** findGgtzByMsgType: my notices of one kind. */
export interface NoticeByTypeRequest extends PageQuery {
  msgType: number;
}

/** recipientGgtz: my notices by read state (status 0 unread, 1 read; absent for all). */
export interface RecipientGgtzRequest extends PageQuery {
  status?: Flag;
}

/** One notice in a list (SPEC §3 notice: id, isRead, msgType, productType). */
export interface NoticeItem {
  id: string;
  title: string;
  /** The first line of the content, shortened. */
  summary: string;
  msgType: number;
  productType: number;
  isRead: Flag;
  /** China time 'YYYY-MM-DD HH:mm:ss'. */
  publishedAt: string;
}

/** getTzContent: the whole notice. */
export interface NoticeDetail extends Omit<NoticeItem, 'summary'> {
  /** Plain text with line breaks. */
  content: string;
}

/** getTzContent / readGgtz. */
export interface NoticeIdRequest {
  id: string;
}

/** findGgtzReadCount and ggtz/counts: my notices by read state. */
export interface NoticeCounts {
  unread: number;
  read: number;
  total: number;
}

/** message/readAll: every unread message of mine (of one kind when yycj is given). */
export interface MessageReadAllRequest {
  yycj?: 1 | 2;
}

/** message/readAll answer: how many messages changed. */
export interface MessageReadAllResult {
  updated: number;
}

/** message/counts: my messages by kind (yycj 1 order, 2 approval). */
export interface MessageCounts {
  orderUnread: number;
  orderTotal: number;
  approvalUnread: number;
  approvalTotal: number;
}
