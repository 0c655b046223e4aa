/**
 * The keyword of the hotel search (htQuery): typing asks for suggestions (keyword v1, onlyLocalKeyword v2); a hotel
 * opens its detail, a landmark searches nearby it, a district or brand becomes the keyword; recent keywords below.
 */
import { useEffect, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelKeywordItem } from '../../../api/contract/hotel';
import type { MessageKey } from '../../../i18n';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { NO_TRANSLATE } from '../components/HotelBadges';
import type { HotelSearchStore } from './searchStore';

/** Typing pauses this long before suggestions are asked. */
const SUGGEST_DELAY_MS = 250;

export const KeywordSheet = observer(function KeywordSheet(props: {
  open: boolean;
  store: HotelSearchStore;
  t: Translate;
  onHotel(hotelId: string): void;
  onClose(): void;
}) {
  const { store, t, open } = props;
  const [text, setText] = useState(store.keyword);

  useEffect(() => {
    if (open) setText(store.keyword);
  }, [open, store]);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => void store.suggest(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, text, store]);

  const done = (keyword: string) => {
    store.setKeyword(keyword);
    props.onClose();
  };
  const pick = (item: HotelKeywordItem) => {
    const hotel = store.pickSuggestion(item);
    props.onClose();
    if (hotel) props.onHotel(hotel.hotelId);
  };
  const shown = store.suggestionsFor === text.trim() ? store.suggestions : [];

  return (
    <Sheet open={open} title={t('hotel.keyword')} onClose={props.onClose} testId="keyword-sheet">
      <View className="htk__bar">
        <Input
          className="htk__input"
          value={text}
          focus
          confirmType="search"
          placeholder={t('hotel.keyword.placeholder')}
          aria-label={t('hotel.keyword')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => done(text)}
          data-testid="keyword-input"
        />
        <Pressable className="ht-btn ht-btn--primary htk__ok" onPress={() => done(text)} testId="keyword-ok">
          {t('hotel.keyword.ok')}
        </Pressable>
      </View>
      {shown.length > 0 ? (
        <View role="listbox" aria-label={t('hotel.keyword.suggestions')} data-testid="suggestions">
          {shown.map((item, i) => (
            <Pressable
              key={`${item.kind}-${item.hotelId ?? item.text}-${i}`}
              role="option"
              className="htk__item"
              label={`${t(`hotel.kw.${item.kind}` as MessageKey)} ${item.text}`}
              onPress={() => pick(item)}
              testId={`suggestion-${i}`}
            >
              <Text className="htk__kind" aria-hidden>
                {t(`hotel.kw.${item.kind}` as MessageKey)}
              </Text>
              <Text className="htk__text" aria-hidden {...NO_TRANSLATE}>
                {item.text}
              </Text>
            </Pressable>
          ))}
        </View>
      ) : null}
      {!text.trim() && store.recentKeywords.length > 0 ? (
        <View className="htk__recent" role="group" aria-label={t('hotel.keyword.recent')}>
          <View className="htk__recent-head">
            <Text className="ht-sheet__title">{t('hotel.keyword.recent')}</Text>
            <Pressable className="ht-link" onPress={() => store.clearRecentKeywords()} testId="recent-clear">
              {t('hotel.keyword.clear')}
            </Pressable>
          </View>
          <View className="ht-chips">
            {store.recentKeywords.map((k) => (
              <Pressable key={k} className="ht-chip" onPress={() => done(k)} testId={`recent-${k}`}>
                {k}
              </Pressable>
            ))}
          </View>
        </View>
      ) : null}
    </Sheet>
  );
});
