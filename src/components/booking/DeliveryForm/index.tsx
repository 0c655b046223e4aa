import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../../api/contract';
import { maskMobile } from '../../../domain/masking';
import { useStores } from '../../../stores';
import type { DeliveryInfo } from '../../../stores/booking';
import { Sheet } from '../Sheet';
import { ChoiceGroup, PickerRow, TextField } from '../Field';
import '../kit.scss';
import '../../../i18n/parts/booking';

export interface DeliveryFormProps {
  value: DeliveryInfo;
  /** Saved addresses (vipEmpAddr/list). */
  addresses: readonly Address[];
  onChange(patch: Partial<DeliveryInfo>): void;
  errors?: Partial<Record<'email' | 'recipient' | 'phone' | 'address', string>>;
  /** The mode group's label when the form delivers something else than the itinerary (e.g. an invoice). */
  title?: string;
}

/** One line of an address. */
export function addressLine(a: Address): string {
  return `${a.province}${a.city}${a.area}${a.addr}`;
}

const shownPhone = (phone: string): string => (phone.includes('*') ? phone : maskMobile(phone));

/** Itinerary delivery (SPEC §3 sendMode, reciPient, reciPhone, reciAddr): none, e-mail, or post to a saved address. */
export const DeliveryForm = observer(function DeliveryForm({
  value,
  addresses,
  onChange,
  errors = {},
  title,
}: DeliveryFormProps) {
  const { ui } = useStores();
  const { t } = ui;
  const [choosing, setChoosing] = useState(false);
  const choose = (a: Address) => {
    onChange({ address: a, recipient: a.recipient, phone: a.phoneNumber });
    setChoosing(false);
  };
  return (
    <View data-testid="delivery-form">
      <ChoiceGroup<0 | 1 | 2>
        id="delivery-mode"
        label={title ?? t('booking.delivery.title')}
        options={[
          { value: 0, label: t('booking.delivery.mode.0') },
          { value: 1, label: t('booking.delivery.mode.1') },
          { value: 2, label: t('booking.delivery.mode.2') },
        ]}
        value={value.sendMode}
        onChange={(sendMode) => onChange({ sendMode })}
      />
      {value.sendMode === 1 ? (
        <TextField
          id="delivery-email"
          label={t('booking.delivery.email')}
          value={value.email}
          maxlength={254}
          required
          error={errors.email}
          onChange={(email) => onChange({ email })}
        />
      ) : null}
      {value.sendMode === 2 ? (
        <>
          <PickerRow
            id="delivery-address"
            label={t('booking.delivery.address')}
            value={value.address ? addressLine(value.address) : ''}
            placeholder={t('booking.delivery.chooseAddress')}
            required
            error={errors.address}
            onClick={() => setChoosing(true)}
          />
          <TextField
            id="delivery-recipient"
            label={t('booking.delivery.recipient')}
            value={value.recipient}
            maxlength={60}
            required
            error={errors.recipient}
            onChange={(recipient) => onChange({ recipient })}
          />
          <TextField
            id="delivery-phone"
            label={t('booking.delivery.phone')}
            value={value.phone}
            maxlength={11}
            required
            error={errors.phone}
            onChange={(phone) => onChange({ phone })}
          />
        </>
      ) : null}
      <Sheet
        open={choosing}
        title={t('booking.delivery.chooseAddress')}
        onClose={() => setChoosing(false)}
        testId="delivery-address-sheet"
      >
        <View role="radiogroup" aria-label={t('booking.delivery.chooseAddress')}>
          {addresses.map((a) => (
            <Pressable
              key={a.empAddrId}
              className="bk-person"
              role="radio"
              selected={value.address?.empAddrId === a.empAddrId}
              testId={`delivery-address-${a.empAddrId}`}
              onPress={() => choose(a)}
            >
              <View className="bk-person__main">
                <Text className="bk-person__name">
                  {a.recipient} {shownPhone(a.phoneNumber)}
                  {a.isDefault === 1 ? <Text className="bk-badge">{t('booking.delivery.default')}</Text> : null}
                </Text>
                <Text className="bk-sub">{addressLine(a)}</Text>
              </View>
            </Pressable>
          ))}
          {addresses.length === 0 ? (
            <Text className="bk-sub" role="status">
              {t('booking.delivery.noAddress')}
            </Text>
          ) : null}
        </View>
      </Sheet>
    </View>
  );
});
