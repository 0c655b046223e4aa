import type { ReactNode } from 'react';
import { Image, ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelDetail, HotelImage } from '../../../api/contract/hotel';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { NO_TRANSLATE } from './format';

/** The hotel's pictures, side by side (served by the reference server). */
export const Gallery = observer(function Gallery(props: { images: readonly HotelImage[]; name: string }) {
  const { ui } = useStores();
  const { t } = ui;
  if (props.images.length === 0) return null;
  return (
    <ScrollView className="htd-gallery" scrollX enhanced showScrollbar={false} data-testid="hotel-gallery">
      {props.images.map((img, i) => (
        <Image
          key={`${img.url}-${i}`}
          className="htd-gallery__img"
          src={img.url}
          mode="aspectFill"
          aria-label={t('hotelBooking.image.label', {
            name: props.name,
            category: t(`hotelBooking.image.${img.category}`),
            n: i + 1,
          })}
        />
      ))}
    </ScrollView>
  );
});

/**
 * Name, stars, score, address and the way to more about the hotel: its facilities and description (domestic), its
 * policies (international, `moreText`); `extra` adds links under it (e.g. the map).
 */
export const HotelHeader = observer(function HotelHeader(props: {
  hotel: Omit<HotelDetail, 'rooms'>;
  images: readonly HotelImage[];
  onMore(): void;
  moreText?: string;
  extra?: ReactNode;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { hotel } = props;
  const name = ui.locale === 'en-US' && hotel.nameEn ? hotel.nameEn : hotel.name;
  return (
    <View className="htd-head" data-testid="hotel-head">
      <Gallery images={props.images} name={name} />
      <View className="obt-card htd-head__card">
        <Text className="htd-head__name" role="heading" aria-level={1} {...NO_TRANSLATE}>
          {name}
        </Text>
        <View className="htd-head__line">
          <Text className="htd-tag">{t(`hotelBooking.star.${hotel.star}`)}</Text>
          <Text className="htd-head__score">{t('hotelBooking.score', { score: hotel.score.toFixed(1) })}</Text>
          {hotel.protocol ? <Text className="htd-tag htd-tag--main">{t('hotelBooking.plan.protocol')}</Text> : null}
        </View>
        <Text className="htd-sub" {...NO_TRANSLATE}>
          {hotel.address}
        </Text>
        <View className="htd-head__facilities">
          {hotel.facilities.slice(0, 5).map((f) => (
            <Text key={f} className="htd-tag">
              {t(`hotelBooking.facility.${f}`)}
            </Text>
          ))}
        </View>
        <Pressable className="htd-link" role="link" testId="hotel-more" onPress={props.onMore}>
          {props.moreText ?? t('hotelBooking.detail.more')}
        </Pressable>
        {props.extra}
      </View>
    </View>
  );
});
