import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightCabin, MatchClbzData, QueryCabinData } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { isFlightBookable } from '../../../../domain/bookingWindows';
import type { MessageKey } from '../../../../i18n';
import { showToast } from '../../../../hosts/ui';
import { decodeQuery, goBack, navigate, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore } from '../../store';
import { CABIN_CLASSES, byPriceFen } from '../../listing';
import { priceText } from '../../format';
import { CabinCard } from '../../components/CabinCard';
import { FlightSummary } from '../../components/FlightSummary';
import { PolicySheet } from '../../components/PolicySheet';
import { RuleSheet } from '../../components/RuleSheet';
import { passengerMix, refsKey as keyOfRefs, travellerRefs, useTravellers } from '../../travellers';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: QueryCabinData };

/**
 * /tk/tkCabin: the flight's fares grouped by cabin class with price, discount, seats, rules and the policy of the
 * selected travellers. Choosing a fare checks the policy (matchClbz), prices it for the passenger mix
 * (patForFlight) and goes on: round trip outbound → the return list, otherwise → /tk/tkEdit. Within 40 minutes of
 * departure nothing can be chosen (SPEC §5).
 */
function TkCabinPage() {
  const { ui, session } = useStores();
  const store = useFlightStore();
  const { t } = ui;
  const params = decodeQuery(useRouter().params);
  const flightId = params.flightId ?? '';
  const leg: 0 | 1 = params.leg === '1' && store.outbound ? 1 : 0;
  const travellers = useTravellers(store.query.depDate);
  const refs = travellerRefs(travellers, session.userInfo?.empInfo.empId);
  const refsKey = keyOfRefs(refs);
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [rulesFor, setRulesFor] = useState<FlightCabin | null>(null);
  const [policy, setPolicy] = useState<{ open: boolean; data: MatchClbzData | null; failed: boolean }>({
    open: false,
    data: null,
    failed: false,
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<MessageKey | null>(null);

  useEffect(() => {
    if (!flightId) {
      setLoad({ kind: 'failed' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    store.loadCabins(flightId, refs).then(
      (data) => live && setLoad({ kind: 'ready', data }),
      () => live && setLoad({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, flightId, refsKey, attempt, ui.locale]);

  const loadRules = useCallback((fareKey: string) => store.fareRules(fareKey), [store]);

  const showPolicyOf = async (cabin: FlightCabin) => {
    setPolicy({ open: true, data: null, failed: false });
    try {
      const data = await store.matchPolicy(cabin.fareKey, refs);
      setPolicy({ open: true, data, failed: false });
    } catch {
      setPolicy({ open: true, data: null, failed: true });
    }
  };

  const data = load.kind === 'ready' ? load.data : null;
  const bookable = !!data && data.bookable && isFlightBookable(data.flight.depTime, store.now());

  const choose = async (cabin: FlightCabin) => {
    if (!data || !bookable || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      let match: MatchClbzData | undefined;
      if (refs.length > 0 && cabin.policy && !cabin.policy.compliant) {
        match = await store.matchPolicy(cabin.fareKey, refs);
        if (match.mustComply && match.results.some((r) => !r.policy.compliant)) {
          // SPEC §8: a travel-standard violation blocks booking where the company requires compliance.
          setNotice('flight.cabin.mustComply');
          setPolicy({ open: true, data: match, failed: false });
          return;
        }
      }
      const next = store.selectFare(data.flight, cabin, leg, match);
      const changed = await store.priceSelection(passengerMix(travellers));
      if (changed) showToast(t('flight.cabin.priceChanged'), 3000);
      if (next === 'returnList') {
        if (Taro.getCurrentPages().length > 1) await goBack();
        else await redirectTo('/tk/tkList');
      } else {
        await navigate('/tk/tkEdit', { query: { tripType: store.selection.tripType } });
      }
    } catch {
      // The transport already showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const roundTrip = store.query.tripType === 2;
  const tag = roundTrip ? t(leg === 0 ? 'flight.leg.out' : 'flight.leg.ret') : undefined;

  return (
    <PageShell route="/tk/tkCabin" title="flight.cabin.title" className="fl-page tkc">
      {load.kind === 'loading' && (
        <View role="status" aria-busy aria-label={t('common.loading')} data-testid="cabin-skeleton">
          <View className="fl-skeleton tkc__skeleton-head" />
          {[0, 1, 2].map((i) => (
            <View key={i} className="fl-skeleton" />
          ))}
        </View>
      )}
      {load.kind === 'failed' && (
        <EmptyState
          text={t(flightId ? 'flight.cabin.failed' : 'flight.cabin.notFound')}
          actionText={t(flightId ? 'common.retry' : 'flight.requery')}
          onAction={() => (flightId ? setAttempt((n) => n + 1) : void navigate('/tk/tkQuery'))}
        />
      )}
      {data && (
        <View>
          <FlightSummary flight={data.flight} t={t} tag={tag} />
          {!bookable && (
            <View className="fl-alert" role="alert" data-testid="too-close">
              {t('flight.cabin.tooClose')}
            </View>
          )}
          {notice && (
            <View className="fl-alert" role="alert" data-testid="cabin-notice">
              {t(notice)}
            </View>
          )}
          {leg === 1 && store.outbound && (
            <View className="tkc__outbound">
              {t('flight.list.outbound')}：{store.outbound.flight.flightNo} {store.outbound.flight.depTime.slice(5, 16)}{' '}
              {priceText(store.outbound.cabin.price)}
            </View>
          )}
          <View className="tkc__travellers" data-testid="cabin-travellers">
            <Text className="tkc__label">{t('flight.travellers')}</Text>
            <Text>{travellers.map((p) => p.name).join('、') || t('flight.travellers.none')}</Text>
            <Text className="tkc__tax">{t('flight.cabin.tax', { tax: priceText(data.flight.tax) })}</Text>
          </View>
          {data.cabins.length === 0 && <EmptyState text={t('flight.cabin.empty')} />}
          {CABIN_CLASSES.map((cls) => {
            const list = data.cabins.filter((c) => c.cabinClass === cls).sort(byPriceFen);
            if (list.length === 0) return null;
            return (
              <View key={cls} className="fl-card tkc__group" role="group" aria-labelledby={`tkc-cls-${cls}`}>
                <Text id={`tkc-cls-${cls}`} className="tkc__class" role="heading" aria-level={2}>
                  {t(`flight.cabin.${cls}` as MessageKey)}
                  <Text className="tkc__class-from"> {t('flight.priceFrom', { price: priceText(list[0].price) })}</Text>
                </Text>
                {list.map((c) => (
                  <CabinCard
                    key={c.fareKey}
                    cabin={c}
                    t={t}
                    showPolicy={showPolicy}
                    blocked={!bookable}
                    busy={busy}
                    actionText={t(roundTrip && leg === 0 ? 'flight.cabin.choose' : 'flight.cabin.book')}
                    onChoose={() => void choose(c)}
                    onRules={() => setRulesFor(c)}
                    onPolicy={() => void showPolicyOf(c)}
                  />
                ))}
              </View>
            );
          })}
        </View>
      )}
      <RuleSheet cabin={rulesFor} load={loadRules} onClose={() => setRulesFor(null)} t={t} />
      <PolicySheet
        open={policy.open}
        data={policy.data}
        failed={policy.failed}
        onClose={() => setPolicy({ open: false, data: null, failed: false })}
        t={t}
      />
    </PageShell>
  );
}

export default observer(TkCabinPage);
