import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightCabin, MatchClbzData, QueryCabinData } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { EmptyState } from '../../../../components/EmptyState';
import { isFlightBookable } from '../../../../domain/bookingWindows';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import type { MessageKey } from '../../../../i18n';
import { showToast } from '../../../../hosts/ui';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useFlightStore, type FareChoice } from '../../store';
import { durationText } from '../../format';
import { byPriceFen } from '../../listing';
import { CabinCard } from '../../components/CabinCard';
import { FlightSummary } from '../../components/FlightSummary';
import { PolicySheet } from '../../components/PolicySheet';
import { RuleSheet } from '../../components/RuleSheet';
import { passengerMix, refsKey as keyOfRefs, travellerRefs, useTravellers } from '../../travellers';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/flight';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; legs: [QueryCabinData, QueryCabinData] };

/**
 * /tk/tkCabinTransfer: a connection's two legs with their fares; one fare per leg, then /tk/tkEdit as tripType 3.
 */
function TkCabinTransferPage() {
  const { ui, session } = useStores();
  const store = useFlightStore();
  const { t } = ui;
  const params = decodeQuery(useRouter().params);
  const tr = store.transfer && store.transfer.transferId === params.transferId ? store.transfer : null;
  const travellers = useTravellers(store.query.depDate);
  const refs = travellerRefs(travellers, session.userInfo?.empInfo.empId);
  const refsKey = keyOfRefs(refs);
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<[FlightCabin | null, FlightCabin | null]>([null, null]);
  const [rulesFor, setRulesFor] = useState<FlightCabin | null>(null);
  const [policy, setPolicy] = useState<{ open: boolean; data: MatchClbzData | null; failed: boolean }>({
    open: false,
    data: null,
    failed: false,
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<MessageKey | null>(null);

  useEffect(() => {
    if (!tr) return;
    let live = true;
    setLoad({ kind: 'loading' });
    setChosen([null, null]);
    Promise.all([store.loadCabins(tr.legs[0].flightId, refs), store.loadCabins(tr.legs[1].flightId, refs)]).then(
      ([a, b]) => live && setLoad({ kind: 'ready', legs: [a, b] }),
      () => live && setLoad({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, tr, refsKey, attempt, ui.locale]);

  const loadRules = useCallback((fareKey: string) => store.fareRules(fareKey), [store]);

  if (!tr) {
    return (
      <PageShell route="/tk/tkCabinTransfer" title="flight.transfer.title" className="fl-page tkt">
        <EmptyState
          text={t('flight.expired')}
          actionText={t('flight.requery')}
          onAction={() => void navigate('/tk/tkQuery')}
        />
      </PageShell>
    );
  }

  const legs = load.kind === 'ready' ? load.legs : null;
  const bookable = !!legs && legs.every((l) => l.bookable && isFlightBookable(l.flight.depTime, store.now()));
  const [first, second] = chosen;
  const totalFen = (first ? yuanToFen(first.price) : 0) + (second ? yuanToFen(second.price) : 0);

  const showPolicyOf = async (cabin: FlightCabin) => {
    setPolicy({ open: true, data: null, failed: false });
    try {
      setPolicy({ open: true, data: await store.matchPolicy(cabin.fareKey, refs), failed: false });
    } catch {
      setPolicy({ open: true, data: null, failed: true });
    }
  };

  const next = async () => {
    if (!legs || !first || !second || !bookable || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const choices: FareChoice[] = [];
      for (const [i, cabin] of [first, second].entries()) {
        let match: MatchClbzData | undefined;
        if (refs.length > 0 && cabin.policy && !cabin.policy.compliant) {
          match = await store.matchPolicy(cabin.fareKey, refs);
          if (match.mustComply && match.results.some((r) => !r.policy.compliant)) {
            setNotice('flight.cabin.mustComply');
            setPolicy({ open: true, data: match, failed: false });
            return;
          }
        }
        choices.push(match ? { flight: legs[i].flight, cabin, policy: match } : { flight: legs[i].flight, cabin });
      }
      store.selectTransfer([choices[0], choices[1]]);
      if (await store.priceSelection(passengerMix(travellers))) showToast(t('flight.cabin.priceChanged'), 3000);
      await navigate('/tk/tkEdit', { query: { tripType: 3 } });
    } catch {
      // The transport already showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route="/tk/tkCabinTransfer" title="flight.transfer.title" className="fl-page tkt">
      {load.kind === 'loading' && (
        <View role="status" aria-busy aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <View key={i} className="fl-skeleton" />
          ))}
        </View>
      )}
      {load.kind === 'failed' && (
        <EmptyState
          text={t('flight.cabin.failed')}
          actionText={t('common.retry')}
          onAction={() => setAttempt((n) => n + 1)}
        />
      )}
      {legs && (
        <View className="tkt__legs">
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
          {legs.map((l, i) => (
            <View
              key={l.flight.flightId}
              className="tkt__leg"
              role="group"
              aria-label={t('flight.transfer.leg', { n: i + 1 })}
            >
              <FlightSummary flight={l.flight} t={t} tag={t('flight.transfer.leg', { n: i + 1 })} />
              {i === 0 && (
                <Text className="tkt__via" data-testid="layover">
                  {t('flight.transfer.via', { city: tr.transferCity, time: durationText(tr.layoverMin, t) })}
                </Text>
              )}
              <View
                className="fl-card tkt__cabins"
                role="radiogroup"
                aria-label={t('flight.transfer.choose', { n: i + 1 })}
              >
                {l.cabins.length === 0 && <Text>{t('flight.cabin.empty')}</Text>}
                {[...l.cabins].sort(byPriceFen).map((c) => (
                  <CabinCard
                    key={c.fareKey}
                    cabin={c}
                    t={t}
                    showPolicy={showPolicy}
                    blocked={!bookable}
                    actionText={t('flight.cabin.choose')}
                    chosen={chosen[i]?.fareKey === c.fareKey}
                    onChoose={() => setChosen(i === 0 ? [c, chosen[1]] : [chosen[0], c])}
                    onRules={() => setRulesFor(c)}
                    onPolicy={() => void showPolicyOf(c)}
                  />
                ))}
              </View>
            </View>
          ))}
        </View>
      )}
      <View className="tkt__bar">
        <View className="tkt__total" aria-live="polite">
          <Text className="tkt__total-label">{t('flight.transfer.total')}</Text>
          <Text className="tkt__total-amount" data-testid="transfer-total">
            {first || second ? formatYuan(totalFen) : '—'}
          </Text>
        </View>
        <Pressable
          className="fl-btn fl-btn--primary tkt__next"
          disabled={!first || !second || !bookable || busy}
          onPress={() => void next()}
          testId="transfer-next"
        >
          {first && second ? t('flight.transfer.next') : t('flight.transfer.chooseBoth')}
        </Pressable>
      </View>
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

export default observer(TkCabinTransferPage);
