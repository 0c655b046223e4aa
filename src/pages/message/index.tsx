import { useEffect, useMemo } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { Pressable } from '../../components/Pressable';
import { Icon } from '../../components/Icon';
import { mail } from '../../components/Icon/icons';
import { currentBrand } from '../../app/brand';
import { messageList } from '../../api/notices';
import type { MessageItem } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../allorder/index.scss';
import { openMessage } from './openMessage';
import { messageKindIcon } from './kindIcon';
import { PartsText } from './PartsText';
import '../../i18n/parts/notice';
import './index.scss';

/**
 * Order and approval messages (push payload yycj 1 order / 2 approval) that open what they are about. Each row: the
 * kind's icon (the product of an order message), the title with the unread dot, a one-line preview, the time.
 */
function MessagePage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const list = useMemo(
    () =>
      new PagedListStore<MessageItem>(
        async (pageNum, count) => {
          const answer = await messageList({ pageNum, count });
          return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
        },
        LIMITS.pageSize.list,
        (row) => row.id,
      ),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);

  const open = (message: MessageItem) => openMessage(message, list, () => app.loadCounts());

  return (
    <PageShell
      route="/message"
      title="messages.title"
      className={`obt-tab-page messages messages--${currentBrand.variants.message}`}
      offScreenHeading
    >
      <PagedList
        list={list}
        emptyText={t('messages.empty')}
        empty={{ icon: mail, actionText: t('notice.refresh'), onAction: () => void list.refresh() }}
        renderItem={(message) => (
          <Pressable
            key={message.id}
            className="obt-card orders__item messages__item"
            role="link"
            testId={`message-${message.id}`}
            onPress={() => void open(message)}
          >
            <View className={`messages__icon messages__icon--${message.yycj === 2 ? 'approval' : 'order'}`}>
              <Icon icon={messageKindIcon(message)} />
              {!message.isRead && <Text className="messages__dot" aria-label={t('messages.unread')} />}
            </View>
            <View className="messages__body">
              <View className="orders__item-head">
                <PartsText
                  className="orders__item-title messages__title"
                  text={message.title}
                  parts={message.titleParts}
                />
                <Text className="orders__item-no messages__time">{message.createdAt}</Text>
              </View>
              <Text className="messages__kind">
                {t(message.yycj === 2 ? 'messages.kind.approval' : 'messages.kind.order')}
              </Text>
              <PartsText className="messages__preview" text={message.content} parts={message.contentParts} />
            </View>
          </Pressable>
        )}
      />
      <DashboardTabs current="/message" />
    </PageShell>
  );
}

export default observer(MessagePage);
