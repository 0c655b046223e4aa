import { useId } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { statusKey } from '../../app/statusLabel';
import { useStores } from '../../stores';
import '../../i18n/parts/pay';

/** One step of an order's status history. */
export interface TimelineEvent {
  status: string;
  /** China time 'YYYY-MM-DD HH:mm[:ss]'. */
  at: string;
  note: string;
}

/** The order's status history, newest first (the API sends it oldest first). */
export const Timeline = observer(function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  const { ui } = useStores();
  // Unique per instance: H5 keeps earlier pages of the stack in the DOM.
  const titleId = useId();
  if (events.length === 0) return null;
  const newestFirst = [...events].reverse();
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={titleId}>
      <Text id={titleId} className="order-block__title" role="heading" aria-level={2}>
        {ui.t('pay.order.timeline.title')}
      </Text>
      <View className="order-timeline" role="list">
        {newestFirst.map((event, i) => (
          <View
            key={`${event.at}-${event.status}-${i}`}
            className={`order-timeline__item ${i === 0 ? 'order-timeline__item--current' : ''}`}
            role="listitem"
          >
            <View className="order-timeline__dot" aria-hidden />
            <View className="order-timeline__body">
              <Text className="order-timeline__status">{ui.t(statusKey(event.status))}</Text>
              <Text className="order-timeline__at">{event.at}</Text>
              {event.note ? <Text className="order-timeline__note">{event.note}</Text> : null}
            </View>
          </View>
        ))}
      </View>
    </View>
  );
});
