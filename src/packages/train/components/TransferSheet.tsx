import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { TrainSeat, TransferPlan } from '../../../api/contract/train';
import { Pressable } from '../../../components/Pressable';
import { Sheet } from '../../../components/booking/Sheet';
import { seatName } from '../../../domain/train/seats';
import { isSeatBookable, isTrainReservable } from '../../../domain/train/sale';
import { orderedSeats } from '../search/listing';
import { NO_TRANSLATE, hhmm, priceText, seatCountText, type Translate } from './format';
import { PolicyBadge } from './PolicyBadge';

interface Props {
  plan: TransferPlan | null;
  locale: 'zh-CN' | 'en-US';
  showPolicy: boolean;
  busy: boolean;
  onBook(seats: [TrainSeat, TrainSeat]): void;
  onClose(): void;
  t: Translate;
}

/** Choose a seat class on each leg of a connection, then book both (one order). */
export function TransferSheet({ plan, locale, showPolicy, busy, onBook, onClose, t }: Props) {
  const [picked, setPicked] = useState<[string, string]>(['', '']);
  useEffect(() => setPicked(['', '']), [plan?.transferId]);
  if (!plan) return null;

  const chosen = plan.legs.map((leg, i) => leg.seats.find((s) => s.seatKey === picked[i])) as [
    TrainSeat | undefined,
    TrainSeat | undefined,
  ];
  const ready = !!chosen[0] && !!chosen[1];

  return (
    <Sheet
      title={t('train.transfer.title')}
      onClose={onClose}
      testId="transfer-sheet"
      footer={
        <Pressable
          className="tr-btn tr-btn--primary tr-btn--block"
          disabled={!ready || busy}
          onPress={() => {
            if (chosen[0] && chosen[1]) onBook([chosen[0], chosen[1]]);
          }}
          testId="transfer-book"
        >
          {t('train.transfer.book')}
        </Pressable>
      }
    >
      <Text className="tr-filter__hint">{t('train.transfer.choose')}</Text>
      {plan.legs.map((leg, i) => (
        <View
          key={leg.trainId}
          className="tr-filter__group"
          role="radiogroup"
          aria-label={`${t('train.transfer.leg', { n: i + 1 })} ${leg.trainCode}`}
        >
          <Text className="tr-filter__title">
            {t('train.transfer.leg', { n: i + 1 })}{' '}
            <Text {...NO_TRANSLATE}>
              {leg.trainCode} {leg.from.name} {hhmm(leg.depTime)} → {leg.to.name} {hhmm(leg.arrTime)}
            </Text>
          </Text>
          <View className="tr-filter__options">
            {orderedSeats(leg).map((seat) => {
              const ok = isTrainReservable(leg) && isSeatBookable(seat);
              const on = picked[i] === seat.seatKey;
              return (
                <Pressable
                  key={seat.seatKey}
                  role="radio"
                  selected={on}
                  disabled={!ok}
                  className={`bk-chip${on ? ' bk-chip--on' : ''}`}
                  onPress={() => setPicked(i === 0 ? [seat.seatKey, picked[1]] : [picked[0], seat.seatKey])}
                  testId={`transfer-seat-${i}-${seat.seatType}`}
                >
                  {`${seatName(seat.seatType, locale)} ${priceText(seat.price)} ${seatCountText(seat, t)}`}
                  {showPolicy && <PolicyBadge wb={seat.wb} t={t} />}
                </Pressable>
              );
            })}
          </View>
        </View>
      ))}
    </Sheet>
  );
}
