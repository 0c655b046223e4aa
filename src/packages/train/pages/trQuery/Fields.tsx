/** The rows of the train search form (/tr/trQuery): a station, the date, high-speed only. */
import { Text, View } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';
import { placeLabel, type RecentPlace } from '../../../../components/CityPicker/history';
import { NO_TRANSLATE, dayText, relativeDayText, type Translate } from '../../components/format';

/** The departure or arrival station (or city); opens the station picker. */
export function StationField(props: {
  which: 'from' | 'to';
  station: RecentPlace | null;
  locale: 'zh-CN' | 'en-US';
  t: Translate;
  onPress(): void;
}) {
  const { which, station, t } = props;
  const name = station ? placeLabel(station, props.locale) : t('train.station.choose');
  const label = t(which === 'from' ? 'train.from' : 'train.to');
  return (
    <Pressable
      className={`trq__station trq__station--${which}`}
      label={t('train.station.label', { which: label, name })}
      onPress={props.onPress}
      testId={`station-${which}`}
    >
      <Text className="trq__label" aria-hidden>
        {label}
      </Text>
      <Text className={`trq__name${station ? '' : ' trq__name--empty'}`} aria-hidden {...NO_TRANSLATE}>
        {name}
      </Text>
    </Pressable>
  );
}

/** The departure date with its relative name (today, tomorrow…); opens the calendar. */
export function DateField(props: { date: string; today: string; t: Translate; onPress(): void }) {
  const { date, today, t } = props;
  return (
    <Pressable
      className="trq__date"
      label={t('train.date.label', { date: dayText(date, t), rel: relativeDayText(date, today, t) })}
      onPress={props.onPress}
      testId="date"
    >
      <Text className="trq__label" aria-hidden>
        {t('train.date')}
      </Text>
      <View aria-hidden>
        <Text className="trq__date-text">{dayText(date, t)}</Text>
        <Text className="trq__date-rel"> {relativeDayText(date, today, t)}</Text>
      </View>
    </Pressable>
  );
}

/** SPEC §9 fast trains: only G, C and D trains in the list. */
export function HighSpeedRow(props: { on: boolean; t: Translate; onChange(on: boolean): void }) {
  const { on, t } = props;
  return (
    <Pressable
      className="trq__switch"
      role="checkbox"
      selected={on}
      onPress={() => props.onChange(!on)}
      testId="high-speed"
    >
      <Text className="trq__switch-text">{t('train.highSpeedOnly')}</Text>
      <View className={`trq__toggle${on ? ' trq__toggle--on' : ''}`} aria-hidden>
        <View className="trq__knob" />
      </View>
    </Pressable>
  );
}
