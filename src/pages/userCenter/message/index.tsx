import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { Icon } from '../../../components/Icon';
import { approval, bell, chevronRight, orders } from '../../../components/Icon/icons';
import { findGgtzReadCount, messageCounts, messageList, messageReadAll, recipientGgtz } from '../../../api/notices';
import type { MessageCounts } from '../../../api/contract';
import { LIMITS } from '../../../domain/limits';
import { showToast } from '../../../hosts/ui';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import '../../../i18n/parts/notice';
import type { TextPart, WithTextParts } from '../../../i18n/textParts';
import { PartsText } from '../../message/PartsText';
import './index.scss';

const NO_COUNTS: MessageCounts = { orderUnread: 0, orderTotal: 0, approvalUnread: 0, approvalTotal: 0 };

/**
 * The newest title of each kind, for the rows' preview line ('' while unknown or unreadable, null when none), with its
 * data parts (a notice title is data as a whole: the company wrote it).
 */
type Preview = { text: string; parts?: TextPart[] } | '' | null;
type Previews = Record<'order' | 'approval' | 'notices', Preview>;
const NO_PREVIEWS: Previews = { order: '', approval: '', notices: '' };

async function loadPreviews(): Promise<Previews> {
  const newest = (answer: { list?: ({ title: string } & WithTextParts)[] } | undefined, isData = false): Preview => {
    if (!answer) return '';
    const first = answer.list?.[0];
    if (!first) return null;
    return { text: first.title, parts: isData ? [{ text: first.title, data: true }] : first.titleParts };
  };
  const [order, approvalMessages, notices] = await Promise.all([
    messageList({ pageNum: 1, count: 1, yycj: 1 }).catch(() => undefined),
    messageList({ pageNum: 1, count: 1, yycj: 2 }).catch(() => undefined),
    recipientGgtz({ pageNum: 1, count: 1 }).catch(() => undefined),
  ]);
  return { order: newest(order), approval: newest(approvalMessages), notices: newest(notices, true) };
}

/**
 * All my messages (SPEC §2 /userCenter/message): order and approval messages with their unread counts, company
 * notices, and 'mark all read'. The counts reload whenever the screen shows (reading happens on the lists).
 */
function MessageHubPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [counts, setCounts] = useState<MessageCounts>(NO_COUNTS);
  const [noticeUnread, setNoticeUnread] = useState(0);
  const [previews, setPreviews] = useState<Previews>(NO_PREVIEWS);

  const load = async () => {
    const [messages, notices] = await Promise.all([messageCounts(), findGgtzReadCount()]);
    setCounts(messages.data ?? NO_COUNTS);
    setNoticeUnread(notices.data?.unread ?? 0);
  };

  useDidShow(() => {
    if (session.loggedIn) {
      void load().catch(() => undefined);
      // Previews are extra: their failure leaves the rows without a second line, never blocks the counts.
      void loadPreviews()
        .then(setPreviews)
        .catch(() => undefined);
    }
  });

  const readAll = async () => {
    await messageReadAll({});
    showToast(t('notice.readAll.done'), LIMITS.ui.toastMs, 'success');
    await Promise.allSettled([load(), app.loadCounts()]);
  };

  const rows = [
    {
      url: '/userCenter/message/order',
      label: 'notice.hub.order',
      unread: counts.orderUnread,
      id: 'order',
      icon: orders,
    },
    {
      url: '/userCenter/message/list',
      label: 'notice.hub.approval',
      unread: counts.approvalUnread,
      id: 'approval',
      icon: approval,
    },
    { url: '/noticeList', label: 'notice.hub.notices', unread: noticeUnread, id: 'notices', icon: bell },
  ] as const;

  const previewOf = (preview: Preview) => {
    if (preview === null) return t('notice.hub.latestNone');
    return preview === '' ? '' : <PartsText text={preview.text} parts={preview.parts} />;
  };

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
            <View className={`message-hub__icon message-hub__icon--${row.id}`}>
              <Icon icon={row.icon} />
            </View>
            <View className="message-hub__text">
              <Text className="message-hub__label">{t(row.label)}</Text>
              <Text className="message-hub__preview" data-testid={`hub-${row.id}-preview`}>
                {previewOf(previews[row.id])}
              </Text>
            </View>
            <Text
              className={`message-hub__count ${row.unread > 0 ? 'message-hub__count--unread' : ''}`}
              data-testid={`hub-${row.id}-count`}
            >
              {row.unread > 0 ? t('notice.hub.unread', { count: row.unread }) : t('notice.hub.none')}
            </Text>
            <Icon icon={chevronRight} className="message-hub__chevron" />
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
