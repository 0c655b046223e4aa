import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelImage } from '../../../api/contract/hotel';
import { Card } from '../../../components/booking';
import { EmptyState } from '../../../components/EmptyState';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { MapView } from '../../../hosts/map/MapView';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from './format';
import type { HotelScreens } from './screens';
import { useDetailStore } from './useDetailStore';
import './detail.scss';
import '../../../i18n/parts/hotelBooking';

const CATEGORIES: readonly HotelImage['category'][] = ['exterior', 'lobby', 'room', 'dining', 'facility'];

/** Dials on every target (a tel: link on H5); a refusal leaves the number on the screen. */
function callPhone(phone: string): void {
  try {
    Promise.resolve(Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+-]/g, '') })).catch(() => undefined);
  } catch {
    // No dialer: the number stays visible.
  }
}

/**
 * The hotel's facts (SPEC §2 /htV2/htMore, /ht/htMore): facilities, description, check-in and check-out times, phone,
 * opening and renovation years, pictures by category and the hotel on a small map (the map adapter of the host).
 */
export const MoreScreen = observer(function MoreScreen(props: { screens: HotelScreens }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useDetailStore(props.screens.version);
  const { hotel } = store;
  if (!hotel) {
    return (
      <PageShell route={props.screens.more} title="hotelBooking.more.title" className="htd">
        {store.status === 'loading' || store.status === 'idle' ? (
          <View className="htd-loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(store.status === 'missing' ? 'hotelBooking.detail.missing' : 'common.loadFailed')}
            actionText={store.status === 'failed' ? t('common.retry') : undefined}
            onAction={store.status === 'failed' ? () => void store.load() : undefined}
          />
        )}
      </PageShell>
    );
  }
  const name = ui.locale === 'en-US' && hotel.nameEn ? hotel.nameEn : hotel.name;
  return (
    <PageShell route={props.screens.more} title="hotelBooking.more.title" className="htd">
      <View className="htd-more__section">
        <Card id="more-facts" title={name}>
          <View className="htd-more__row">
            <Text>{t('hotelBooking.more.checkIn')}</Text>
            <Text data-testid="more-check-in" {...NO_TRANSLATE}>
              {t('hotelBooking.more.from', { time: hotel.checkInFrom })}
            </Text>
          </View>
          <View className="htd-more__row">
            <Text>{t('hotelBooking.more.checkOut')}</Text>
            <Text data-testid="more-check-out" {...NO_TRANSLATE}>
              {t('hotelBooking.more.by', { time: hotel.checkOutBy })}
            </Text>
          </View>
          {hotel.openYear ? (
            <View className="htd-more__row">
              <Text>{t('hotelBooking.more.opened')}</Text>
              <Text>{hotel.openYear}</Text>
            </View>
          ) : null}
          {hotel.renovationYear ? (
            <View className="htd-more__row">
              <Text>{t('hotelBooking.more.renovated')}</Text>
              <Text>{hotel.renovationYear}</Text>
            </View>
          ) : null}
          {hotel.phone ? (
            <View className="htd-more__row">
              <Text>{t('hotelBooking.more.phone')}</Text>
              <Pressable
                className="htd-link"
                role="link"
                label={t('hotelBooking.more.call', { phone: hotel.phone })}
                testId="more-phone"
                onPress={() => callPhone(hotel.phone)}
              >
                <Text {...NO_TRANSLATE}>{hotel.phone}</Text>
              </Pressable>
            </View>
          ) : null}
        </Card>
      </View>
      <View className="htd-more__section">
        <Card id="more-facilities" title={t('hotelBooking.more.facilities')}>
          <View role="list" className="htd-head__facilities">
            {hotel.facilities.map((f) => (
              <Text key={f} role="listitem" className="htd-tag" data-testid="more-facility">
                {t(`hotelBooking.facility.${f}`)}
              </Text>
            ))}
          </View>
        </Card>
      </View>
      {hotel.description ? (
        <View className="htd-more__section">
          <Card id="more-description" title={t('hotelBooking.more.description')}>
            <Text className="htd-sub" {...NO_TRANSLATE}>
              {hotel.description}
            </Text>
          </Card>
        </View>
      ) : null}
      <View className="htd-more__section">
        <Card id="more-map" title={t('hotelBooking.more.location')}>
          <Text className="htd-sub" {...NO_TRANSLATE}>
            {hotel.address}
          </Text>
          <MapView
            center={hotel.location}
            zoom={15}
            height="320px"
            label={t('hotelBooking.more.mapLabel', { name })}
            markers={[
              { id: hotel.hotelId, lat: hotel.location.lat, lng: hotel.location.lng, title: name, kind: 'hotel' },
            ]}
          />
        </Card>
      </View>
      {CATEGORIES.map((category) => {
        const images = store.images.filter((i) => i.category === category);
        if (images.length === 0) return null;
        const title = t(`hotelBooking.image.${category}`);
        return (
          <View key={category} className="htd-more__section">
            <Card id={`more-images-${category}`} title={title}>
              <View className="htd-more__images">
                {images.map((img, i) => (
                  <Image
                    key={`${img.url}-${i}`}
                    className="htd-more__img"
                    src={img.url}
                    mode="aspectFill"
                    aria-label={t('hotelBooking.image.label', { name, category: title, n: i + 1 })}
                  />
                ))}
              </View>
            </Card>
          </View>
        );
      })}
    </PageShell>
  );
});
