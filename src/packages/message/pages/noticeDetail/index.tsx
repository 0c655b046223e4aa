import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { getTzContent, readGgtz } from '../../../../api/notices';
import type { NoticeDetail } from '../../../../api/contract';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import '../../message.scss';
import '../../../../i18n/parts/notice';
import { NO_TRANSLATE } from '../../../../pages/message/PartsText';

const ROUTE = '/userCenter/noticeDetail/:id?';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'shown'; notice: NoticeDetail };

/** One company notice (SPEC §2 /userCenter/noticeDetail/:id?): title, published time and content; opening it reads it. */
function NoticeDetailPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const id = decodeQuery(useRouter().params).id ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!session.loggedIn) return;
    if (!id) {
      setState({ kind: 'missing' });
      return;
    }
    let alive = true;
    void getTzContent({ id })
      .then(async (answer) => {
        const notice = answer.data;
        if (!alive) return;
        if (!notice) {
          setState({ kind: 'missing' });
          return;
        }
        setState({ kind: 'shown', notice });
        if (!notice.isRead) await readGgtz({ id }).catch(() => undefined);
      })
      .catch(() => alive && setState({ kind: 'missing' }));
    return () => {
      alive = false;
    };
  }, [id, session.loggedIn]);

  return (
    <PageShell route={ROUTE} title="notice.detail.title" className="notice-detail">
      {state.kind === 'loading' && <View className="obt-list__skeleton" aria-busy />}
      {state.kind === 'missing' && <EmptyState text={t('notice.detail.missing')} />}
      {state.kind === 'shown' && (
        <View data-testid="notice-detail">
          <Text className="notice-detail__title" role="heading" aria-level={1} {...NO_TRANSLATE}>
            {state.notice.title}
          </Text>
          <Text className="notice-detail__time">
            {t('notice.detail.published', { time: state.notice.publishedAt })}
          </Text>
          {/* The company wrote the notice: data, in its own language. */}
          <Text className="notice-detail__content" data-testid="notice-content" {...NO_TRANSLATE}>
            {state.notice.content}
          </Text>
        </View>
      )}
    </PageShell>
  );
}

export default observer(NoticeDetailPage);
