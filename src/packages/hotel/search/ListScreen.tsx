/**
 * The hotel list of both versions (/ht/htList, /htV2/htList, state kept): the search's city and stay in the head,
 * the travel standard line (jsClzcBzz: the strictest nightly cap of the travellers), sort tabs (recommended 12,
 * price, distance, score, star), filters, the map, and the hotels with their protocol and policy marks; a hotel
 * opens its detail for the stay. Opened without a search (a link, a reload) it searches the remembered city for
 * the default stay; `?cityId=&cityName=&checkIn=&checkOut=&keyword=` set the search.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { HOTEL_SORT, type HotelSort } from '../../../api/contract/hotel';
import { ListBodyFrame, ListHead } from '../../../components/ListScreen';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { dayText, priceText, type Translate } from '../../../components/format';
import { afterPaint } from '../../../app/afterPaint';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { PinIcon } from '../components/HotelBadges';
import { sortKey } from '../components/labels';
import { useHotelStores } from '../store';
import { intlDetailLink } from '../intl/screens';
import type { FilterChoice } from './FilterSheet';
import { FilterSheet, preloadSheets } from './sheets';
import { cityLabel } from './cityLabel';
import { ResultList } from './ResultList';
import { SORTS } from './sorts';
import { SEARCH_SCREENS, detailLink } from './screens';
import { NO_FILTERS, NO_PRICE, type HotelSearchStore, type HotelVersion } from './searchStore';
import { useHotelTravellerRefs } from './travellers';
import { useAtMost } from './atMost';
import '../components/hotel.scss';
import './search.scss';
import '../../../i18n/parts/hotel';

/** Applies a link's search once (city, stay, keyword); the rules refuse a stale stay. */
function useLinkedSearch(store: HotelSearchStore): void {
  const params = decodeQuery(useRouter().params);
  const key = [params.cityId, params.cityName, params.checkIn, params.checkOut, params.keyword].join('|');
  useEffect(() => {
    if (params.cityId) store.setCity({ cityId: params.cityId, cityName: params.cityName || params.cityId });
    if (params.checkIn && params.checkOut) store.setStay(params.checkIn, params.checkOut);
    if (params.keyword !== undefined) store.setKeyword(params.keyword);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
}

/** Sort tabs; price turns from low-to-high to high-to-low on a second tap. */
export const SortBar = observer(function SortBar(props: {
  store: HotelSearchStore;
  t: Translate;
  onFilter(): void;
  /** The map of the results (none for international hotels). */
  onMap?: () => void;
}) {
  const { store, t } = props;
  const sort = store.sort;
  const isOn = (s: HotelSort) => sort === s || (s === HOTEL_SORT.priceAsc && sort === HOTEL_SORT.priceDesc);
  const next = (s: HotelSort): HotelSort =>
    s === HOTEL_SORT.priceAsc && sort === HOTEL_SORT.priceAsc ? HOTEL_SORT.priceDesc : s;
  return (
    <View className="htl__bar">
      <View className="htl__sorts" role="tablist" aria-label={t('hotel.sort')}>
        {SORTS.map((s) => (
          <Pressable
            key={s}
            role="tab"
            selected={isOn(s)}
            className={`htl__sort${isOn(s) ? ' htl__sort--on' : ''}`}
            onPress={() => store.setSort(next(s))}
            testId={`sort-${s}`}
          >
            {t(sortKey(isOn(s) ? sort : s))}
          </Pressable>
        ))}
      </View>
      <Pressable className="htl__tool" onPress={props.onFilter} testId="filter">
        {store.filterCount > 0 ? t('hotel.filter.count', { n: store.filterCount }) : t('hotel.filter')}
      </Pressable>
      {props.onMap ? (
        <Pressable className="htl__tool" label={t('hotel.map')} onPress={props.onMap} testId="to-map">
          <PinIcon />
        </Pressable>
      ) : null}
    </View>
  );
});

/** The longest the rows wait for the travel standard's answer (the line above them). */
export const STANDARD_WAIT_MS = 1000;

/** Nothing (brands, districts of a closed filter sheet). */
const NONE: readonly string[] = [];

/**
 * The travel standard line (the strictest nightly cap of the travellers), its own observer: the standard's answer
 * re-renders this line, not the whole screen and its rows.
 */
const CapLine = observer(function CapLine({ store, t }: { store: HotelSearchStore; t: Translate }) {
  const cap = store.cap;
  if (cap === null) return null;
  return (
    <View className="htl__cap" role="note" data-testid="policy-cap">
      {t(store.standard?.mustComply ? 'hotel.cap.must' : 'hotel.cap', { price: priceText(cap) })}
    </View>
  );
});

/**
 * The list's body. The travel standard's line stands above it: until the standard is settled (at most
 * STANDARD_WAIT_MS) it is laid out hidden and its rows wait (on a cold load the HTML first screen's rows stay
 * meanwhile), so the line never moves a visible body (Lighthouse CLS 0.033 on the hotel lists, issue 17: the layout
 * shift counts a body moved under the first screen too). Its own observer: the standard's answer re-renders the body,
 * not the whole screen.
 */
const StandardBody = observer(function StandardBody(props: {
  store: HotelSearchStore;
  /** A line may come (the policy is shown, a domestic list). */
  waits: boolean;
  children: (held: boolean) => ReactNode;
}) {
  const held = useAtMost(props.waits && !props.store.standardSettled, STANDARD_WAIT_MS);
  return <ListBodyFrame className={held ? 'htl__body--held' : undefined}>{props.children(held)}</ListBodyFrame>;
});

export const HotelListScreen = observer(function HotelListScreen({ version }: { version: HotelVersion }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const { search: store, intl } = useHotelStores();
  // The query chose international hotels: the gj list of the 10910 city and room conditions, same stay and filters.
  const international = intl.active;
  const results = international ? intl.list : store.list;
  const refs = useHotelTravellerRefs();
  const screens = SEARCH_SCREENS[version];
  const [filterOpen, setFilterOpen] = useState(false);
  const showPolicy = session.userInfo?.vipCorp.hideTravelStandard !== 1;

  useEffect(() => {
    store.setVersion(version);
    store.bindUser(session.userInfo?.empInfo.empId ?? '');
    store.refreshStay();
  }, [store, version, session.userInfo]);
  useLinkedSearch(store);
  // A cold load: the travellers go in before the first render (its request and policy are theirs at once), not from
  // the effect after it, whose change re-rendered the whole screen synchronously (issue 17: ~10 ms in one task).
  // Only while none are set: no observer of them is mounted yet (a query screen of the stack sets them itself).
  if (store.travellers.length === 0 && refs.length > 0) runInAction(() => store.setTravellers(refs));
  const refsKey = refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');
  useEffect(() => {
    store.setTravellers(refs);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, refsKey]);

  const requestKey = JSON.stringify(international ? intl.listRequest(store) : store.listRequest);
  // The head and the skeleton paint first; the requests start right after.
  useEffect(
    () =>
      afterPaint(() => {
        if (international) return void intl.loadList(store);
        void store.loadList();
      }),
    [store, intl, international, requestKey],
  );

  // What only the filter sheet needs waits until the rows have painted (their paint is the page's largest, issue 17):
  // its code (H5: sheets.h5.tsx) and the city's districts and brands; opening the sheet asks for both at once.
  const forFilters = () => {
    preloadSheets();
    if (!international) void store.loadStatic();
  };
  // After the rows' paint the districts' request waits a task more: with the code's it was one task of 20+ ms.
  const afterRowsPainted = () => {
    preloadSheets();
    if (!international) setTimeout(() => void store.loadStatic(), 0);
  };

  const stay = store.stay;
  const choice: FilterChoice = { stars: store.stars, price: store.price, filters: store.filters };
  const filtered = store.filterCount > 0;

  return (
    <PageShell route={screens.list} title="hotel.list.title" className="ht-page ls htl">
      <ListHead route={cityLabel(international ? intl.city : store.city, ui.locale)}>
        <Text className="htl__sub" data-testid="list-stay">
          {t('hotel.list.stay', {
            checkIn: dayText(stay.checkIn, t),
            checkOut: dayText(stay.checkOut, t),
            n: store.nights,
          })}
          {store.keyword ? ` · ${store.keyword}` : ''}
          {store.nearby ? ` · ${t('hotel.nearby.short', { km: store.nearby.distance })}` : ''}
        </Text>
      </ListHead>
      <SortBar
        store={store}
        t={t}
        onFilter={() => {
          forFilters();
          setFilterOpen(true);
        }}
        onMap={international ? undefined : () => void navigate(screens.map)}
      />
      {showPolicy && !international ? <CapLine store={store} t={t} /> : null}
      <StandardBody store={store} waits={showPolicy && !international}>
        {(held) => (
          <ResultList
            results={results}
            hold={held}
            locale={ui.locale}
            showPolicy={showPolicy}
            t={t}
            emptyText={t(filtered ? 'hotel.list.emptyFiltered' : 'hotel.list.empty')}
            clearFilters={
              filtered
                ? () => {
                    store.setStars([]);
                    store.setPrice(NO_PRICE);
                    store.setFilters(NO_FILTERS);
                  }
                : undefined
            }
            initialScrollTop={store.scrollTop}
            onScrollTop={(top) => store.setScrollTop(top)}
            onRetry={() => void (international ? intl.loadList(store, true) : store.loadList(true))}
            onMore={(retry) => void (international ? intl.loadMore(store, retry) : store.loadMore(retry))}
            onOpen={(h) => {
              const target = (international ? intlDetailLink : detailLink)(version, h.hotelId, stay);
              void navigate(target.url, { query: target.query });
            }}
            onRowsPainted={afterRowsPainted}
            testId="hotel-list"
          />
        )}
      </StandardBody>
      <FilterSheet
        open={filterOpen}
        value={choice}
        // Read only while open: the static data's and the list's answers do not re-render the screen (and its rows).
        brands={!filterOpen ? NONE : international ? intl.list.brands : store.brandOptions}
        districts={!filterOpen || international ? NONE : (store.staticData?.districts ?? NONE)}
        onApply={(c) => {
          store.setStars(c.stars);
          store.setPrice(c.price);
          store.setFilters(c.filters);
        }}
        onClose={() => setFilterOpen(false)}
        t={t}
      />
    </PageShell>
  );
});
