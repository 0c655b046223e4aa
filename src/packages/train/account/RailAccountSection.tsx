import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Card, CheckRow } from '../../../components/booking/Field';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { RailAccount } from '../../../api/contract/trainAccount';
import type { MessageKey } from '../../../i18n';
import type { BookingPassenger } from './railForms';
import { BindSheet } from './BindSheet';
import { RegisterSheet } from './RegisterSheet';
import { VerifySheet } from './VerifySheet';
import { RailPassengerList } from './RailPassengerList';
import { useRailAccountStore } from './store';
import { NO_TRANSLATE, msgText } from './msg';
import './account.scss';
import '../../../i18n/parts/trainAccount';
import { Icon } from '../../../components/Icon';
import { close } from '../../../components/Icon/icons';

export interface RailAccountSectionProps {
  /** The chosen rail account id; undefined: book without a rail account. */
  value?: string;
  onChange(id?: string): void;
  /** The booking's passengers (a document on file may come masked, with its `documentRef`). */
  passengers: BookingPassenger[];
}

function statusKey(a: RailAccount): MessageKey {
  if (a.status === 'passed') return 'trainAccount.status.passed';
  if (a.status === 'failed') return 'trainAccount.status.failed';
  return a.verifyMode === 'face' ? 'trainAccount.status.face' : 'trainAccount.status.sms';
}

const AccountRow = observer(function AccountRow(props: {
  account: RailAccount;
  chosen: boolean;
  onChoose(): void;
  onRemove(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { account: a, chosen } = props;
  return (
    <View className={`ra-item ${chosen ? 'ra-item--on' : ''}`}>
      <Pressable
        className="ra-item__body"
        role="radio"
        selected={chosen}
        label={t('trainAccount.choose', { name: a.accountName })}
        testId={`ra-account-${a.accountName}`}
        onPress={props.onChoose}
      >
        <Text className="ra-item__name" {...NO_TRANSLATE}>
          {a.accountName}
        </Text>
        <Text className="ra-item__sub">{t('trainAccount.passengerCount', { count: a.passengerCount })}</Text>
        <Text className={`ra-tag ra-tag--${a.status}`} data-testid={`ra-status-${a.accountName}`}>
          {t(statusKey(a))}
        </Text>
      </Pressable>
      {a.status !== 'passed' ? (
        <Pressable
          className="bk-btn bk-btn--inline"
          label={t('trainAccount.action.verifyNamed', { name: a.accountName })}
          testId={`ra-verify-${a.accountName}`}
          onPress={props.onChoose}
        >
          {t('trainAccount.action.verify')}
        </Pressable>
      ) : null}
      <Pressable
        className="ra-icon-btn"
        label={t('trainAccount.action.remove', { name: a.accountName })}
        testId={`ra-remove-${a.accountName}`}
        onPress={props.onRemove}
      >
        <Icon icon={close} />
      </Pressable>
    </View>
  );
});

/** Passengers of the booking missing from the chosen account's rail list, each with a one-tap add. */
const MissingWarning = observer(function MissingWarning(props: { accountId: string; passengers: BookingPassenger[] }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const missing = store.missing(props.accountId, props.passengers);
  if (missing.length === 0) return null;
  return (
    <View className="ra-warning" role="alert" data-testid="ra-missing">
      <Text>{t('trainAccount.missing.title')}</Text>
      {missing.map((p) => (
        <View className="ra-warning__row" key={`${p.psgName}|${p.idno}`}>
          {store.canAdd(p) ? (
            <>
              <Text {...NO_TRANSLATE}>{p.psgName}</Text>
              <Pressable
                className="bk-btn bk-btn--inline"
                testId={`ra-missing-add-${p.psgName}`}
                onPress={() => void store.addBookingPassenger(props.accountId, p)}
              >
                {t('trainAccount.missing.add', { name: p.psgName })}
              </Pressable>
            </>
          ) : (
            <Text>{t('trainAccount.missing.manual', { name: p.psgName })}</Text>
          )}
        </View>
      ))}
    </View>
  );
});

/**
 * The rail account part of trEdit: book with my rail account or not, my accounts (choose, verify, unbind), bind and
 * register sheets, the verification sheet, the account's rail frequent travellers, and a warning for passengers
 * not in that list.
 */
export const RailAccountSection = observer(function RailAccountSection(props: RailAccountSectionProps) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const { value, onChange, passengers } = props;
  const [on, setOn] = useState(Boolean(value));
  const [managing, setManaging] = useState(false);

  useEffect(() => {
    if (!store.loaded && !store.loading) void store.load();
  }, [store]);
  useEffect(() => {
    if (value) void store.loadPassengers(value);
  }, [store, value]);

  const choose = (account: RailAccount) => {
    if (account.status === 'passed') onChange(account.railAccountId);
    else store.startVerification(account, (a) => onChange(a.railAccountId));
  };
  const chosen = (account: RailAccount) => onChange(account.railAccountId);
  const toggle = () => {
    const next = !on;
    setOn(next);
    if (!next) onChange(undefined);
    else {
      const first = store.accounts.find((a) => a.status === 'passed');
      if (first && !value) onChange(first.railAccountId);
    }
  };
  const remove = async (account: RailAccount) => {
    if (await store.remove(account.railAccountId)) {
      if (value === account.railAccountId) onChange(undefined);
    }
  };
  const current = store.account(value);

  return (
    <Card id="ra-section" title={t('trainAccount.title')}>
      <CheckRow id="ra-use" label={t('trainAccount.useAccount')} checked={on} onToggle={toggle}>
        <Text className="ra-hint">{t('trainAccount.useAccount.hint')}</Text>
      </CheckRow>
      {on ? (
        <>
          {store.loading ? (
            <Text className="ra-hint" role="status">
              {t('trainAccount.loading')}
            </Text>
          ) : null}
          {store.loaded && store.accounts.length === 0 ? (
            <Text className="ra-hint" data-testid="ra-empty">
              {t('trainAccount.empty')}
            </Text>
          ) : null}
          <View className="ra-list" role="radiogroup" aria-label={t('trainAccount.title')}>
            {store.accounts.map((a) => (
              <AccountRow
                key={a.railAccountId}
                account={a}
                chosen={a.railAccountId === value}
                onChoose={() => choose(a)}
                onRemove={() => void remove(a)}
              />
            ))}
          </View>
          {store.loadError ? (
            <Text className="ra-error" role="alert" data-testid="ra-load-error">
              {msgText(t, store.loadError)}
            </Text>
          ) : null}
          {current ? <MissingWarning accountId={current.railAccountId} passengers={passengers} /> : null}
          <View className="ra-actions">
            <Pressable className="bk-btn bk-btn--inline" testId="ra-bind-open" onPress={() => store.openBind()}>
              {t('trainAccount.action.bind')}
            </Pressable>
            <Pressable className="bk-btn bk-btn--inline" testId="ra-register-open" onPress={() => store.openRegister()}>
              {t('trainAccount.action.register')}
            </Pressable>
            {current ? (
              <Pressable className="bk-btn bk-btn--inline" testId="ra-manage" onPress={() => setManaging(true)}>
                {t('trainAccount.action.manage')}
              </Pressable>
            ) : null}
          </View>
        </>
      ) : null}
      <BindSheet onBound={chosen} />
      <VerifySheet />
      <RegisterSheet onRegistered={chosen} />
      {managing && current ? (
        <Sheet
          id="ra-manage-sheet"
          title={t('trainAccount.passengers.title')}
          closeLabel={t('trainAccount.close')}
          onClose={() => setManaging(false)}
        >
          <RailPassengerList railAccountId={current.railAccountId} />
        </Sheet>
      ) : null}
    </Card>
  );
});
