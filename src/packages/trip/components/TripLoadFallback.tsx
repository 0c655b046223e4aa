import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import '../../../i18n/parts/trip';

/** What a trip page shows before its request is there: loading, or why not (with a retry where one helps). */
export const TripLoadFallback = observer(function TripLoadFallback(props: {
  route: string;
  title: MessageKey;
  loading: boolean;
  /** The message when not loading. */
  text: MessageKey;
  /** Offered as "retry" when given. */
  onRetry?: () => void;
}) {
  const { t } = useStores().ui;
  return (
    <PageShell route={props.route} title={props.title} className="trip-page">
      {props.loading ? (
        <View className="trip-loading" role="status" aria-busy>
          {t('common.loading')}
        </View>
      ) : (
        <EmptyState
          text={t(props.text)}
          actionText={props.onRetry ? t('common.retry') : undefined}
          onAction={props.onRetry}
        />
      )}
    </PageShell>
  );
});
