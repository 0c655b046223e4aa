import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { RatePlan } from '../../../api/contract/hotel';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { NO_TRANSLATE, say, yuan } from './format';
import { breakfastPhrase, cancelTag, guaranteePhrase, payTypePhrase, policyPhrase, roomsLeftPhrase } from './planView';

export interface PlanRowProps {
  plan: RatePlan;
  wb: 0 | 1 | 2;
  unavailable: boolean;
  now: number;
  nights: number;
  onChoose(plan: RatePlan): void;
}

/** One rate plan: breakfast, payment, cancellation, guarantee, badges, average and total price and the book button. */
export const PlanRow = observer(function PlanRow(props: PlanRowProps) {
  const { ui } = useStores();
  const { t } = ui;
  const { plan, wb, unavailable } = props;
  const guarantee = guaranteePhrase(plan);
  const policy = policyPhrase(wb);
  const left = roomsLeftPhrase(plan.roomsLeft);
  const cancel = cancelTag(plan.cancel, props.now);
  return (
    <View
      className={`htd-plan ${unavailable ? 'htd-plan--off' : ''}`}
      data-testid={`plan-${plan.planId}`}
      aria-disabled={unavailable || undefined}
    >
      <View className="htd-plan__main">
        <Text className="htd-plan__name" {...NO_TRANSLATE}>
          {plan.name}
        </Text>
        <View className="htd-plan__tags">
          <Text className="htd-tag" data-testid="plan-breakfast">
            {say(t, breakfastPhrase(plan.breakfast))}
          </Text>
          <Text className="htd-tag" data-testid="plan-cancel">
            {say(t, cancel)}
          </Text>
          <Text className="htd-tag">{say(t, payTypePhrase(plan.payType))}</Text>
          {guarantee ? (
            <Text className="htd-tag htd-tag--warn" data-testid="plan-guarantee">
              {say(t, guarantee)}
            </Text>
          ) : null}
          {plan.instantConfirm ? <Text className="htd-tag">{t('hotelBooking.plan.instant')}</Text> : null}
          {plan.protocol ? (
            <Text className="htd-tag htd-tag--main" data-testid="plan-protocol">
              {t('hotelBooking.plan.protocol')}
            </Text>
          ) : null}
          {policy ? (
            <Text className={`htd-tag ${wb === 2 ? 'htd-tag--bad' : 'htd-tag--warn'}`} data-testid="plan-policy">
              {say(t, policy)}
            </Text>
          ) : null}
        </View>
        {left ? (
          <Text className="htd-plan__left" data-testid="plan-left">
            {say(t, left)}
          </Text>
        ) : null}
      </View>
      <View className="htd-plan__side">
        <Text className="htd-plan__price" data-testid="plan-price">
          {yuan(plan.avgPrice)}
        </Text>
        <Text className="htd-plan__per">{t('hotelBooking.plan.perNight')}</Text>
        {props.nights > 1 ? (
          <Text className="htd-plan__total">{t('hotelBooking.plan.total', { price: yuan(plan.totalPrice) })}</Text>
        ) : null}
        <Pressable
          className={`htd-plan__book ${unavailable ? 'htd-plan__book--off' : ''}`}
          label={t('hotelBooking.plan.bookNamed', { name: plan.name })}
          disabled={unavailable}
          testId={`plan-book-${plan.planId}`}
          onPress={() => props.onChoose(plan)}
        >
          {plan.roomsLeft <= 0
            ? t('hotelBooking.rooms.full')
            : wb === 2
              ? t('hotelBooking.plan.blocked')
              : t('hotelBooking.plan.book')}
        </Pressable>
      </View>
    </View>
  );
});
