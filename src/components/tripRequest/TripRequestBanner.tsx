import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { formatYuan } from '../../domain/money';
import { Pressable } from '../Pressable';
import { useStores } from '../../stores';
import { daysText, routeText } from './TripRequestPicker';
import type { TripChoice } from './tripRequestStore';
import './tripRequest.scss';
import '../../i18n/parts/tripBooking';
import { Icon } from '../Icon';
import { chevronRight } from '../Icon/icons';

export interface TripRequestBannerProps {
  choice: TripChoice | null;
  /** bookStyle 2: without a choice the banner asks for one (C767). */
  required: boolean;
  /** Opens the picker; omitted on screens where the request is only shown (the booking form). */
  onChoose?(): void;
  /** Stops booking through the request; omitted when one is required. */
  onClear?(): void;
}

/**
 * The chosen trip request on a product screen: number, purpose, leg, remaining budget and the booking window, with
 * change and clear; without one, the C767 prompt (bookStyle 2) or an optional entry.
 */
export const TripRequestBanner = observer(function TripRequestBanner(props: TripRequestBannerProps) {
  const { ui } = useStores();
  const { t } = ui;
  const c = props.choice;

  if (!c) {
    if (!props.onChoose) return null;
    if (!props.required) {
      return (
        <Pressable className="tr-link tr-banner__optional" onPress={props.onChoose} testId="trip-banner-optional">
          {t('tripBooking.optional')}
          <Icon icon={chevronRight} />
        </Pressable>
      );
    }
    return (
      <View className="tr-banner tr-banner--empty" data-testid="trip-banner">
        <View className="tr-banner__head">
          <Text className="tr-banner__title">{t('tripBooking.title')}</Text>
          <Pressable className="tr-link" onPress={props.onChoose} testId="trip-banner-choose">
            {t('tripBooking.choose')}
            <Icon icon={chevronRight} />
          </Pressable>
        </View>
        <Text className="tr-banner__line">{t('tripBooking.requiredHint')}</Text>
      </View>
    );
  }

  const remainingKey =
    c.area === 'accommodation' ? 'tripBooking.remaining.accommodation' : 'tripBooking.remaining.transport';
  return (
    <View className="tr-banner" role="group" aria-label={t('tripBooking.title')} data-testid="trip-banner">
      <View className="tr-banner__head">
        <Text className="tr-banner__title" data-testid="trip-banner-no">
          {t('tripBooking.no', { no: c.ccsqdNo })}
        </Text>
        {props.onChoose || props.onClear ? (
          <View className="tr-banner__actions">
            {props.onChoose ? (
              <Pressable className="tr-link" onPress={props.onChoose} testId="trip-banner-change">
                {t('tripBooking.change')}
              </Pressable>
            ) : null}
            {props.onClear && !props.required ? (
              <Pressable className="tr-link" onPress={props.onClear} testId="trip-banner-clear">
                {t('tripBooking.clear')}
              </Pressable>
            ) : null}
          </View>
        ) : null}
      </View>
      <Text className="tr-banner__line">{t('tripBooking.reason', { reason: c.ccsy })}</Text>
      {c.route ? (
        <Text className="tr-banner__line" data-testid="trip-banner-route">
          {t('tripBooking.route', {
            route: `${routeText(c.route)} ${daysText(c.route.dateBegin, c.route.dateEnd)}`,
          })}
        </Text>
      ) : null}
      <Text
        className={`tr-banner__line tr-banner__budget${c.remainingFen < 0 ? ' tr-banner__budget--over' : ''}`}
        data-testid="trip-banner-budget"
      >
        {t(remainingKey, { amount: formatYuan(c.remainingFen) })}
      </Text>
      <Text className="tr-banner__line" data-testid="trip-banner-window">
        {t('tripBooking.window', { from: c.windowFrom, to: c.windowTo })}
      </Text>
    </View>
  );
});
