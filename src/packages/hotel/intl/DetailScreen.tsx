/**
 * An international hotel with its rooms for the stay and room conditions (SPEC §2 /ht/htDetailsInt version 1,
 * /htV2/htIntRoomList version 2 — one body, two thin pages): pictures, stars, address and the map, the policies
 * link, the stay (calendar) and the conditions (editor), and every room that takes the conditions with its plans in
 * local currency and yuan; a plan opens the booking form /ht/htOrderInt with its planKey.
 */
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { IntlHotelRoom, IntlRatePlan } from '../../../api/contract/hotelIntl';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { nightsBetween } from '../../../domain/hotel/stay';
import { clock } from '../../../hosts/clock';
import { openExternalMap } from '../../../hosts/map';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import type { HotelVersion } from '../search/searchStore';
import { NO_TRANSLATE } from '../detail/format';
import { HotelHeader } from '../detail/HotelHeader';
import { StayBar } from '../detail/StayBar';
import type { IntlDetailStore } from './detailStore';
import { occupancyText } from './format';
import { IntlPlanRow } from './PlanRow';
import { INTL_EDIT, INTL_ORDER, INTL_POLICY, INTL_SCREENS } from './screens';
import { useIntlDetail } from './useIntlDetail';
import '../detail/detail.scss';
import './intl.scss';
import '../../../i18n/parts/hotelBooking';
import '../../../i18n/parts/hotelIntl';

/** The room conditions and nationality, with the way to change them. */
export const ConditionsBar = observer(function ConditionsBar({ store }: { store: IntlDetailStore }) {
  const { ui } = useStores();
  const { t } = ui;
  const text = occupancyText(store.intl.occupancy, store.intl.nationality, t, ui.locale);
  return (
    <View className="obt-card hti-occ">
      <View className="hti-line__label">
        <Text className="htd-sub">{t('hotelIntl.detail.conditions')}</Text>
        <Text data-testid="conditions-text">{text}</Text>
      </View>
      <Pressable
        className="htd-link"
        label={t('hotelIntl.conditions.label', { text })}
        testId="conditions-change"
        onPress={() => void navigate(INTL_EDIT)}
      >
        <Text aria-hidden>{t('hotelIntl.detail.change')}</Text>
      </Pressable>
    </View>
  );
});

/** A room type that takes the conditions, and its plans. */
const RoomCard = observer(function RoomCard(props: {
  store: IntlDetailStore;
  room: IntlHotelRoom;
  now: number;
  nights: number;
  onChoose(plan: IntlRatePlan): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { store, room } = props;
  const name = ui.locale === 'en-US' && room.nameEn ? room.nameEn : room.name;
  const facts = [
    t('hotelBooking.room.area', { n: room.area }),
    t(`hotelBooking.bed.${room.bedType}`),
    t('hotelIntl.room.limits', { adults: room.maxAdults, children: room.maxChildren }),
  ];
  return (
    <View className="obt-card htd-room" data-testid={`room-${room.roomId}`}>
      <View className="htd-room__head">
        {room.images[0] ? <Image className="htd-room__img" src={room.images[0]} mode="aspectFill" aria-hidden /> : null}
        <View className="htd-room__facts">
          <Text className="hti-room__name" role="heading" aria-level={2} {...NO_TRANSLATE}>
            {name}
          </Text>
          <Text className="htd-sub">{facts.join(' · ')}</Text>
        </View>
      </View>
      <View role="list">
        {room.plans.map((plan) => (
          <View role="listitem" key={plan.planKey}>
            <IntlPlanRow
              plan={plan}
              rooms={store.intl.rooms}
              nights={props.nights}
              now={props.now}
              unavailable={store.unavailable(plan)}
              onChoose={props.onChoose}
            />
          </View>
        ))}
      </View>
    </View>
  );
});

export const IntlDetailScreen = observer(function IntlDetailScreen({ version }: { version: HotelVersion }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useIntlDetail(true);
  const now = clock.now();
  const { hotel } = store;

  const choose = (plan: IntlRatePlan) => {
    if (!store.unavailable(plan)) void navigate(INTL_ORDER, { query: { planKey: plan.planKey } });
  };
  const openMap = () => {
    if (!hotel) return;
    void openExternalMap({ ...hotel.location, name: hotel.nameEn || hotel.name, address: hotel.address }, { t }).catch(
      () => undefined,
    );
  };

  return (
    <PageShell route={INTL_SCREENS[version].rooms} title="hotelIntl.detail.title" className="htd hti-page">
      {!hotel ? (
        store.status === 'loading' || store.status === 'idle' ? (
          <View className="htd-loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(store.status === 'missing' ? 'hotelIntl.detail.missing' : 'common.loadFailed')}
            actionText={store.status === 'failed' ? t('common.retry') : undefined}
            onAction={store.status === 'failed' ? () => void store.load() : undefined}
          />
        )
      ) : (
        <>
          <HotelHeader
            hotel={hotel}
            images={hotel.images}
            moreText={t('hotelIntl.detail.policies')}
            onMore={() => void navigate(INTL_POLICY, { query: { hotelId: hotel.hotelId, ...store.stay } })}
            extra={
              <Pressable className="htd-link" role="link" testId="hotel-map" onPress={openMap}>
                {t('hotelIntl.detail.map')}
              </Pressable>
            }
          />
          <StayBar store={store} now={now} />
          <ConditionsBar store={store} />
          {store.status === 'loading' ? (
            <Text className="htd-note" role="status">
              {t('common.loading')}
            </Text>
          ) : null}
          {store.status === 'ready' && store.rooms.length === 0 ? (
            <EmptyState
              text={t(store.roomsFailed ? 'common.loadFailed' : 'hotelIntl.detail.noRooms')}
              actionText={store.roomsFailed ? t('common.retry') : undefined}
              onAction={store.roomsFailed ? () => void store.load() : undefined}
            />
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
