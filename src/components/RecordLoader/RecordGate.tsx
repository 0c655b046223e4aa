import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../EmptyState';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import type { RecordState } from './useRecord';
import './index.scss';

interface Props {
  state: RecordState;
  onRetry(): void;
  /** What to say when the server has no such record. */
  notFoundText: MessageKey;
  /** What to say when there is nothing to load (no id in the query); default `notFoundText`. */
  idleText?: MessageKey;
}

/** What a record screen shows until its record is there: loading, not found, or failed with a retry. */
export const RecordGate = observer(function RecordGate({ state, onRetry, notFoundText, idleText }: Props) {
  const { ui } = useStores();
  const { t } = ui;
  if (state === 'loading' || state === 'ready') {
    return (
      <View className="record-gate__loading" role="status" aria-busy>
        {t('common.loading')}
      </View>
    );
  }
  if (state === 'idle') return <EmptyState text={t(idleText ?? notFoundText)} />;
  if (state === 'notFound') return <EmptyState text={t(notFoundText)} />;
  return <EmptyState text={t('common.loadFailed')} actionText={t('common.retry')} onAction={onRetry} />;
});
