/**
 * An international hotel's policies (SPEC §2 /ht/htIntPolicy?hotelId=): check-in and check-out times, children,
 * extra beds, pets, the cards the hotel accepts and the important notes — from hotelInfo in the UI language.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { IntlHotelPolicies } from '../../../api/contract/hotelIntl';
import { Card } from '../../../components/booking';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { hotelName } from '../components/HotelRow';
import { NO_TRANSLATE } from '../detail/format';
import { INTL_POLICY } from './screens';
import { useIntlDetail } from './useIntlDetail';
import './intl.scss';
import '../../../i18n/parts/hotelIntl';

const CARD_KEYS: Readonly<Record<string, MessageKey>> = {
  visa: 'hotelIntl.card.visa',
  mastercard: 'hotelIntl.card.mastercard',
  amex: 'hotelIntl.card.amex',
  jcb: 'hotelIntl.card.jcb',
  unionpay: 'hotelIntl.card.unionpay',
  diners: 'hotelIntl.card.diners',
};

function Row(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <View className="hti-policy__row" data-testid={props.testId}>
      <Text className="hti-policy__label">{props.label}</Text>
      <Text>{props.children}</Text>
    </View>
  );
}

export const PolicyBody = observer(function PolicyBody({ policies }: { policies: IntlHotelPolicies }) {
  const { ui } = useStores();
  const { t } = ui;
  const p = policies;
  const cards = p.cards.map((c) => (CARD_KEYS[c] ? t(CARD_KEYS[c]) : c)).join('、');
  return (
    <>
      <Card id="hti-policy-times" title={t('hotelIntl.policy.checkIn')}>
        <View className="hti-policy">
          <Row label={t('hotelIntl.policy.checkIn')} testId="policy-check-in">
            {p.checkInUntil
              ? t('hotelIntl.policy.checkInRange', { from: p.checkInFrom, until: p.checkInUntil })
              : t('hotelIntl.policy.checkInFrom', { from: p.checkInFrom })}
          </Row>
          <Row label={t('hotelIntl.policy.checkOut')} testId="policy-check-out">
            {t('hotelIntl.policy.checkOutUntil', { until: p.checkOutUntil })}
          </Row>
        </View>
      </Card>
      <Card id="hti-policy-stay" title={t('hotelIntl.policy.title')}>
        <View className="hti-policy">
          <Row label={t('hotelIntl.policy.children')} testId="policy-children">
            {p.children}
          </Row>
          <Row label={t('hotelIntl.policy.extraBed')} testId="policy-extra-bed">
            {p.extraBed}
          </Row>
          <Row label={t('hotelIntl.policy.pets')} testId="policy-pets">
            {p.pets}
          </Row>
          <Row label={t('hotelIntl.policy.cards')} testId="policy-cards">
            {cards || t('hotelIntl.policy.cardsNone')}
          </Row>
        </View>
      </Card>
      {p.notes.length > 0 ? (
        <Card id="hti-policy-notes" title={t('hotelIntl.policy.notes')}>
          <View className="hti-policy" role="list" data-testid="policy-notes">
            {p.notes.map((note, i) => (
              <Text key={i} role="listitem">
                {note}
              </Text>
            ))}
          </View>
        </Card>
      ) : null}
    </>
  );
});

export const IntlPolicyScreen = observer(function IntlPolicyScreen() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useIntlDetail(false);
  const { hotel } = store;
  return (
    <PageShell route={INTL_POLICY} title="hotelIntl.policy.title" className="hti-page">
      {hotel ? (
        <View className="hti-body">
          <Text className="htd-head__name" role="heading" aria-level={1} {...NO_TRANSLATE}>
            {hotelName(hotel, ui.locale)}
          </Text>
          <PolicyBody policies={hotel.policies} />
        </View>
      ) : store.status === 'loading' || store.status === 'idle' ? (
        <View className="htd-loading" role="status">
          {t('common.loading')}
        </View>
      ) : (
        <EmptyState
          text={t(store.status === 'missing' ? 'hotelIntl.detail.missing' : 'common.loadFailed')}
          actionText={store.status === 'failed' ? t('common.retry') : undefined}
          onAction={store.status === 'failed' ? () => void store.load(false) : undefined}
        />
      )}
    </PageShell>
  );
});
