import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { ChoiceGroup, TextField } from '../../../components/booking/Field';
import { DocumentFields } from '../../../components/booking/DocumentFields';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { RailPassenger, RailPsgType } from '../../../api/contract/trainAccount';
import type { MessageKey } from '../../../i18n';
import { RAIL_ID_TYPES, type Errors, type PassengerInput } from './railForms';
import { useRailAccountStore } from './store';
import { NO_TRANSLATE, msgText } from './msg';
import './account.scss';
import '../../../i18n/parts/trainAccount';
import '../../../i18n/parts/booking';
import { Icon } from '../../../components/Icon';
import { trash } from '../../../components/Icon/icons';

const EMPTY: PassengerInput = { psgName: '', idType: 'ID', idno: '', expiry: '', phoneNumber: '', psgType: 1 };
const PSG_TYPES: readonly RailPsgType[] = [1, 2, 3];

const Row = observer(function Row(props: { p: RailPassenger; onDelete(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const { p } = props;
  return (
    <View className="ra-item" data-testid={`ra-psg-${p.clkId}`}>
      <View className="ra-item__body">
        <Text className="ra-item__name" {...NO_TRANSLATE}>
          {p.psgName}
        </Text>
        <Text className="ra-item__sub">
          {t(`booking.idType.${p.idType}` as MessageKey)} <Text {...NO_TRANSLATE}>{p.idno}</Text>
          {' · '}
          {t(`trainAccount.psgType.${p.psgType}` as MessageKey)}
        </Text>
        <Text className={`ra-tag ra-tag--${p.identityStatus}`}>
          {t(`trainAccount.identity.${p.identityStatus}` as MessageKey)}
        </Text>
      </View>
      <Pressable
        className="ra-icon-btn"
        label={t('trainAccount.passengers.delete', { name: p.psgName })}
        testId={`ra-psg-del-${p.clkId}`}
        onPress={props.onDelete}
      >
        <Icon icon={trash} />
      </Pressable>
    </View>
  );
});

const AddForm = observer(function AddForm(props: { railAccountId: string; onDone(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const [form, setForm] = useState<PassengerInput>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof PassengerInput>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PassengerInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const err = (k: keyof PassengerInput) => (errors[k] ? t(errors[k]) : undefined);
  const save = async () => {
    if (busy) return;
    setBusy(true);
    const result = await store.addPassenger(props.railAccountId, form);
    setBusy(false);
    if (result === null) return;
    setErrors(result);
    if (Object.keys(result).length === 0) {
      setForm(EMPTY);
      props.onDone();
    }
  };
  return (
    <View className="bk-card" data-testid="ra-psg-form">
      <TextField
        id="ra-psg-name"
        label={t('trainAccount.passengers.name')}
        value={form.psgName}
        maxlength={60}
        required
        error={err('psgName')}
        onChange={(psgName) => set({ psgName })}
      />
      <DocumentFields
        prefix="ra-psg"
        types={RAIL_ID_TYPES}
        value={{ idType: form.idType, idno: form.idno, expiry: form.expiry }}
        onIdType={(idType) => set({ idType })}
        onIdno={(idno) => set({ idno })}
        onExpiry={(expiry) => set({ expiry })}
        extras={{}}
        onExtras={() => undefined}
        errors={{ idno: err('idno'), expiry: err('expiry') }}
      />
      <TextField
        id="ra-psg-phone"
        label={t('trainAccount.passengers.phone')}
        type="number"
        maxlength={11}
        value={form.phoneNumber}
        error={err('phoneNumber')}
        onChange={(phoneNumber) => set({ phoneNumber })}
      />
      <ChoiceGroup<RailPsgType>
        id="ra-psg-type"
        label={t('trainAccount.passengers.type')}
        options={PSG_TYPES.map((v) => ({ value: v, label: t(`trainAccount.psgType.${v}` as MessageKey) }))}
        value={form.psgType}
        onChange={(psgType) => set({ psgType })}
      />
      <Pressable className="bk-btn bk-btn--primary" testId="ra-psg-save" disabled={busy} onPress={save}>
        {t('trainAccount.passengers.save')}
      </Pressable>
    </View>
  );
});

/** The rail frequent travellers of an account: listed (documents masked), added, deleted. */
export const RailPassengerList = observer(function RailPassengerList(props: { railAccountId: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useRailAccountStore();
  const { railAccountId } = props;
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void store.loadPassengers(railAccountId);
  }, [store, railAccountId]);
  const list = store.passengers[railAccountId];
  return (
    <View className="ra-passengers" data-testid="ra-passengers">
      {list === undefined && !store.passengerError ? (
        <Text className="ra-hint" role="status">
          {t('trainAccount.passengers.loading')}
        </Text>
      ) : null}
      {list && list.length === 0 ? <Text className="ra-hint">{t('trainAccount.passengers.empty')}</Text> : null}
      <View className="ra-list">
        {(list ?? []).map((p) => (
          <Row key={p.clkId} p={p} onDelete={() => void store.deletePassenger(railAccountId, p.clkId)} />
        ))}
      </View>
      {store.passengerError ? (
        <Text className="ra-error" role="alert" data-testid="ra-psg-error">
          {msgText(t, store.passengerError)}
        </Text>
      ) : null}
      {adding ? (
        <AddForm railAccountId={railAccountId} onDone={() => setAdding(false)} />
      ) : (
        <Pressable className="bk-btn bk-btn--inline" testId="ra-psg-add" onPress={() => setAdding(true)}>
          {t('trainAccount.passengers.add')}
        </Pressable>
      )}
    </View>
  );
});
