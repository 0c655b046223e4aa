import { observer } from 'mobx-react-lite';
import { Pressable } from '../Pressable';
import { LIMITS } from '../../domain/limits';
import { copyText, showToast } from '../../hosts/ui';
import { useStores } from '../../stores';
import '../../i18n/parts/pay';

/**
 * "Copy" beside a number the user may need elsewhere (order and ticket numbers; issue 15): text selection is off in
 * the app, so this is the way to take it. Its name says what it copies ("复制订单号").
 */
export const CopyButton = observer(function CopyButton(props: { value: string; what: string; testId?: string }) {
  const { t } = useStores().ui;
  const copy = async () => {
    if (await copyText(props.value)) showToast(t('pay.copied'), LIMITS.ui.toastMs, 'success');
    else showToast(t('pay.copyFailed'), LIMITS.ui.failureToastMs);
  };
  return (
    <Pressable
      className="order-copy"
      label={t('pay.copyWhat', { what: props.what })}
      onPress={() => void copy()}
      testId={props.testId}
    >
      {t('pay.copy')}
    </Pressable>
  );
});
