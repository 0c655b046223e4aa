/**
 * One hotel of a result list (htList, htSignList) in a fixed-height row (the windowed list places rows by height):
 * cover, name, star level, score, district and distance, protocol and policy marks, the lowest price. A full hotel
 * is greyed and says so; the whole row opens the hotel.
 */
import type { ImgHTMLAttributes } from 'react';
import { Image, Text, View } from '@tarojs/components';
import type { HotelSummary } from '../../../api/contract/hotel';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { NO_TRANSLATE, PinIcon, PolicyBadge, PriceTag, ProtocolBadge, ScoreBadge, StarBadge } from './HotelBadges';
import { hotelName } from './hotelName';

export { HOTEL_ROW_HEIGHT } from './rowHeight';

/**
 * H5 attributes of the cover image (the mini-programs ignore them). React 18 passes an attribute it does not know
 * through as written, so fetch priority is spelled the HTML way.
 */
const FIRST_SCREEN_COVER = {
  loading: 'eager',
  decoding: 'async',
  fetchpriority: 'high',
} as ImgHTMLAttributes<HTMLImageElement>;
const LATER_COVER: ImgHTMLAttributes<HTMLImageElement> = { loading: 'lazy', decoding: 'async' };

export { hotelName };

export function HotelRow(props: {
  hotel: HotelSummary;
  locale: 'zh-CN' | 'en-US';
  /** Show the policy marks (the company may hide the travel standard). */
  showPolicy: boolean;
  onOpen(): void;
  t: Translate;
  /**
   * The row stands on the list's first screen: its cover is fetched at once with high priority (it is the page's
   * largest paint); covers further down load lazily, so they do not queue before it.
   */
  firstScreen?: boolean;
  /**
   * The cover waits (an empty frame of the same size): a row the window shows below the first screen, until the
   * first screen's covers have painted — its lazy cover was otherwise asked for before the page's largest paint.
   */
  coverLater?: boolean;
}) {
  const { hotel: h, t } = props;
  const name = hotelName(h, props.locale);
  return (
    <Pressable
      className={`ht-row${h.full ? ' ht-row--full' : ''}`}
      role="link"
      // Named by what it shows (name, stars, score, place, badges, price), so the name holds the visible words.
      onPress={props.onOpen}
      testId={`hotel-${h.hotelId}`}
    >
      <View className="ht-row__cover" aria-hidden>
        {h.image && !props.coverLater ? (
          <Image
            className="ht-row__img"
            src={h.image}
            mode="aspectFill"
            imgProps={props.firstScreen ? FIRST_SCREEN_COVER : LATER_COVER}
          />
        ) : null}
      </View>
      <View className="ht-row__main">
        <Text className="ht-row__name" {...NO_TRANSLATE}>
          {name}
        </Text>
        <View className="ht-row__line">
          <StarBadge star={h.star} t={t} />
          <ScoreBadge score={h.score} reviews={h.reviewCount} t={t} />
        </View>
        <View className="ht-row__line ht-row__where">
          <PinIcon />
          <Text {...NO_TRANSLATE}>{h.district}</Text>
          <Text> · {t('hotel.distance', { km: h.distanceKm.toFixed(1) })}</Text>
        </View>
        <View className="ht-row__line">
          {h.protocol ? <ProtocolBadge t={t} /> : null}
          {props.showPolicy ? <PolicyBadge wb={h.wb} t={t} /> : null}
        </View>
      </View>
      <View className="ht-row__side">
        <PriceTag price={h.lowestPrice} full={h.full} t={t} />
      </View>
    </Pressable>
  );
}
