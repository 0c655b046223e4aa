import { useCallback, useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ScheduleListItem } from '../../api/contract/orders';
import { scheduleList } from '../../api/orders';
import { EmptyState } from '../../components/EmptyState';
import { PageShell } from '../../components/PageShell';
import { Pressable } from '../../components/Pressable';
import { StatusTag } from '../../components/order';
import { chinaNow } from '../../domain/time';
import type { MessageKey } from '../../i18n';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { openOrder } from '../allorder/open';
import { monthCells, monthRange, shiftMonth } from './month';
import './index.scss';
import '../../i18n/parts/orders';
import '../../i18n/parts/flight';
import { clock } from '../../hosts/clock';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

const WEEKDAYS: readonly MessageKey[] = [1, 2, 3, 4, 5, 6, 0].map((d) => `flight.cal.wd.${d}` as MessageKey);

/** Itinerary calendar (SPEC §2 /schedule): a month with dots on trip days and the chosen day's trips below. */
function SchedulePage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const today = chinaNow(clock.now()).format('YYYY-MM-DD');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState(today);
  const [trips, setTrips] = useState<ScheduleListItem[]>([]);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await scheduleList(monthRange(month));
      setTrips(answer.list ?? []);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [month]);

  useEffect(() => {
    if (session.loggedIn) void load();
  }, [load, session.loggedIn]);
  usePullDownRefresh(() => {
    void load().finally(() => stopPullDownRefresh());
  });

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduleListItem[]>();
    for (const trip of trips) map.set(trip.date, [...(map.get(trip.date) ?? []), trip]);
    return map;
  }, [trips]);
  const cells = monthCells(month);
  const dayTrips = byDay.get(day) ?? [];

  const move = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setDay(next === today.slice(0, 7) ? today : `${next}-01`);
  };

  return (
    <PageShell route="/schedule" title="orders.schedule.title" className="schedule">
      <View className="schedule__head">
        <Pressable role="button" className="schedule__nav" onPress={() => move(-1)}>
          {t('orders.schedule.prevMonth')}
        </Pressable>
        <Text className="schedule__month" role="heading" aria-level={2}>
          {t('orders.schedule.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) })}
        </Text>
        <Pressable role="button" className="schedule__nav" onPress={() => move(1)}>
          {t('orders.schedule.nextMonth')}
        </Pressable>
      </View>
      {/* The month's days as a group of toggle buttons (a grid role would need rows the layout does not have). */}
      <View
        className="schedule__grid"
        role="group"
        aria-label={t('orders.schedule.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) })}
        data-testid="schedule-grid"
      >
        {WEEKDAYS.map((wd) => (
          <Text key={wd} className="schedule__wd" aria-hidden>
            {t(wd)}
          </Text>
        ))}
        {cells.map((cell, i) => {
          if (!cell) return <View key={`blank-${i}`} />;
          const count = byDay.get(cell)?.length ?? 0;
          const n = Number(cell.slice(8));
          return (
            <Pressable
              key={cell}
              role="button"
              selected={cell === day}
              label={count > 0 ? t('orders.schedule.hasTrips', { day: n, count }) : String(n)}
              className={`schedule__day ${cell === today ? 'schedule__day--today' : ''} ${
                cell === day ? 'schedule__day--on' : ''
              }`}
              onPress={() => setDay(cell)}
              testId={`day-${cell}`}
            >
              <Text>{n}</Text>
              {count > 0 && <View className="schedule__dot" aria-hidden />}
            </Pressable>
          );
        })}
      </View>
      {/* A list only when it lists trips: a list may hold nothing but listitems (not the empty state). */}
      <View role={!failed && dayTrips.length > 0 ? 'list' : undefined} aria-label={day}>
        {failed ? (
          <EmptyState text={t('common.loadFailed')} actionText={t('common.retry')} onAction={() => void load()} />
        ) : dayTrips.length === 0 ? (
          <EmptyState text={t('orders.schedule.dayEmpty')} />
        ) : (
          dayTrips.map((trip) => (
            <View key={`${trip.orderId}-${trip.time}-${trip.title}`} role="listitem" className="obt-card order-block">
              {/* The list item holds a link (a listitem itself takes no keyboard focus). */}
              <Pressable role="link" onPress={() => openOrder({ id: trip.orderId, orderType: trip.orderType })}>
                <View className="schedule__trip-head">
                  <Text>
                    {trip.time && <Text className="schedule__trip-time">{trip.time}</Text>}
                    {/* The order title (route, hotel, names) is data; the server localizes its prefix. */}
                    <Text className="schedule__trip-title" {...NO_TRANSLATE}>
                      {trip.title}
                    </Text>
                  </Text>
                  <StatusTag status={trip.orderStatus} />
                </View>
                {trip.subtitle ? <Text className="schedule__trip-sub">{trip.subtitle}</Text> : null}
              </Pressable>
            </View>
          ))
        )}
      </View>
      <Pressable role="link" className="schedule__history" onPress={() => void navigate('/schedule/histroy')}>
        {t('orders.schedule.history')}
      </Pressable>
    </PageShell>
  );
}

export default observer(SchedulePage);
