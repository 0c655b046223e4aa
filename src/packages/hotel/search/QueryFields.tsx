/** The rows of the hotel search form (htQuery of both versions): city with "my location", stay, keyword, stars and price. */
import { Text, View } from '@tarojs/components';
import { DateField, PlaceField } from '../../../components/QueryForm';
import { Pressable } from '../../../components/Pressable';
import { dayText, priceText, relativeDayText, type Translate } from '../../../components/format';
import { PinIcon } from '../components/HotelBadges';
import { starKey } from '../components/labels';
import type { HotelCity, HotelStay, NearbySearch, PriceBand } from './searchStore';
import { cityLabel } from './cityLabel';
import type { HotelStar } from '../../../api/contract/hotel';

export { cityLabel };

/** The city (opens the picker) and the nearby search from the current location. */
export function CityRow(props: {
  city: HotelCity;
  nearby: NearbySearch | null;
  locating: boolean;
  locale: 'zh-CN' | 'en-US';
  t: Translate;
  onPick(): void;
  onLocate(): void;
}) {
  const { t } = props;
  const name = cityLabel(props.city, props.locale);
  return (
    <View className="htq__city">
      <PlaceField
        side="from"
        label={t('hotel.city')}
        name={name}
        empty={false}
        a11yLabel={t('hotel.city.label', { name })}
        testId="city"
        onPress={props.onPick}
      />
      <Pressable
        className="htq__locate"
        // What it shows first, then what it does: the name contains the visible words.
        label={`${props.locating ? t('hotel.locating') : t('hotel.nearMe.short')}，${t('hotel.nearMe')}`}
        disabled={props.locating}
        onPress={props.onLocate}
        selected={!!props.nearby && !props.nearby.label}
        testId="near-me"
      >
        <PinIcon />
        <Text aria-hidden>{props.locating ? t('hotel.locating') : t('hotel.nearMe.short')}</Text>
      </Pressable>
    </View>
  );
}

/** Check-in and check-out with the nights between (both open the range calendar). */
export function StayRow(props: { stay: HotelStay; nights: number; today: string; t: Translate; onPress(): void }) {
  const { stay, t, today } = props;
  const inDay = dayText(stay.checkIn, t);
  const outDay = dayText(stay.checkOut, t);
  const inRel = relativeDayText(stay.checkIn, today, t);
  const outRel = relativeDayText(stay.checkOut, today, t);
  return (
    <View className="qf__dates htq__stay">
      <DateField
        label={t('hotel.checkIn')}
        day={inDay}
        rel={inRel}
        a11yLabel={`${t('hotel.checkIn')}：${inDay} ${inRel}`}
        testId="check-in"
        onPress={props.onPress}
      />
      <Text className="htq__nights" data-testid="nights">
        {t('hotel.nights', { n: props.nights })}
      </Text>
      <DateField
        label={t('hotel.checkOut')}
        day={outDay}
        rel={outRel}
        a11yLabel={`${t('hotel.checkOut')}：${outDay} ${outRel}`}
        testId="check-out"
        onPress={props.onPress}
      />
    </View>
  );
}

/** A form row that opens a sheet: its label and its value (or the placeholder). */
export function SheetRow(props: {
  label: string;
  value: string;
  placeholder: string;
  testId: string;
  onPress(): void;
}) {
  const empty = !props.value;
  return (
    <Pressable
      className="htq__row"
      label={`${props.label}：${empty ? props.placeholder : props.value}`}
      onPress={props.onPress}
      testId={props.testId}
    >
      <Text className="qf__label" aria-hidden>
        {props.label}
      </Text>{' '}
      <Text className={`htq__value${empty ? ' htq__value--empty' : ''}`} aria-hidden>
        {empty ? props.placeholder : props.value}
      </Text>
    </Pressable>
  );
}

/** '¥150–¥300', '¥600 以上', '¥150 以下', '' for no band. */
export function priceBandText(price: PriceBand, t: Translate): string {
  const { min, max } = price;
  if (min !== null && max !== null) return `${priceText(min)}–${priceText(max)}`;
  if (min !== null) return t('hotel.price.above', { price: priceText(min) });
  if (max !== null) return t('hotel.price.below', { price: priceText(max) });
  return '';
}

/** '豪华型、高档型 · ¥300–¥450'. */
export function starPriceText(stars: readonly HotelStar[], price: PriceBand, t: Translate): string {
  const starText = stars.map((s) => t(starKey(s))).join('、');
  return [starText, priceBandText(price, t)].filter(Boolean).join(' · ');
}
