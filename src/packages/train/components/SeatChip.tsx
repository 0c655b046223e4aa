import { Text, View } from '@tarojs/components';
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import { Pressable } from '../../../components/Pressable';
import { seatName } from '../../../domain/train/seats';
import { seatOffer, type SeatOffer } from '../search/listing';
import { NO_TRANSLATE, priceText, seatCountText, type Translate } from './format';
import { PolicyBadge } from './PolicyBadge';

interface Props {
  train: TrainItem;
  seat: TrainSeat;
  locale: 'zh-CN' | 'en-US';
  /** Waitlist orders may still be placed (SPEC §9: up to 3 hours before departure). */
  benchAllowed: boolean;
  showPolicy: boolean;
  onPress(offer: Exclude<SeatOffer, 'none'>): void;
  t: Translate;
}

/**
 * One seat class of a train: name, price, seats left ('no tickets' at 0) and the policy badge. Bookable seats
 * (SPEC §4) and sold-out waitlist classes are buttons; the others only say what they are.
 */
export function SeatChip({ train, seat, locale, benchAllowed, showPolicy, onPress, t }: Props) {
  const offer = seatOffer(train, seat, benchAllowed);
  const name = seatName(seat.seatType, locale);
  const price = priceText(seat.price);
  const count = offer === 'waitlist' ? t('train.seat.waitlist') : seatCountText(seat, t);
  const body = (
    <>
      <Text className="tr-seat__name" aria-hidden>
        {name}
      </Text>
      <Text className="tr-seat__price" aria-hidden {...NO_TRANSLATE}>
        {price}
      </Text>
      <Text className={`tr-seat__count${seat.seatCount <= 0 ? ' tr-seat__count--none' : ''}`} aria-hidden>
        {count}
      </Text>
      {showPolicy && <PolicyBadge wb={seat.wb} t={t} />}
    </>
  );
  const testId = `seat-${train.trainCode}-${seat.seatType}`;
  if (offer === 'none') {
    return (
      <View
        className="tr-seat tr-seat--off"
        role="group"
        aria-label={t('train.seat.label', { seat: name, price, count })}
        data-testid={testId}
      >
        {body}
      </View>
    );
  }
  return (
    <Pressable
      className={`tr-seat${offer === 'waitlist' ? ' tr-seat--wait' : ''}`}
      label={
        offer === 'waitlist'
          ? t('train.seat.waitLabel', { seat: name })
          : t('train.seat.bookLabel', { seat: name, price, count })
      }
      onPress={() => onPress(offer)}
      testId={testId}
    >
      {body}
    </Pressable>
  );
}
