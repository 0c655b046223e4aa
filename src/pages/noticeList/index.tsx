import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { useListSource } from '../../components/PagedList/listSource';
import { Pressable } from '../../components/Pressable';
import { findGgtzReadCount, readGgtz, recipientGgtz } from '../../api/notices';
import type { Flag, NoticeItem } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { navigate } from '../../router';
import { PagedListStore, noRows } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../../i18n/parts/notice';
import './index.scss';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

type Filter = 'all' | 'unread' | 'read';

const STATUS: Record<Filter, Flag | undefined> = { all: undefined, unread: 0, read: 1 };

const fetcher = (filter: Filter) => async (pageNum: number, count: number) => {
  const answer = await recipientGgtz({ pageNum, count, status: STATUS[filter] });
  return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
};

/** Company notices addressed to me (SPEC §2 /noticeList): unread ones are marked; opening one reads it. */
function NoticeListPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const [unread, setUnread] = useState(0);
  const list = useMemo(() => new PagedListStore<NoticeItem>(noRows, LIMITS.pageSize.list, (n) => n.id), []);
  const [filter, setFilter] = useListSource<Filter, NoticeItem>(list, 'all', fetcher, session.loggedIn);

  const loadCount = () =>
    findGgtzReadCount()
      .then((answer) => setUnread(answer.data?.unread ?? 0))
      .catch(() => undefined);

  // Coming back from a detail: the read state and the count may have changed.
  useDidShow(() => {
    if (session.loggedIn) void loadCount();
  });

  const open = async (notice: NoticeItem) => {
    if (!notice.isRead) {
      await readGgtz({ id: notice.id }).catch(() => undefined);
      // The list's rows are plain objects (PagedListStore): the read copy takes the row's place.
      list.update(notice.id, (row) => ({ ...row, isRead: 1 }));
      setUnread((n) => Math.max(0, n - 1));
    }
    navigate(`/userCenter/noticeDetail/${encodeURIComponent(notice.id)}`);
  };

  return (
    <PageShell route="/noticeList" title="notice.list.title" className="notices">
      <View className="notices__bar" role="tablist">
        {(['all', 'unread', 'read'] as const).map((f) => (
          <Pressable
            key={f}
            role="tab"
            className="notices__filter"
            selected={filter === f}
            testId={`notice-filter-${f}`}
            onPress={() => setFilter(f)}
          >
            {t(`notice.filter.${f}`)}
          </Pressable>
        ))}
        {unread > 0 && (
          <Text className="notices__count" data-testid="notice-unread">
            {t('notice.unreadCount', { count: unread })}
          </Text>
        )}
      </View>
      <PagedList
        list={list}
        emptyText={t('notice.list.empty')}
        renderItem={(notice) => (
          <Pressable
            key={notice.id}
            role="link"
            className="obt-card notices__item"
            testId={`notice-${notice.id}`}
            onPress={() => void open(notice)}
          >
            <Text className={`notices__title ${notice.isRead ? 'notices__title--read' : ''}`}>
              {!notice.isRead && <Text className="notices__dot" aria-label={t('notice.unread')} />}
              {/* The notice is data; the unread mark's name is wording, so it stays outside translate="no". */}
              <Text {...NO_TRANSLATE}>{notice.title}</Text>
            </Text>
            <Text className="notices__summary" {...NO_TRANSLATE}>
              {notice.summary}
            </Text>
            <Text className="notices__time">{notice.publishedAt}</Text>
          </Pressable>
        )}
      />
    </PageShell>
  );
}

export default observer(NoticeListPage);
