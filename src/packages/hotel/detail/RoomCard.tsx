import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelRoom, RatePlan } from '../../../api/contract/hotel';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import type { HotelDetailStore } from './detailStore';
import { NO_TRANSLATE, yuan } from './format';
import { PlanRow } from './PlanRow';
import { Icon } from '../../../components/Icon';
import { chevronDown, chevronUp } from '../../../components/Icon/icons';

/** A room type: picture, facts, its lowest price and, opened, its rate plans; greyed when nothing is left. */
export const RoomCard = observer(function RoomCard(props: {
  store: HotelDetailStore;
  room: HotelRoom;
  now: number;
  nights: number;
  onChoose(plan: RatePlan): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { store, room } = props;
  const full = store.roomFull(room);
  const open = store.opened[room.roomId] === true;
  const facts = [
    t('hotelBooking.room.area', { n: room.area }),
    t(`hotelBooking.bed.${room.bedType}`),
    t('hotelBooking.room.occupancy', { n: room.maxOccupancy }),
    room.window ? t('hotelBooking.room.window') : t('hotelBooking.room.noWindow'),
    room.smoking ? t('hotelBooking.room.smoking') : t('hotelBooking.room.noSmoking'),
  ];
  return (
    <View className={`obt-card htd-room ${full ? 'htd-room--off' : ''}`} data-testid={`room-${room.roomId}`}>
      <Pressable
        className="htd-room__head"
        label={t(open ? 'hotelBooking.room.close' : 'hotelBooking.room.open', { name: room.name })}
        selected={open}
        testId={`room-toggle-${room.roomId}`}
        onPress={() => void store.toggleRoom(room.roomId)}
      >
        {room.images[0] ? <Image className="htd-room__img" src={room.images[0]} mode="aspectFill" aria-hidden /> : null}
        <View className="htd-room__facts">
          <Text className="htd-room__name" role="heading" aria-level={2} {...NO_TRANSLATE}>
            {room.name}
          </Text>
          <Text className="htd-sub">{facts.join(' · ')}</Text>
        </View>
        <View className="htd-room__side">
          {full ? (
            <Text className="htd-room__full" data-testid="room-full">
              {t('hotelBooking.rooms.full')}
            </Text>
          ) : (
            <Text className="htd-room__price">{t('hotelBooking.room.from', { price: yuan(room.lowestPrice) })}</Text>
          )}
          <Icon icon={open ? chevronUp : chevronDown} className="htd-room__chevron" />
        </View>
      </Pressable>
      {open ? (
        <View className="htd-room__plans" role="list">
          {store.plansLoading[room.roomId] ? (
            <Text className="htd-sub" role="status">
              {t('common.loading')}
            </Text>
          ) : null}
          {room.plans.map((plan) => (
            <View role="listitem" key={plan.planKey}>
              <PlanRow
                plan={plan}
                wb={store.wbOf(plan)}
                unavailable={store.unavailable(plan)}
                now={props.now}
                nights={props.nights}
                onChoose={props.onChoose}
              />
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
});
