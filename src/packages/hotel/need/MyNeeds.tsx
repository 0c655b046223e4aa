import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelNeedItem } from '../../../api/contract/hotelNeed';
import { PagedList } from '../../../components/PagedList';
import { Pressable } from '../../../components/Pressable';
import { LIMITS } from '../../../domain/limits';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { PagedListStore } from '../../../stores/pagedList';
import type { HotelNeedStore } from './needStore';
import type { NeedRoutes } from './routes';
import { statusGroup, statusKey } from './text';
import '../../../i18n/parts/hotelNeed';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** One need order of the list: city, stay, status and the quoted hotel if any. */
const NeedRow = observer(function NeedRow({ need, onOpen }: { need: HotelNeedItem; onOpen(): void }) {
  const { ui } = useStores();
  const { t } = ui;
  const hotel = need.quote ? (ui.locale === 'en-US' ? need.quote.hotelNameEn : need.quote.hotelName) : '';
  return (
    <Pressable
      className="ht-need__row"
      label={t('hotelNeed.row.open', { no: need.needNo })}
      onPress={onOpen}
      testId={`need-row-${need.needId}`}
    >
      <View className="ht-need__row-head">
        <Text className="ht-need__row-city" {...NO_TRANSLATE}>
          {need.cityName}
        </Text>
        <Text className={`obt-status obt-status--${statusGroup(need.status)}`} data-status={need.status}>
          {t(statusKey(need.status))}
        </Text>
      </View>
      <Text className="ht-need__sub" {...NO_TRANSLATE}>
        {t('hotelNeed.row.stay', { checkIn: need.checkIn, checkOut: need.checkOut, n: need.nights, rooms: need.rooms })}
      </Text>
      {hotel ? (
        <Text className="ht-need__sub" {...NO_TRANSLATE}>
          {hotel}
        </Text>
      ) : null}
      <Text className="ht-need__muted" {...NO_TRANSLATE}>
        {need.needNo} · {need.createdAt}
      </Text>
    </Pressable>
  );
});

/** My need orders, newest first, page by page (hotelNeedOrderList); a row opens its detail. */
export const MyNeeds = observer(function MyNeeds({ store, routes }: { store: HotelNeedStore; routes: NeedRoutes }) {
  const { ui } = useStores();
  const [list] = useState(
    () =>
      new PagedListStore<HotelNeedItem>(
        (p, c) => store.page(p, c),
        LIMITS.pageSize.list,
        (n) => n.needId,
      ),
  );
  useEffect(() => {
    void list.refresh();
  }, [list]);
  return (
    <View data-testid="need-list">
      <PagedList
        list={list}
        emptyText={ui.t('hotelNeed.empty')}
        renderItem={(need) => (
          <NeedRow key={need.needId} need={need} onOpen={() => void navigate(routes.detail(need.needId))} />
        )}
      />
    </View>
  );
});
