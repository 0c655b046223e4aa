import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ChangeFlightOption, FareRuleData, FlightCabin } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { chinaToday } from '../../../../domain/time';
import { decodeQuery, goBack, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { FlightRow } from '../../components/FlightRow';
import { CabinCard } from '../../components/CabinCard';
import { FlightSummary } from '../../components/FlightSummary';
import { RuleSheet } from '../../components/RuleSheet';
import { addDays, lastSaleDate } from '../../query';
import { dayText, weekdayText } from '../../format';
import { afterSalesStore, useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { rememberFare } from '../../afterSales/changeDraft';
import { changeQueryParams, parseChangeQuery } from '../../afterSales/forms';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { clock } from '../../../../hosts/clock';

const ROUTE = '/tk/tkChangeFlight';

const loadRules = (fareKey: string): Promise<FareRuleData | null> => afterSalesStore.loadFareRules(fareKey);

const byDeparture = (a: ChangeFlightOption, b: ChangeFlightOption) =>
  a.flight.depTime < b.flight.depTime ? -1 : a.flight.depTime > b.flight.depTime ? 1 : 0;

/**
 * Flights for a change (SPEC §2 /tk/tkChangeFlight, §7 tkChangeQueryFlight): the original flight, the flights of
 * the new date (a day back or forward at a tap) and their fares; choosing one opens tkChangeEdit.
 */
function TkChangeFlightPage() {
  const { ui } = useStores();
  const { t } = ui;
  const params = decodeQuery(useRouter().params);
  const [flow] = useState(() => parseChangeQuery(params));
  const store = useAfterSalesStore();
  const orderId = flow?.orderId ?? '';
  const {
    data: order,
    state,
    reload,
  } = useRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  const [date, setDate] = useState(flow?.date ?? '');
  // The flights of the chosen day; another day starts over.
  const results = useRecord(
    flow && date
      ? async () =>
          (await store.queryChangeFlights({ orderId: flow.orderId, rangeId: flow.rangeId, depDate: date })).sort(
            byDeparture,
          )
      : null,
    [flow, date, store],
  );
  const [open, setOpen] = useState<string | null>(null);
  const [rules, setRules] = useState<FlightCabin | null>(null);
  const today = chinaToday(clock.now());

  useEffect(() => setOpen(null), [date]);

  if (!flow) {
    return (
      <PageShell route={ROUTE} title="afterSales.changeFlight.title" className="as-page">
        <EmptyState
          text={t('afterSales.change.flowMissing')}
          actionText={t('common.back')}
          onAction={() => void goBack()}
        />
      </PageShell>
    );
  }
  if (!order) {
    return (
      <PageShell route={ROUTE} title="afterSales.changeFlight.title" className="as-page">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.orderMissing" />
      </PageShell>
    );
  }

  const old = order.ranges.find((r) => r.rangeId === flow.rangeId);
  const choose = (option: ChangeFlightOption, cabin: FlightCabin) => {
    rememberFare(option.flight, cabin);
    void navigate('/tk/tkChangeEdit', { query: changeQueryParams({ ...flow, date, fareKey: cabin.fareKey }) });
  };
  const canPrev = date > today;
  const canNext = date < lastSaleDate(today);

  return (
    <PageShell route={ROUTE} title="afterSales.changeFlight.title" className="as-page fl-page tk-change-flight">
      {old ? (
        <View className="fl-card tk-change-flight__old">
          <FlightSummary flight={old.flight} t={t} tag={t('afterSales.change.original')} />
        </View>
      ) : null}

      <View className="tk-change-flight__days" role="group" aria-label={t('afterSales.change.newDate')}>
        <Pressable
          className="tk-change-flight__day-btn"
          onPress={() => setDate(addDays(date, -1))}
          disabled={!canPrev}
          testId="day-prev"
        >
          {t('afterSales.day.prev')}
        </Pressable>
        <Text className="tk-change-flight__date" role="status" data-testid="change-date">
          {dayText(date, t)} {weekdayText(date, t)}
        </Text>
        <Pressable
          className="tk-change-flight__day-btn"
          onPress={() => setDate(addDays(date, 1))}
          disabled={!canNext}
          testId="day-next"
        >
          {t('afterSales.day.next')}
        </Pressable>
      </View>

      {!results.data ? (
        <RecordGate
          state={results.state}
          onRetry={() => void results.reload()}
          notFoundText="afterSales.changeFlight.none"
        />
      ) : results.data.length === 0 ? (
        <EmptyState text={t('afterSales.changeFlight.none')} />
      ) : (
        <View role="list" aria-label={t('afterSales.changeFlight.title')} data-testid="change-flights">
          {results.data.map((o) => {
            const expanded = open === o.flight.flightId;
            return (
              <View key={o.flight.flightId} role="listitem" className="as-flight">
                <FlightRow
                  flight={o.flight}
                  t={t}
                  showPolicy={false}
                  onPress={() => setOpen(expanded ? null : o.flight.flightId)}
                />
                {expanded ? (
                  <View className="as-flight__cabins" data-testid={`cabins-${o.flight.flightId}`}>
                    {o.cabins.map((c) => (
                      <CabinCard
                        key={c.fareKey}
                        cabin={c}
                        t={t}
                        showPolicy={false}
                        blocked={false}
                        actionText={t('afterSales.changeFlight.choose')}
                        onChoose={() => choose(o, c)}
                        onRules={() => setRules(c)}
                        onPolicy={() => undefined}
                      />
                    ))}
                  </View>
                ) : null}
              </View>
            );
          })}
        </View>
      )}

      <RuleSheet cabin={rules} load={loadRules} onClose={() => setRules(null)} t={t} />
    </PageShell>
  );
}

export default observer(TkChangeFlightPage);
