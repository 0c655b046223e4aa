import { useId } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { maskIdNumber, maskMobile, maskPassport } from '../../domain/masking';
import { hasKey } from '../../i18n';
import { useStores } from '../../stores';
import { CopyButton } from './CopyButton';
import '../../i18n/parts/pay';
import { NO_TRANSLATE } from '../Pressable/noTranslate';

/** A traveller of any product's order, as the order-detail screens show them. */
export interface OrderPassengerItem {
  id: string;
  name: string;
  /** SPEC §3: 1 adult, 2 child, 3 infant. */
  psgType?: 1 | 2 | 3;
  /** Document type code ('ID', 'PASSPORT' …) and number (masked again here whatever the server sent). */
  idType?: string;
  idno?: string;
  phone?: string;
  /** Ticket or voucher number once issued. */
  ticketNo?: string;
  /** '' | 'refunding' | 'refunded' | 'changing' | 'changed'. */
  ticketStatus?: string;
  /** Names of add-on products (insurance). */
  extras?: string[];
}

function maskDocument(idType: string | undefined, idno: string): string {
  return idType === 'PASSPORT' ? maskPassport(idno) : maskIdNumber(idno);
}

/** Travellers with masked documents and phones (SPEC §9), ticket numbers once issued. */
export const PassengerList = observer(function PassengerList({
  passengers,
}: {
  passengers: readonly OrderPassengerItem[];
}) {
  const { ui } = useStores();
  // Unique per instance: H5 keeps earlier pages of the stack in the DOM.
  const titleId = useId();
  const { t } = ui;
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={titleId}>
      <Text id={titleId} className="order-block__title" role="heading" aria-level={2}>
        {t('pay.order.passengers.title')}
      </Text>
      <View role="list">
        {passengers.map((p) => {
          const statusKey = `pay.order.ticketStatus.${p.ticketStatus ?? ''}`;
          return (
            <View key={p.id} className="order-passenger" role="listitem" data-testid={`passenger-${p.id}`}>
              <View className="order-passenger__head">
                <Text className="order-passenger__name" {...NO_TRANSLATE}>
                  {p.name}
                </Text>
                {p.psgType ? (
                  <Text className="order-passenger__type">{t(`pay.order.psgType.${p.psgType}`)}</Text>
                ) : null}
                {p.ticketStatus && hasKey(statusKey) ? (
                  <Text className="order-passenger__ticket-status">{t(statusKey)}</Text>
                ) : null}
              </View>
              {p.idno ? (
                <Text className="order-passenger__line">
                  {t('pay.order.passenger.document')} {maskDocument(p.idType, p.idno)}
                </Text>
              ) : null}
              {p.phone ? (
                <Text className="order-passenger__line">
                  {t('pay.order.passenger.phone')} {maskMobile(p.phone)}
                </Text>
              ) : null}
              {p.ticketNo ? (
                <View className="order-passenger__ticket-row">
                  <Text className="order-passenger__line order-passenger__ticket" data-testid="ticket-no">
                    {t('pay.order.passenger.ticketNo')} {p.ticketNo}
                  </Text>
                  <CopyButton value={p.ticketNo} what={t('pay.order.passenger.ticketNo')} testId="ticket-no-copy" />
                </View>
              ) : null}
              {p.extras && p.extras.length > 0 ? (
                <Text className="order-passenger__line">
                  {t('pay.order.passenger.insurance')} {p.extras.join('、')}
                </Text>
              ) : null}
            </View>
          );
        })}
      </View>
    </View>
  );
});
