/**
 * The hotel of an order (SPEC §2 /ht/htOrder/htOrderDetail): name, stars, address with a small map (the map adapter
 * of each host), "navigate" handing over to a map app, and a call to the hotel's front desk.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../api/contract/hotel';
import { Pressable } from '../../../components/Pressable';
import { MapView } from '../../../hosts/map/MapView';
import { openExternalMap } from '../../../hosts/map';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from './view';
import '../../../i18n/parts/hotelOrder';

export const HotelCard = observer(function HotelCard({ order }: { order: HotelOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const { hotel } = order;
  const name = ui.locale === 'en-US' && hotel.nameEn ? hotel.nameEn : hotel.name;
  const navigateTo = () =>
    void openExternalMap({ ...hotel.location, name: hotel.name, address: hotel.address }, { t }).catch(() => undefined);
  const call = () =>
    void Promise.resolve(Taro.makePhoneCall({ phoneNumber: hotel.phone.replace(/[^\d+-]/g, '') })).catch(
      () => undefined,
    );
  return (
    <View
      className="obt-card order-block ht-order-hotel"
      role="region"
      aria-labelledby="ht-order-hotel-title"
      data-testid="order-hotel"
    >
      <Text id="ht-order-hotel-title" className="ht-order-hotel__name" role="heading" aria-level={2} {...NO_TRANSLATE}>
        {name}
      </Text>
      <Text className="ht-order-hotel__star">{t(`hotelOrder.star.${hotel.star}`)}</Text>
      <Text className="ht-order-hotel__address" {...NO_TRANSLATE} data-testid="order-hotel-address">
        {hotel.cityName} {hotel.address}
      </Text>
      <MapView
        className="ht-order-hotel__map"
        center={hotel.location}
        zoom={15}
        height="140px"
        label={t('hotelOrder.hotel.map', { name })}
        markers={[{ id: hotel.hotelId, lat: hotel.location.lat, lng: hotel.location.lng, title: name, kind: 'hotel' }]}
      />
      <View className="ht-order-hotel__buttons">
        <Pressable className="ht-order-hotel__btn" onPress={navigateTo} testId="order-hotel-navigate">
          <View className="ht-icon ht-icon--navigate" aria-hidden />
          <Text>{t('hotelOrder.hotel.navigate')}</Text>
        </Pressable>
        {hotel.phone ? (
          <Pressable
            className="ht-order-hotel__btn"
            onPress={call}
            label={t('hotelOrder.hotel.callName', { phone: hotel.phone })}
            testId="order-hotel-call"
          >
            <View className="ht-icon ht-icon--phone" aria-hidden />
            <Text>{t('hotelOrder.hotel.call')}</Text>
          </Pressable>
        ) : null}
      </View>
    </View>
  );
});
