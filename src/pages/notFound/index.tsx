import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { Pressable } from '../../components/Pressable';
import { goHome } from '../../router';
import { useStores } from '../../stores';
import './index.scss';

/** Unknown URLs and declared routes whose page is not built yet land here (SPEC §2, issue 2). */
function NotFoundPage() {
  const { ui } = useStores();
  return (
    <PageShell route="/notFound" title="notFound.title" className="not-found">
      <Text className="not-found__code" aria-hidden>
        404
      </Text>
      <Text className="not-found__title" role="heading" aria-level={1}>
        {ui.t('notFound.title')}
      </Text>
      <Text className="not-found__body">{ui.t('notFound.body')}</Text>
      <Pressable className="not-found__home" role="link" onPress={() => goHome()}>
        {ui.t('notFound.home')}
      </Pressable>
    </PageShell>
  );
}

export default observer(NotFoundPage);
