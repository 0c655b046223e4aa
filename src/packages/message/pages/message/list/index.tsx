import { MessageKindList } from '../../../MessageKindList';

/** Approval messages (SPEC §2 /userCenter/message/list; push payload yycj 2): each opens /approval/Detail. */
export default function ApprovalMessagesPage() {
  return <MessageKindList route="/userCenter/message/list" title="notice.approval.title" yycj={2} />;
}
