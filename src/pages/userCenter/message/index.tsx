import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { findGgtzReadCount, messageCounts, messageReadAll } from '../../../api/notices';
import type { MessageCounts } from '../../../api/contract';
import { LIMITS } from '../../../domain/limits';
import { showToast } from '../../../hosts/ui';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import '../../../i18n/parts/notice';
import './index.scss';

const NO_COUNTS: MessageCounts = { orderUnread: 0, orderTotal: 0, approvalUnread: 0, approvalTotal: 0 };

/**
 * All my messages (SPEC §2 /userCenter/message): order and approval messages with their unread counts, company
 * notices, and 'mark all read'. The counts reload whenever the screen shows (reading happens on the lists).
 */
function MessageHubPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [counts, setCounts] = useState<MessageCounts>(NO_COUNTS);
  const [noticeUnread, setNoticeUnread] = useState(0);

  const load = async () => {
    const [messages, notices] = await Promise.all([messageCounts(), findGgtzReadCount()]);
    setCounts(messages.data ?? NO_COUNTS);
    setNoticeUnread(notices.data?.unread ?? 0);
  };

  useDidShow(() => {
    if (session.loggedIn) void load().catch(() => undefined);
  });

  const readAll = async () => {
    await messageReadAll({});
    showToast(t('notice.readAll.done'), LIMITS.ui.toastMs, 'success');
    await Promise.allSettled([load(), app.loadCounts()]);
  };

  const rows = [
    { url: '/userCenter/message/order', label: 'notice.hub.order', unread: counts.orderUnread, id: 'order' },
    { url: '/userCenter/message/list', label: 'notice.hub.approval', unread: counts.approvalUnread, id: 'approval' },
    { url: '/noticeList', label: 'notice.hub.notices', unread: noticeUnread, id: 'notices' },
  ] as const;

  return (
    <PageShell route="/userCenter/message" title="notice.hub.title" className="message-hub">
      <View className="obt-card message-hub__rows">
        {rows.map((row) => (
          <Pressable
            key={row.id}
            role="link"
            className="message-hub__row"
            testId={`hub-${row.id}`}
            onPress={() => navigate(row.url)}
          >
            <Text className="message-hub__label">{t(row.label)}</Text>
            <Text
              className={`message-hub__count ${row.unread > 0 ? 'message-hub__count--unread' : ''}`}
              data-testid={`hub-${row.id}-count`}
            >
              {row.unread > 0 ? t('notice.hub.unread', { count: row.unread }) : t('notice.hub.none')}
            </Text>
            <Text aria-hidden>›</Text>
          </Pressable>
        ))}
      </View>
      <Pressable
        className="message-hub__read-all"
        testId="hub-read-all"
        disabled={counts.orderUnread + counts.approvalUnread === 0}
        onPress={() => void readAll().catch(() => undefined)}
      >
        {t('notice.readAll')}
      </Pressable>
    </PageShell>
  );
}

export default observer(MessageHubPage);
