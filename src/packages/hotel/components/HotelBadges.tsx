/**
 * Small hotel marks every hotel screen may show: the star level, the review score, the protocol (company
 * agreement) mark, the policy mark of a price (wb 1 over the standard, 2 blocked) and the price tag.
 */
import { Text, View } from '@tarojs/components';
import type { HotelStar } from '../../../api/contract/hotel';
import { priceText, type Translate } from '../../../components/format';
import { starKey } from './labels';
import './hotel.scss';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

export function StarBadge({ star, t }: { star: HotelStar; t: Translate }) {
  return (
    <Text className={`ht-star ht-star--${star}`} data-testid="hotel-star">
      {t(starKey(star))}
    </Text>
  );
}

export function ScoreBadge({ score, reviews, t }: { score: number; reviews?: number; t: Translate }) {
  if (!(score > 0)) return null;
  return (
    <Text className="ht-score" {...NO_TRANSLATE}>
      <Text className="ht-score__value">{t('hotel.score', { score: score.toFixed(1) })}</Text>
      {reviews ? <Text className="ht-score__count"> {t('hotel.reviews', { n: reviews })}</Text> : null}
    </Text>
  );
}

export function ProtocolBadge({ t }: { t: Translate }) {
  return (
    <Text className="ht-tag ht-tag--protocol" data-testid="protocol-badge">
      {t('hotel.protocol')}
    </Text>
  );
}

/** wb 1: above the travel standard (a reason is asked); wb 2: above and blocked; 0 shows nothing. */
export function PolicyBadge({ wb, t }: { wb: 0 | 1 | 2; t: Translate }) {
  if (wb === 0) return null;
  return (
    <Text className={`ht-tag ht-tag--wb${wb}`} data-testid="policy-badge" data-wb={wb}>
      {t(wb === 2 ? 'hotel.wb.blocked' : 'hotel.wb.over')}
    </Text>
  );
}

/** '¥368 起' (lowest average nightly price), or 'full' when no room is left. */
export function PriceTag({ price, full, t }: { price: number; full: boolean; t: Translate }) {
  if (full || !(price > 0)) {
    return (
      <View className="ht-price ht-price--full" data-testid="hotel-full">
        <Text>{t('hotel.full')}</Text>
      </View>
    );
  }
  return (
    <View className="ht-price" aria-label={t('hotel.priceFrom.label', { price: priceText(price) })}>
      <Text className="ht-price__value" aria-hidden {...NO_TRANSLATE}>
        {priceText(price)}
      </Text>
      <Text className="ht-price__from" aria-hidden>
        {t('hotel.priceFrom')}
      </Text>
    </View>
  );
}

/** A map pin drawn in CSS (the distance line, the map button). */
export function PinIcon({ className }: { className?: string }) {
  return <View className={`ht-pin${className ? ` ${className}` : ''}`} aria-hidden />;
}
