/**
 * The estimate list (/car/carList): the route on a map (pick-up, drop-off, the route line), the pre-booking check
 * (product closed, an unpaid ride with the way to pay it, no car models: SPEC §8), then one card per vehicle class
 * with its price and policy mark. Choosing a class (an estimate older than 10 minutes is asked again first; a
 * changed price is shown before going on) opens /car/carEdit?estimateKey=….
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { DAY_RENTAL_PACKAGES, type CarEstimate } from '../../../api/contract/car';
import { EmptyState } from '../../../components/EmptyState';
import { ListHead } from '../../../components/ListScreen';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { afterPaint } from '../../../app/afterPaint';
import type { MessageKey } from '../../../i18n';
import { navigate, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from '../components/labels';
import { useCarStores } from '../store';
import { EstimateCard } from './EstimateCard';
import { FareSheet } from './FareSheet';
import { RouteMap } from './RouteMap';
import type { CarSearchStore } from './searchStore';
import '../components/car.scss';
import './search.scss';
import '../../../i18n/parts/car';

export const CAR_EDIT_URL = '/car/carEdit';
export const CAR_QUERY_URL = '/car/carQuery';
export const rideDetailUrl = (orderId: string): string => `/car/carJsycDetail/${encodeURIComponent(orderId)}`;

const backToQuery = () => void redirectTo(CAR_QUERY_URL);

function RouteHead({ store, t }: { store: CarSearchStore; t: Translate }) {
  const { from, to, service, dayPackage, days } = store.query;
  const route = store.route;
  const title = to ? t('car.list.route', { from: from?.name ?? '', to: to.name }) : (from?.name ?? '');
  let info = '';
  if (service === 'dayRental') {
    const pkg = t(dayPackage === 'halfDay' ? 'car.day.halfDay' : 'car.day.fullDay', DAY_RENTAL_PACKAGES[dayPackage]);
    info = t('car.list.dayInfo', { pkg, days });
  } else if (route) {
    info = t('car.list.routeInfo', {
      km: (route.distance / 1000).toFixed(1),
      min: Math.max(1, Math.round(route.duration / 60)),
    });
  }
  return (
    <ListHead route={<Text {...NO_TRANSLATE}>{title}</Text>}>
      {info ? (
        <Text className="carl__info" data-testid="route-info">
          {info}
        </Text>
      ) : null}
    </ListHead>
  );
}

/** Why the list is blocked (SPEC §8), with the way to pay an unpaid ride. */
const PreBookNotice = observer(function PreBookNotice({ store, t }: { store: CarSearchStore; t: Translate }) {
  const pre = store.preBook;
  if (!pre || pre.ok) return null;
  const text = pre.message || t(`car.pre.${pre.reason || 'productClosed'}` as MessageKey);
  return (
    <View className="carl__notice" role="alert" data-testid="prebook-notice" data-reason={pre.reason}>
      <Text>{text}</Text>
      {pre.reason === 'unpaidRide' && pre.unpaidOrderId ? (
        <Pressable
          className="car-btn car-btn--primary car-btn--block"
          role="link"
          onPress={() => void navigate(rideDetailUrl(pre.unpaidOrderId ?? ''))}
          testId="prebook-pay"
        >
          {t('car.pre.pay')}
        </Pressable>
      ) : null}
    </View>
  );
});

export const CarListScreen = observer(function CarListScreen() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useCarStores().search;
  const [fare, setFare] = useState<CarEstimate | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;
  const problem = store.validate();

  useEffect(() => {
    if (store.validate()) return undefined;
    return afterPaint(() => void store.enterList());
  }, [store]);

  const choose = async (e: CarEstimate) => {
    if (busy) return;
    setBusy(true);
    setNotice('');
    const id = e.vehicleType.vehicleTypeId;
    const stale = store.expired;
    try {
      const result = await store.choose(id);
      if (result === 'failed') return;
      if (result === 'gone') setNotice(t('car.list.gone'));
      else if (result === 'blocked') setNotice(t('car.wb.blockedHint'));
      else if (stale && result.price !== e.price) setNotice(t('car.list.expired'));
      else void navigate(CAR_EDIT_URL, { query: { estimateKey: result.estimateKey } });
    } finally {
      setBusy(false);
    }
  };

  const state = problem ? 'invalid' : store.listState;
  return (
    <PageShell route="/car/carList" title="car.list.title" className="car-page ls carl">
      {problem ? (
        <EmptyState text={t(`car.v.${problem}` as MessageKey)} actionText={t('car.list.back')} onAction={backToQuery} />
      ) : (
        <>
          <RouteHead store={store} t={t} />
          <RouteMap store={store} t={t} />
          <PreBookNotice store={store} t={t} />
          {notice ? (
            <View className="carl__notice" role="alert" data-testid="list-notice">
              {notice}
            </View>
          ) : null}
          {state === 'checking' || state === 'loading' || state === 'idle' ? (
            <View role="status" aria-label={t(state === 'checking' ? 'car.list.checking' : 'car.list.loading')}>
              <View className="car-skeleton" data-testid="estimates-loading" />
              <View className="car-skeleton" />
            </View>
          ) : null}
          {state === 'empty' ? (
            <View data-testid="estimates-empty">
              <EmptyState text={t('car.list.empty')} actionText={t('car.list.back')} onAction={backToQuery} />
            </View>
          ) : null}
          {state === 'error' ? (
            <View data-testid="estimates-error">
              <EmptyState
                text={store.estimatesTips || t('car.list.failed')}
                actionText={t('car.list.retry')}
                onAction={() => void store.enterList()}
              />
            </View>
          ) : null}
          {state === 'ready' ? (
            <View role="list" aria-label={t('car.list.title')} data-testid="estimates">
              {store.estimates.map((e) => (
                <EstimateCard
                  key={e.vehicleType.vehicleTypeId}
                  estimate={e}
                  instant={store.query.service === 'instant'}
                  showPolicy={showPolicy}
                  busy={busy}
                  t={t}
                  onChoose={() => void choose(e)}
                  onFare={() => setFare(e)}
                />
              ))}
            </View>
          ) : null}
        </>
      )}
      <FareSheet estimate={fare} service={store.query.service} t={t} onClose={() => setFare(null)} />
    </PageShell>
  );
});
