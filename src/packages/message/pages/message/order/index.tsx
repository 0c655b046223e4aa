import { MessageKindList } from '../../../MessageKindList';

/** Order messages (SPEC §2 /userCenter/message/order; push payload yycj 1): each opens its order detail. */
export default function OrderMessagesPage() {
  return <MessageKindList route="/userCenter/message/order" title="notice.order.title" yycj={1} />;
}
