/**
 * Protocol hotels of both versions (/ht/htSignList, /htV2/htSignList): the cities where the caller's company has
 * agreement hotels (getSignJdCity) as chips, and the protocol hotels of the chosen city for the search's stay
 * (the list call with protocolOnly); a hotel opens its detail.
 */
import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../components/EmptyState';
import { ListBodyFrame, ListHead } from '../../../components/ListScreen';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { dayText } from '../../../components/format';
import { afterPaint } from '../../../app/afterPaint';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from '../components/HotelBadges';
import { useHotelStores } from '../store';
import { ResultList } from './ResultList';
import { SEARCH_SCREENS, detailLink } from './screens';
import type { HotelVersion } from './searchStore';
import { useHotelTravellerRefs } from './travellers';
import '../components/hotel.scss';
import './search.scss';
import '../../../i18n/parts/hotel';

export const HotelSignListScreen = observer(function HotelSignListScreen({ version }: { version: HotelVersion }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useHotelStores().search;
  const refs = useHotelTravellerRefs();
  const screens = SEARCH_SCREENS[version];
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  useEffect(() => {
    store.setVersion(version);
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
    store.refreshStay();
    return afterPaint(() => void store.loadSignCities());
  }, [store, version, session.userInfo]);
  const refsKey = refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
  useEffect(() => {
    store.setTravellers(refs);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, refsKey]);

  const city = store.protocolCity;
  const key = `${city?.cityId ?? ''}|${store.stay.checkIn}|${store.stay.checkOut}|${refsKey}`;
  useEffect(() => {
    if (city) void store.loadProtocol();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  const cities = store.signCities;
  let body;
  if (store.signCitiesStatus === 'error') {
    body = (
      <EmptyState
        text={store.protocol.tips || t('hotel.sign.failed')}
        actionText={t('common.retry')}
        onAction={() => void store.loadSignCities()}
      />
    );
  } else if (store.signCitiesStatus === 'ready' && cities.length === 0) {
    body = <EmptyState text={t('hotel.sign.none')} />;
  } else {
    body = (
      <ResultList
        results={store.protocol}
        locale={ui.locale}
        showPolicy={showPolicy}
        t={t}
        emptyText={t('hotel.sign.empty')}
        onRetry={() => void store.loadProtocol(true)}
        onMore={(retry) => void store.loadMoreProtocol(retry)}
        onOpen={(h) => {
          const target = detailLink(version, h.hotelId, store.stay);
          void navigate(target.url, { query: target.query });
        }}
        testId="sign-list"
      />
    );
  }

  return (
    <PageShell route={screens.signList} title="hotel.sign.title" className="ht-page ls htl">
      <ListHead route={t('hotel.sign.title')}>
        <Text className="htl__sub" data-testid="list-stay">
          {t('hotel.list.stay', {
            checkIn: dayText(store.stay.checkIn, t),
            checkOut: dayText(store.stay.checkOut, t),
            n: store.nights,
          })}
        </Text>
      </ListHead>
      {cities.length > 0 ? (
        <View className="htl__cities" role="radiogroup" aria-label={t('hotel.sign.cities')}>
          {cities.map((c) => {
            const on = city?.cityId === c.cityId;
            return (
              <Pressable
                key={c.cityId}
                role="radio"
                selected={on}
                className={`ht-chip${on ? ' ht-chip--on' : ''}`}
                label={t('hotel.sign.city', { name: c.cityName, n: c.count })}
                onPress={() => store.setProtocolCity({ cityId: c.cityId, cityName: c.cityName })}
                testId={`sign-city-${c.cityId}`}
              >
                <Text aria-hidden {...NO_TRANSLATE}>
                  {c.cityName}
                </Text>
                <Text aria-hidden> ({c.count})</Text>
              </Pressable>
            );
          })}
        </View>
      ) : null}
      <ListBodyFrame>{body}</ListBodyFrame>
    </PageShell>
  );
});
