import { View, Text } from '@tarojs/components';
import type { FlightNeedItem } from '../../../api/contract/flight';
import { Pressable } from '../../../components/Pressable';
import { formatAmount } from '../../../components/order';
import { hasKey } from '../../../i18n';
import type { Translate } from '../format';
import '../../../i18n/parts/afterSales';

/** A demand order's status as a tag: pending, processed (booked by the agency) or cancelled. */
export function NeedStatus({ status, t }: { status: string; t: Translate }) {
  const key = `afterSales.need.status.${status}`;
  const group = status === 'pending' ? 'processing' : status === 'processed' ? 'done' : 'closed';
  return (
    <Text className={`obt-status obt-status--${group}`} data-status={status}>
      {hasKey(key) ? t(key) : status}
    </Text>
  );
}

/** 'Beijing → Shanghai → Beijing' of a demand order's legs. */
export function needRoute(n: Pick<FlightNeedItem, 'tkNeedRanges'>, name: (code: string) => string): string {
  const stops: string[] = [];
  n.tkNeedRanges.forEach((r, i) => {
    if (i === 0 || stops[stops.length - 1] !== name(r.depCity)) stops.push(name(r.depCity));
    stops.push(name(r.arrCity));
  });
  return stops.join(' → ');
}

/** One demand order in 'my demand orders'. */
export function NeedRow({
  need,
  t,
  cityName,
  onPress,
}: {
  need: FlightNeedItem;
  t: Translate;
  cityName: (code: string) => string;
  onPress(): void;
}) {
  const route = needRoute(need, cityName);
  const first = need.tkNeedRanges[0]?.depDate ?? '';
  return (
    <Pressable
      className="as-section as-need-row"
      role="link"
      label={`${route} ${first} ${t(`afterSales.need.voyage.${need.voyageType}`)}`}
      onPress={onPress}
      testId={`need-${need.needId}`}
    >
      <View className="as-item__head">
        <Text className="as-item__name">{route}</Text>
        <NeedStatus status={need.status} t={t} />
      </View>
      <Text className="as-sub">
        {first} · {t(`afterSales.need.voyage.${need.voyageType}`)} · {t(`afterSales.cabin.${need.cabin}`)}
      </Text>
      <Text className="as-sub">
        {t('afterSales.need.people', { adults: need.adultNum, children: need.childNum, infants: need.babyNum })} ·{' '}
        {t('afterSales.need.budgetShort', { amount: formatAmount(need.expectBudget) })}
      </Text>
      <Text className="as-sub">
        {t('afterSales.need.no')} {need.needNo} · {need.createdAt}
      </Text>
    </Pressable>
  );
}
