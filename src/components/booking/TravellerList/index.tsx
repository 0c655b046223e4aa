import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import { observer } from 'mobx-react-lite';
import { maskIdNumber, maskMobile, maskPassport } from '../../../domain/masking';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { documentNumber, travellerPhone, type BookingTraveller } from '../../../stores/booking';
import { psgTypeOf } from '../validate';
import '../kit.scss';
import '../../../i18n/parts/booking';
import { Icon } from '../../Icon';
import { close, edit } from '../../Icon/icons';

export interface TravellerListProps {
  travellers: readonly BookingTraveller[];
  /** First travel date (passenger type by age). */
  travelDate: string;
  onEdit(traveller: BookingTraveller): void;
  onRemove(traveller: BookingTraveller): void;
  /** Per-traveller extra line (the booking form shows the policy result there). */
  renderExtra?(traveller: BookingTraveller, index: number): ReactNode;
}

const shown = (value: string, mask: (v: string) => string): string => (value.includes('*') ? value : mask(value));

/** The travellers of a booking form: type, masked document and mobile, edit and remove buttons. */
export const TravellerList = observer(function TravellerList(props: TravellerListProps) {
  const { ui } = useStores();
  const { t } = ui;
  return (
    <View role="list" data-testid="traveller-list">
      {props.travellers.map((tr, index) => {
        const doc = documentNumber(tr);
        const phone = travellerPhone(tr);
        const psgType = psgTypeOf(tr, props.travelDate);
        return (
          <View key={tr.key} role="listitem" className="bk-person" data-testid={`traveller-item-${index}`}>
            <View className="bk-person__main">
              <Text className="bk-person__name">
                {tr.name}
                <Text className="bk-badge">{t(`booking.psgType.${psgType}`)}</Text>
              </Text>
              <Text className="bk-sub">
                {[
                  doc
                    ? `${t(`booking.idType.${tr.idType}` as MessageKey)} ${shown(
                        doc,
                        tr.idType === 'PASSPORT' ? maskPassport : maskIdNumber,
                      )}`
                    : t('booking.travellers.incomplete'),
                  phone ? shown(phone, maskMobile) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {props.renderExtra?.(tr, index)}
            </View>
            <Pressable
              className="bk-icon-btn"
              label={t('booking.travellers.editOne', { name: tr.name })}
              testId={`traveller-item-edit-${index}`}
              onPress={() => props.onEdit(tr)}
            >
              <Icon icon={edit} />
            </Pressable>
            <Pressable
              className="bk-icon-btn"
              label={t('booking.travellers.removeOne', { name: tr.name })}
              testId={`traveller-item-remove-${index}`}
              onPress={() => props.onRemove(tr)}
            >
              <Icon icon={close} />
            </Pressable>
          </View>
        );
      })}
    </View>
  );
});
