/** The rows of the train search form (/tr/trQuery): a station, the date, high-speed only (the query form kit's). */
import { Text, View } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';
import { DateField as KitDateField, PlaceField } from '../../../../components/QueryForm';
import { placeLabel, type RecentPlace } from '../../../../components/CityPicker/history';
import { dayText, relativeDayText, type Translate } from '../../components/format';

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
    <PlaceField
      side={which}
      label={label}
      name={name}
      empty={!station}
      a11yLabel={t('train.station.label', { which: label, name })}
      testId={`station-${which}`}
      onPress={props.onPress}
    />
  );
}

/** The departure date with its relative name (today, tomorrow…); opens the calendar. */
export function DateField(props: { date: string; today: string; t: Translate; onPress(): void }) {
  const { date, today, t } = props;
  const day = dayText(date, t);
  const rel = relativeDayText(date, today, t);
  return (
    <KitDateField
      label={t('train.date')}
      day={day}
      rel={rel}
      a11yLabel={t('train.date.label', { date: day, rel })}
      testId="date"
      onPress={props.onPress}
    />
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
