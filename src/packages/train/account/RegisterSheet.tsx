import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet } from '../../../components/booking/Sheet';
import { TextField } from '../../../components/booking/Field';
import { DocumentFields } from '../../../components/booking/DocumentFields';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { RailAccount } from '../../../api/contract/trainAccount';
import type { Registration } from './railAccountStore';
import { RAIL_ID_TYPES } from './railForms';
import { PasswordField } from './PasswordField';
import { useRailAccountStore } from './store';
import { msgText } from './msg';
import './account.scss';
import '../../../i18n/parts/trainAccount';

const FormStep = observer(function FormStep({ r }: { r: Registration }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const err = (k: keyof Registration['errors']) => (r.errors[k] ? t(r.errors[k]) : undefined);
  return (
    <>
      <TextField
        id="ra-reg-account"
        label={t('trainAccount.register.account')}
        hint={t('trainAccount.register.account.hint')}
        value={r.accountName}
        maxlength={30}
        required
        error={err('accountName')}
        onChange={(v) => store.setRegisterField('accountName', v)}
      />
      <PasswordField
        id="ra-reg-password"
        label={t('trainAccount.register.password')}
        hint={t('trainAccount.register.password.hint')}
        value={r.password}
        error={err('password')}
        onChange={(v) => store.setRegisterField('password', v)}
      />
      <TextField
        id="ra-reg-holder"
        label={t('trainAccount.register.holder')}
        value={r.holderName}
        maxlength={60}
        required
        error={err('holderName')}
        onChange={(v) => store.setRegisterField('holderName', v)}
      />
      <DocumentFields
        prefix="ra-reg"
        types={RAIL_ID_TYPES}
        value={{ idType: r.idType, idno: r.idno, expiry: '' }}
        onIdType={(v) => store.setRegisterField('idType', v)}
        onIdno={(v) => store.setRegisterField('idno', v)}
        onExpiry={() => undefined}
        extras={{}}
        onExtras={() => undefined}
        errors={{ idno: err('idno') }}
      />
      <TextField
        id="ra-reg-phone"
        label={t('trainAccount.register.phone')}
        type="number"
        maxlength={11}
        value={r.phoneNumber}
        required
        error={err('phoneNumber')}
        onChange={(v) => store.setRegisterField('phoneNumber', v)}
      />
    </>
  );
});

const CodeStep = observer(function CodeStep({ r }: { r: Registration }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  return (
    <>
      <Text className="ra-hint" aria-live="polite" data-testid="ra-reg-sent">
        {t('trainAccount.verify.sentTo', { phone: r.phoneNumber })}
        {r.demoCode ? ` ${t('trainAccount.verify.demoCode', { code: r.demoCode })}` : ''}
      </Text>
      <TextField
        id="ra-reg-code"
        label={t('trainAccount.verify.code')}
        placeholder={t('trainAccount.verify.code.placeholder')}
        type="number"
        maxlength={6}
        value={r.code}
        required
        error={r.codeError ? t(r.codeError) : undefined}
        onChange={(v) => store.setRegisterCode(v)}
      />
    </>
  );
});

/** Registers a new operator account (name, password, holder, document, phone), confirmed by an SMS code. */
export const RegisterSheet = observer(function RegisterSheet(props: { onRegistered(account: RailAccount): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const r = store.registration;
  if (!r) return null;
  const submit = async () => {
    if (r.step === 'form') {
      await store.submitRegister();
      return;
    }
    const account = await store.submitRegisterCode();
    if (account) props.onRegistered(account);
  };
  return (
    <Sheet
      id="ra-register"
      title={t('trainAccount.register.title')}
      closeLabel={t('trainAccount.close')}
      onClose={() => store.closeRegister()}
      footer={
        <Pressable className="bk-btn bk-btn--primary" testId="ra-reg-submit" disabled={r.busy} onPress={submit}>
          {t(r.step === 'form' ? 'trainAccount.register.submit' : 'trainAccount.register.codeSubmit')}
        </Pressable>
      }
    >
      {r.step === 'form' ? <FormStep r={r} /> : <CodeStep r={r} />}
      {r.error ? (
        <Text className="ra-error" role="alert" data-testid="ra-reg-error">
          {msgText(t, r.error)}
        </Text>
      ) : null}
    </Sheet>
  );
});
