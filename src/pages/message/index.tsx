import { useEffect, useMemo } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { currentBrand } from '../../app/brand';
import { messageList } from '../../api/notices';
import type { MessageItem } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../allorder/index.scss';
import { openMessage } from './openMessage';
import './index.scss';

/** Order and approval messages (push payload yycj 1 order / 2 approval) that open what they are about. */
function MessagePage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const list = useMemo(
    () =>
      new PagedListStore<MessageItem>(
        async (pageNum, count) => {
          const answer = await messageList({ pageNum, count });
          return { rows: (answer.list ?? []) as MessageItem[], total: answer.data?.total ?? 0 };
        },
        LIMITS.pageSize.list,
        (row) => row.id,
      ),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);

  const open = (message: MessageItem) => openMessage(message, () => app.loadCounts());

  return (
    <PageShell
      route="/message"
      title="messages.title"
      className={`obt-tab-page messages messages--${currentBrand.variants.message}`}
    >
      <PagedList
        list={list}
        emptyText={t('messages.empty')}
        renderItem={(message) => (
          <View key={message.id} className="obt-card orders__item" role="link" onClick={() => void open(message)}>
            <View className="orders__item-head">
              <Text className="orders__item-title">
                {!message.isRead && <Text className="messages__dot" aria-label={t('messages.unread')} />}
                {message.title}
              </Text>
              <Text className="orders__item-no">
                {t(message.yycj === 2 ? 'messages.kind.approval' : 'messages.kind.order')}
              </Text>
            </View>
            <Text className="orders__item-line">{message.content}</Text>
            <Text className="orders__item-no">{message.createdAt}</Text>
          </View>
        )}
      />
      <DashboardTabs current="/message" />
    </PageShell>
  );
}

export default observer(MessagePage);
