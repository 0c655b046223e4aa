import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet } from '../../../components/booking/Sheet';
import { TextField } from '../../../components/booking/Field';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { RailAccount } from '../../../api/contract/trainAccount';
import { PasswordField } from './PasswordField';
import { useRailAccountStore } from './store';
import { msgText } from './msg';
import './account.scss';
import '../../../i18n/parts/trainAccount';

/** Binds an operator account: account and password, neither empty (SPEC §5); the password field is masked. */
export const BindSheet = observer(function BindSheet(props: { onBound(account: RailAccount): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  if (!store.bindOpen) return null;
  const errors = store.bindErrors;
  return (
    <Sheet
      id="ra-bind"
      title={t('trainAccount.bind.title')}
      closeLabel={t('trainAccount.close')}
      onClose={() => store.closeBind()}
      footer={
        <Pressable
          className="bk-btn bk-btn--primary"
          testId="ra-bind-submit"
          disabled={store.bindBusy}
          onPress={() => void store.submitBind(props.onBound)}
        >
          {t('trainAccount.bind.submit')}
        </Pressable>
      }
    >
      <TextField
        id="ra-bind-account"
        label={t('trainAccount.bind.account')}
        placeholder={t('trainAccount.bind.account.placeholder')}
        value={store.bindForm.accountName}
        maxlength={30}
        required
        error={errors.accountName && t(errors.accountName)}
        onChange={(v) => store.setBindField('accountName', v)}
      />
      <PasswordField
        id="ra-bind-password"
        label={t('trainAccount.bind.password')}
        placeholder={t('trainAccount.bind.password.placeholder')}
        value={store.bindForm.password}
        error={errors.password && t(errors.password)}
        onChange={(v) => store.setBindField('password', v)}
      />
      <Text className="ra-hint">{t('trainAccount.bind.hint')}</Text>
      {store.bindError ? (
        <Text className="ra-error" role="alert" data-testid="ra-bind-error">
          {msgText(t, store.bindError)}
        </Text>
      ) : null}
    </Sheet>
  );
});
