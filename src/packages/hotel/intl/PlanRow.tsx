/**
 * One international plan (prepaid): breakfast, cancellation, policy badge, rooms left; the price per room and night
 * in the hotel's currency and in yuan, the total of the rooms for the stay, the taxes included and any local tax
 * payable at the hotel, and the book button.
 */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { IntlRatePlan } from '../../../api/contract/hotelIntl';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { NO_TRANSLATE, say, yuan } from '../detail/format';
import { breakfastPhrase, cancelTag, policyPhrase, roomsLeftPhrase } from '../detail/planView';
import { localText } from './format';
import '../../../i18n/parts/hotelBooking';
import '../../../i18n/parts/hotelIntl';

export const IntlPlanRow = observer(function IntlPlanRow(props: {
  plan: IntlRatePlan;
  rooms: number;
  nights: number;
  now: number;
  unavailable: boolean;
  onChoose(plan: IntlRatePlan): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { plan, unavailable } = props;
  const policy = policyPhrase(plan.wb);
  const left = roomsLeftPhrase(plan.roomsLeft);
  return (
    <View
      className={`hti-plan${unavailable ? ' hti-plan--off' : ''}`}
      data-testid={`plan-${plan.planId}`}
      aria-disabled={unavailable || undefined}
    >
      <View className="hti-plan__main">
        <Text className="htd-plan__name" {...NO_TRANSLATE}>
          {plan.name}
        </Text>
        <View className="htd-plan__tags">
          <Text className="htd-tag" data-testid="plan-breakfast">
            {say(t, breakfastPhrase(plan.breakfast))}
          </Text>
          <Text className="htd-tag" data-testid="plan-cancel">
            {say(t, cancelTag(plan.cancel, props.now))}
          </Text>
          <Text className="htd-tag">{t('hotelIntl.plan.prepay')}</Text>
          {policy ? (
            <Text className={`htd-tag ${plan.wb === 2 ? 'htd-tag--bad' : 'htd-tag--warn'}`} data-testid="plan-policy">
              {say(t, policy)}
            </Text>
          ) : null}
        </View>
        <Text className="hti-sub" data-testid="plan-taxes">
          {t('hotelIntl.plan.taxesIncluded', { price: yuan(plan.taxes.included) })}
          {plan.taxes.payAtHotel > 0
            ? `；${t('hotelIntl.plan.payAtHotel', { amount: localText(plan.taxes.payAtHotel, plan.taxes.currency) })}`
            : ''}
        </Text>
        {left ? (
          <Text className="htd-plan__left" data-testid="plan-left">
            {say(t, left)}
          </Text>
        ) : null}
      </View>
      <View className="hti-plan__side">
        <Text className="hti-plan__price" data-testid="plan-price">
          {yuan(plan.avgPrice)}
        </Text>
        <Text
          className="hti-sub"
          data-testid="plan-local"
          aria-label={`${t('hotelIntl.plan.localLabel')} ${localText(plan.localPrice, plan.currency)}`}
          {...NO_TRANSLATE}
        >
          {t('hotelIntl.plan.local', { amount: localText(plan.localPrice, plan.currency) })}
        </Text>
        <Text className="hti-sub">{t('hotelIntl.plan.perNight')}</Text>
        <Text className="hti-sub" data-testid="plan-total">
          {t('hotelIntl.plan.roomsTotal', { rooms: props.rooms, nights: props.nights, price: yuan(plan.roomsTotal) })}
        </Text>
        <Pressable
          className={`htd-plan__book ${unavailable ? 'htd-plan__book--off' : ''}`}
          label={t('hotelBooking.plan.bookNamed', { name: plan.name })}
          disabled={unavailable}
          testId={`plan-book-${plan.planId}`}
          onPress={() => props.onChoose(plan)}
        >
          {plan.roomsLeft <= 0
            ? t('hotelBooking.rooms.full')
            : plan.wb === 2
              ? t('hotelBooking.plan.blocked')
              : t('hotelBooking.plan.book')}
        </Pressable>
      </View>
    </View>
  );
});
