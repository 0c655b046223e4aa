import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import type { MessageKey } from '../../../i18n';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import '../../../i18n/parts/train';

/** A search screen with nothing to show (the search expired, the train is gone): say so and offer a new query. */
export const RequeryPage = observer(function RequeryPage(props: {
  route: string;
  title: MessageKey;
  className: string;
  text: MessageKey;
}) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <PageShell route={props.route} title={props.title} className={props.className}>
      <EmptyState text={t(props.text)} actionText={t('train.requery')} onAction={() => void navigate('/tr/trQuery')} />
    </PageShell>
  );
});
