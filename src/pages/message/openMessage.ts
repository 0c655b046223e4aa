/**
 * Opening a message (SPEC §3 push payload): mark it read (the badge counts reload), then go to its approval
 * (yycj 2 with a work item), its invoice request (invoice messages) or its order detail (SPEC §2 order-detail
 * targets). Shared by /message and the user-centre message lists.
 */
import type { PagedListStore } from '../../stores/pagedList';
import { messageRead } from '../../api/notices';
import type { MessageItem } from '../../api/contract';
import { orderDetailTarget } from '../../domain/orderRouting';
import { navigate } from '../../router';

export async function openMessage(
  message: MessageItem,
  list: Pick<PagedListStore<MessageItem>, 'update'>,
  loadCounts: () => Promise<void>,
): Promise<void> {
  if (!message.isRead) {
    await messageRead({ id: message.id }).catch(() => undefined);
    // The list's rows are plain objects (PagedListStore): the read copy takes the row's place.
    list.update(message.id, (row) => ({ ...row, isRead: 1 }));
    void loadCounts().catch(() => undefined);
  }
  // An invoice message opens its invoice request, not the order it was raised for.
  if (message.invoiceId) {
    navigate('/userCenter/Invoice/distributionDetail', { query: { id: message.invoiceId } });
    return;
  }
  if (message.yycj === 2 && message.workItemId) {
    navigate('/approval/Detail', {
      query: { id: message.orderId, workItemId: message.workItemId, orderType: message.orderType },
    });
    return;
  }
  const target = message.orderId ? orderDetailTarget({ id: message.orderId, orderType: message.orderType }) : null;
  if (target) navigate(target.url, { query: target.query });
}
