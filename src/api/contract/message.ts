/** Messages of the session's employee (SPEC §2 /message, §3 push payload). */
import type { PageQuery } from './envelope';
import type { Flag } from './account';
import type { WithTextParts } from '../../i18n/textParts';

export interface MessageListRequest extends PageQuery {
  /** 1 order, 2 approval; absent for all. */
  yycj?: 1 | 2;
  isRead?: Flag;
}

/** titleParts / contentParts: the title and body cut into wording and data when they carry data (issue 15). */
export interface MessageItem extends WithTextParts {
  id: string;
  yycj: 1 | 2;
  title: string;
  content: string;
  /** The invoice request the message is about ('' or absent: it is about its order). */
  invoiceId?: string;
  orderId: string;
  orderType: number;
  workItemId: string;
  isRead: Flag;
  createdAt: string;
}

export interface MessageReadRequest {
  id: string;
}
