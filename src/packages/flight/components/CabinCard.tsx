import { Text, View } from '@tarojs/components';
import type { FlightCabin } from '../../../api/contract/flight';
import { Pressable } from '../../../components/Pressable';
import { discountText, priceText, seatsText, type Translate } from '../format';
import '../../../i18n/parts/flight';
import { Icon } from '../../../components/Icon';
import { check, chevronRight } from '../../../components/Icon/icons';

interface Props {
  cabin: FlightCabin;
  t: Translate;
  showPolicy: boolean;
  /** Booking closed (40-minute rule): the choose button is disabled. */
  blocked: boolean;
  /** Text of the choose button ('Book' / 'Choose'). */
  actionText: string;
  /** Radio mode (connections): the card is a choice and shows whether it is chosen. */
  chosen?: boolean;
  busy?: boolean;
  onChoose: () => void;
  onRules: () => void;
  onPolicy: () => void;
}

/** One fare: cabin, price, discount, seats left, rule summary (full text in a sheet), policy badge, choose. */
export function CabinCard({
  cabin: c,
  t,
  showPolicy,
  blocked,
  actionText,
  chosen,
  busy,
  onChoose,
  onRules,
  onPolicy,
}: Props) {
  const discount = discountText(c.discount, t);
  const over = showPolicy && c.policy && !c.policy.compliant;
  return (
    <View
      className={`fl-cabin${chosen ? ' fl-cabin--chosen' : ''}`}
      role="group"
      aria-label={`${c.cabinName} ${c.cabinCode}`}
      data-testid={`cabin-${c.fareKey}`}
    >
      <View className="fl-cabin__info">
        <View className="fl-cabin__line">
          <Text className="fl-cabin__name">
            {c.cabinName}
            <Text className="fl-cabin__code"> {c.cabinCode}</Text>
          </Text>
          {discount && <Text className="fl-cabin__discount">{discount}</Text>}
        </View>
        <View className="fl-cabin__line">
          <Text className="fl-cabin__rule">{c.ruleSummary}</Text>
        </View>
        <View className="fl-cabin__line">
          <Pressable className="fl-link" onPress={onRules} testId={`rules-${c.fareKey}`}>
            {t('flight.cabin.rules')}
          </Pressable>
          {showPolicy && c.policy && (
            <Pressable
              className="fl-badge-tap"
              label={t(c.policy.compliant ? 'flight.cabin.policyOkMore' : 'flight.cabin.policyOverMore')}
              onPress={onPolicy}
              testId={`policy-${c.fareKey}`}
            >
              <View className={`fl-badge ${c.policy.compliant ? 'fl-badge--ok' : 'fl-badge--over'}`} aria-hidden>
                <Text>{t(c.policy.compliant ? 'flight.policy.ok' : 'flight.policy.over')}</Text>
                <Icon icon={chevronRight} />
              </View>
            </Pressable>
          )}
        </View>
      </View>
      <View className="fl-cabin__buy">
        <Text className="fl-cabin__price" data-testid="cabin-price">
          {priceText(c.price)}
        </Text>
        <Text className={`fl-cabin__seats${c.seats < 10 ? ' fl-cabin__seats--few' : ''}`}>{seatsText(c, t)}</Text>
        <Pressable
          className={`fl-btn ${chosen ? 'fl-btn--ghost' : over ? 'fl-btn--warn' : 'fl-btn--primary'} fl-cabin__choose`}
          role={chosen === undefined ? 'button' : 'radio'}
          selected={chosen}
          disabled={blocked || busy || c.seats <= 0}
          label={`${actionText} ${c.cabinName} ${priceText(c.price)}`}
          onPress={onChoose}
          testId={`choose-${c.fareKey}`}
        >
          {chosen ? <Icon icon={check} /> : null}
          {actionText}
        </Pressable>
      </View>
    </View>
  );
}
