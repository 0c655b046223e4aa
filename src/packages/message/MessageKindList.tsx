import { useEffect, useMemo } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { Pressable } from '../../components/Pressable';
import { messageList, messageReadAll } from '../../api/notices';
import type { MessageItem } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { showToast } from '../../hosts/ui';
import type { MessageKey } from '../../i18n';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import { openMessage } from '../../pages/message/openMessage';
import { PartsText } from '../../pages/message/PartsText';
import '../../pages/message/index.scss';
import './message.scss';
import '../../i18n/parts/notice';

interface Props {
  route: '/userCenter/message/order' | '/userCenter/message/list';
  title: MessageKey;
  /** 1 order messages, 2 approval messages (SPEC §3 push payload). */
  yycj: 1 | 2;
}

/** My messages of one kind, newest first: opening one marks it read and opens its order or approval. */
function MessageKindListView({ route, title, yycj }: Props) {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const list = useMemo(
    () =>
      new PagedListStore<MessageItem>(
        async (pageNum, count) => {
          const answer = await messageList({ pageNum, count, yycj });
          return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
        },
        LIMITS.pageSize.list,
        (row) => row.id,
      ),
    [yycj],
  );

  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);

  const unread = list.items.filter((m) => !m.isRead).length;

  const readAll = async () => {
    await messageReadAll({ yycj });
    list.updateAll((m) => (m.isRead ? m : { ...m, isRead: 1 }));
    showToast(t('notice.readAll.done'), LIMITS.ui.toastMs, 'success');
    void app.loadCounts().catch(() => undefined);
  };

  return (
    <PageShell route={route} title={title} className="messages message-kind">
      <View className="message-kind__bar">
        <Text className="message-kind__count" data-testid="unread-count">
          {unread > 0 ? t('notice.unreadCount', { count: unread }) : t('notice.hub.none')}
        </Text>
        <Pressable
          className="message-kind__read-all"
          testId="read-all"
          disabled={unread === 0}
          onPress={() => void readAll().catch(() => undefined)}
        >
          {t('notice.readAll')}
        </Pressable>
      </View>
      <PagedList
        list={list}
        emptyText={t('messages.empty')}
        renderItem={(message) => (
          <Pressable
            key={message.id}
            role="link"
            className="obt-card message-kind__item"
            testId={`message-${message.id}`}
            onPress={() => void openMessage(message, list, () => app.loadCounts())}
          >
            <View className="message-kind__head">
              <Text className="message-kind__title">
                {!message.isRead && <Text className="messages__dot" aria-label={t('messages.unread')} />}
                <PartsText text={message.title} parts={message.titleParts} />
              </Text>
              <Text className="message-kind__time">{message.createdAt}</Text>
            </View>
            <PartsText className="message-kind__content" text={message.content} parts={message.contentParts} />
          </Pressable>
        )}
      />
    </PageShell>
  );
}

export const MessageKindList = observer(MessageKindListView);
