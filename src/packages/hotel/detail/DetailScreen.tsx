import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { RatePlan } from '../../../api/contract/hotel';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { nightsBetween } from '../../../domain/hotel/stay';
import { clock } from '../../../hosts/clock';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { HotelHeader } from './HotelHeader';
import { RoomCard } from './RoomCard';
import type { HotelScreens } from './screens';
import { StayBar } from './StayBar';
import { useDetailStore } from './useDetailStore';
import { yuan } from './format';
import './detail.scss';
import '../../../i18n/parts/hotelBooking';

/**
 * The hotel with its rooms and rate plans for the stay (SPEC §2 /htV2/htRoomList, /ht/htDetails): pictures and facts,
 * the stay (changed here), the travellers' nightly cap, room sharing when the policy level shows it, and every
 * room's plans; choosing a plan opens the booking form with its planKey.
 */
export const DetailScreen = observer(function DetailScreen(props: { screens: HotelScreens }) {
  const { ui, session } = useStores();
  const { t } = ui;
  const { screens } = props;
  const store = useDetailStore(screens.version);
  const now = clock.now();
  const hideStandard = session.userInfo?.vipCorp.hideTravelStandard === 1;
  const { hotel } = store;

  const choose = (plan: RatePlan) => {
    if (store.unavailable(plan)) return;
    void navigate(screens.edit, { query: { planKey: plan.planKey } });
  };

  return (
    <PageShell route={screens.rooms} title="hotelBooking.detail.title" className="htd">
      {!hotel ? (
        store.status === 'loading' || store.status === 'idle' ? (
          <View className="htd-loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(store.status === 'missing' ? 'hotelBooking.detail.missing' : 'common.loadFailed')}
            actionText={store.status === 'failed' ? t('common.retry') : undefined}
            onAction={store.status === 'failed' ? () => void store.load() : undefined}
          />
        )
      ) : (
        <>
          <HotelHeader
            hotel={hotel}
            images={store.images}
            onMore={() => void navigate(screens.more, { query: { hotelId: hotel.hotelId } })}
          />
          <StayBar store={store} now={now} />
          {store.standard && !hideStandard && store.standard.cap !== null ? (
            <Text className="htd-note" data-testid="hotel-cap">
              {t('hotelBooking.detail.cap', { price: yuan(store.standard.cap) })}
            </Text>
          ) : null}
          {store.roomSharing ? (
            <Text className="htd-note" data-testid="hotel-room-sharing">
              {t('hotelBooking.detail.roomSharing')}
            </Text>
          ) : null}
          {store.status === 'loading' ? (
            <Text className="htd-note" role="status">
              {t('common.loading')}
            </Text>
          ) : null}
          {store.rooms.length === 0 && store.status === 'ready' ? (
            <EmptyState text={t('hotelBooking.detail.noRooms')} />
          ) : null}
          <View className="htd-rooms" data-testid="hotel-rooms">
            {store.rooms.map((room) => (
              <RoomCard
                key={room.roomId}
                store={store}
                room={room}
                now={now}
                nights={nightsBetween(store.stay.checkIn, store.stay.checkOut)}
                onChoose={choose}
              />
            ))}
          </View>
        </>
      )}
    </PageShell>
  );
});
