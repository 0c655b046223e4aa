/** Star levels and the price band (htQuery's sheet; the list's filter sheet shows the same choices). */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { HotelStar } from '../../../api/contract/hotel';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { STARS, starKey } from '../components/labels';
import { priceBandText } from './QueryFields';
import { NO_PRICE, type PriceBand } from './searchStore';

/** Average nightly price bands, yuan. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { min: null, max: 150 },
  { min: 150, max: 300 },
  { min: 300, max: 450 },
  { min: 450, max: 600 },
  { min: 600, max: 1000 },
  { min: 1000, max: null },
];

const sameBand = (a: PriceBand, b: PriceBand) => a.min === b.min && a.max === b.max;

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** The star chips and the price chips (no band: a second tap on the chosen one). */
export function StarPriceChoices(props: {
  stars: readonly HotelStar[];
  price: PriceBand;
  onStars(stars: HotelStar[]): void;
  onPrice(price: PriceBand): void;
  t: Translate;
}) {
  const { t } = props;
  return (
    <>
      <Text className="ht-sheet__title" role="heading" aria-level={3}>
        {t('hotel.filter.stars')}
      </Text>
      <View className="ht-chips" role="group" aria-label={t('hotel.filter.stars')}>
        {STARS.map((s) => (
          <Pressable
            key={s}
            role="checkbox"
            selected={props.stars.includes(s)}
            className={`ht-chip${props.stars.includes(s) ? ' ht-chip--on' : ''}`}
            onPress={() => props.onStars(toggle(props.stars, s))}
            testId={`star-${s}`}
          >
            {t(starKey(s))}
          </Pressable>
        ))}
      </View>
      <Text className="ht-sheet__title" role="heading" aria-level={3}>
        {t('hotel.filter.price')}
      </Text>
      <View className="ht-chips" role="radiogroup" aria-label={t('hotel.filter.price')}>
        {PRICE_BANDS.map((band) => {
          const on = sameBand(band, props.price);
          return (
            <Pressable
              key={`${band.min}-${band.max}`}
              role="radio"
              selected={on}
              className={`ht-chip${on ? ' ht-chip--on' : ''}`}
              onPress={() => props.onPrice(on ? NO_PRICE : band)}
              testId={`price-${band.min ?? 0}-${band.max ?? 'up'}`}
            >
              {priceBandText(band, t)}
            </Pressable>
          );
        })}
      </View>
    </>
  );
}

export function StarPriceSheet(props: {
  open: boolean;
  stars: readonly HotelStar[];
  price: PriceBand;
  onApply(stars: HotelStar[], price: PriceBand): void;
  onClose(): void;
  t: Translate;
}) {
  const { t, open } = props;
  const [stars, setStars] = useState<HotelStar[]>([...props.stars]);
  const [price, setPrice] = useState<PriceBand>(props.price);
  useEffect(() => {
    if (open) {
      setStars([...props.stars]);
      setPrice(props.price);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <Sheet
      open={open}
      title={t('hotel.starPrice')}
      onClose={props.onClose}
      testId="star-price-sheet"
      footer={
        <View className="ht-sheet__foot">
          <Pressable
            className="ht-btn ht-btn--ghost"
            onPress={() => {
              setStars([]);
              setPrice(NO_PRICE);
            }}
            testId="star-price-reset"
          >
            {t('hotel.filter.reset')}
          </Pressable>
          <Pressable
            className="ht-btn ht-btn--primary"
            onPress={() => {
              props.onApply(stars, price);
              props.onClose();
            }}
            testId="star-price-apply"
          >
            {t('hotel.filter.apply')}
          </Pressable>
        </View>
      }
    >
      <StarPriceChoices stars={stars} price={price} onStars={setStars} onPrice={setPrice} t={t} />
    </Sheet>
  );
}
