import { observer } from 'mobx-react-lite';
import { Pressable } from '../Pressable';
import { LIMITS } from '../../domain/limits';
import { copyText, showToast } from '../../hosts/ui';
import { useStores } from '../../stores';

/**
 * "Copy" beside a number the user may need elsewhere (order and ticket numbers; issue 15): text selection is off in
 * the app, so this is the way to take it. Its name says what it copies ("复制订单号").
 */
export const CopyButton = observer(function CopyButton(props: { value: string; what: string; testId?: string }) {
  const { t } = useStores().ui;
  const copy = async () => {
    if (await copyText(props.value)) showToast(t('common.copied'), LIMITS.ui.toastMs, 'success');
    else showToast(t('common.copyFailed'), LIMITS.ui.failureToastMs);
  };
  return (
    <Pressable
      className="order-copy"
      label={t('common.copyWhat', { what: props.what })}
      onPress={() => void copy()}
      testId={props.testId}
    >
      {t('common.copy')}
    </Pressable>
  );
});
