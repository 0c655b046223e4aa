import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { formatYuan } from '../../../domain/money';
import {
  LEG_AREAS,
  type ClearArea,
  type LegArea,
  type TripBuilderState,
  type TripLeg,
} from '../../../domain/tripBuilder';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { legTabLabel } from '../legs';
import '../../../i18n/parts/trip';
import { Icon } from '../../../components/Icon';
import { close } from '../../../components/Icon/icons';

/** One line of a leg: cities, dates, supplier or number. */
export function legLine(leg: TripLeg, t: (k: MessageKey, v?: Record<string, string>) => string): string {
  const stay = leg.proType === 10903 || leg.proType === 10906;
  const where = stay ? leg.departCityName : `${leg.departCityName} → ${leg.arriveCityName}`;
  const when =
    stay && leg.arriveDate && leg.arriveDate !== leg.departDate
      ? t('trip.dates', { begin: leg.departDate, end: leg.arriveDate })
      : leg.departDate;
  return [where, when, leg.cxr, leg.flightNo].filter(Boolean).join(' · ');
}

/**
 * The legs of the application by area (flight, international flight, train, hotel, car), each removable unless
 * booked; a clear action per area and one for everything (SPEC §4 clear actions).
 */
export const LegList = observer(function LegList(props: {
  builder: TripBuilderState;
  onRemove(area: LegArea, index: number): void;
  onClear(area: ClearArea): void;
  onClearAll(): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { builder } = props;
  const areas = LEG_AREAS.filter((a) => builder[a].length > 0);
  if (areas.length === 0) {
    return (
      <Text className="bk-sub" data-testid="trip-legs-empty">
        {t('trip.legs.empty')}
      </Text>
    );
  }
  return (
    <View data-testid="trip-legs">
      {areas.map((area) => (
        <View key={area} className="trip-legs__group" role="group" aria-label={t(legTabLabel(area))}>
          <View className="trip-legs__head">
            <Text className="trip-legs__title">{t(legTabLabel(area))}</Text>
            <Pressable
              className="trip-link"
              onPress={() => props.onClear(area)}
              label={t('trip.legs.clearArea', { area: t(legTabLabel(area)) })}
              testId={`trip-clear-${area}`}
            >
              {t('trip.legs.clear')}
            </Pressable>
          </View>
          {builder[area].map((leg, index) => (
            <View
              key={`${area}-${index}`}
              className="trip-leg"
              data-testid={`trip-leg-${area}-${index}`}
              role="listitem"
            >
              <View className="trip-leg__main">
                <Text className="trip-leg__line">{legLine(leg, t)}</Text>
                <Text className="trip-leg__cost">
                  {formatYuan(leg.fyysFen)}
                  {leg.routeStatus === 3 ? (
                    <Text className="bk-badge bk-badge--ok">{t('trip.route.booked')}</Text>
                  ) : null}
                </Text>
              </View>
              {leg.routeStatus === 3 ? null : (
                <Pressable
                  className="bk-icon-btn"
                  onPress={() => props.onRemove(area, index)}
                  label={t('trip.legs.remove', { leg: legLine(leg, t) })}
                  testId={`trip-leg-remove-${area}-${index}`}
                >
                  <Icon icon={close} />
                </Pressable>
              )}
            </View>
          ))}
        </View>
      ))}
      <Pressable className="trip-link trip-link--danger" onPress={props.onClearAll} testId="trip-clear-all">
        {t('trip.legs.clearAll')}
      </Pressable>
    </View>
  );
});
