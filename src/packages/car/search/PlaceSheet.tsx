/**
 * The place search of the car query (one sheet for the pick-up, the drop-off, an airport or a station): typing asks
 * for suggestions in the city (mapsSuggestion), 'search' lists matching places 10 a page (mapsPlaceSearch, of the
 * airport or station kind when the service fixes one); before typing: the current position, the saved places
 * (home, office: a tap on an unset one picks the place to save; edit removes them) and the recent places.
 */
import { useEffect, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarPlace } from '../../../api/contract/car';
import type { MapPlaceKind } from '../../../api/contract/maps';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { locate, locateMessageKey } from '../../../hosts/map';
import type { CarPlaces } from './places';
import { EndDot } from '../components/PlaceRow';
import { FavoriteChips, PlaceOption } from './PlaceOptions';
import type { CarSearchStore } from './searchStore';

/** Typing pauses this long before suggestions are asked. */
const SUGGEST_DELAY_MS = 250;

export type PlaceMode = 'place' | 'airport' | 'station';

/** The current position as a place (map adapter, then reverse geocoding), or the message saying why not. */
export async function placeHere(places: CarPlaces, t: Translate): Promise<CarPlace | string> {
  const found = await locate().catch(() => null);
  if (!found) return t('car.place.locateFailed');
  if (!found.ok) return t(locateMessageKey(found.reason));
  const place = await places.placeAt(found.point);
  if (place === 'outsideChina') return t('car.place.outside');
  return place === 'failed' ? t('car.place.locateFailed') : place;
}

export const PlaceSheet = observer(function PlaceSheet(props: {
  /** Which end is being chosen; closed when null. */
  end: 'from' | 'to' | null;
  mode: PlaceMode;
  store: CarSearchStore;
  t: Translate;
  onPick(place: CarPlace): void;
  onClose(): void;
}) {
  const { end, mode, store, t } = props;
  const places = store.places;
  const open = end !== null;
  const [text, setText] = useState('');
  const [searched, setSearched] = useState(false);
  const [setting, setSetting] = useState<'home' | 'office' | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const [locating, setLocating] = useState(false);
  const kinds: MapPlaceKind[] | undefined = mode === 'place' ? undefined : [mode];
  const city = store.query.from?.cityName || store.query.to?.cityName || '';

  useEffect(() => {
    if (!open) return;
    setText('');
    setSearched(false);
    setSetting(null);
    setEditing(false);
    setNotice('');
    places.clearSearch();
    if (mode === 'place') void places.loadFavorites();
    // Airports and stations: the city's ones before typing.
    else if (city) void places.search(city, city, kinds);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mode]);

  useEffect(() => {
    if (!open || mode !== 'place') return undefined;
    const timer = setTimeout(() => void places.suggest(text, city), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, mode, text, city, places]);

  if (!open) return null;

  const pick = (place: CarPlace) => {
    if (setting) {
      const tag = setting;
      setSetting(null);
      void places.saveFavorite(tag, place).then((ok) => setNotice(ok ? t('car.fav.saved') : t('car.fav.failed')));
      setText('');
      setSearched(false);
      places.clearSearch();
      return;
    }
    props.onPick(place);
    props.onClose();
  };
  const search = () => {
    const keyword = text.trim() || (mode === 'place' ? '' : city);
    if (!keyword) return;
    setSearched(true);
    void places.search(keyword, city, kinds);
  };
  const locateHere = () => {
    setLocating(true);
    setNotice('');
    void placeHere(places, t)
      .then((found) => (typeof found === 'string' ? setNotice(found) : pick(found)))
      .finally(() => setLocating(false));
  };

  const title =
    mode === 'airport'
      ? t('car.place.title.airport')
      : mode === 'station'
        ? t('car.place.title.station')
        : setting
          ? t('car.fav.pickFor', { tag: t(setting === 'home' ? 'car.fav.home' : 'car.fav.office') })
          : t(end === 'from' ? 'car.place.title.from' : 'car.place.title.to');
  const notFound =
    mode === 'airport'
      ? 'car.place.notFound.airport'
      : mode === 'station'
        ? 'car.place.notFound.station'
        : 'car.place.none';
  const typing = text.trim() !== '' && !searched;
  const suggestions = typing && places.suggestionsFor === text.trim() ? places.suggestions : [];
  const showResults = searched || mode !== 'place';

  return (
    <Sheet open title={title} onClose={props.onClose} testId="place-sheet" className="carq-sheet">
      <View className="carq-search">
        <EndDot end={end ?? 'from'} />
        <Input
          className="carq-search__input"
          value={text}
          focus
          confirmType="search"
          placeholder={t(
            mode === 'airport'
              ? 'car.place.searchAirport'
              : mode === 'station'
                ? 'car.place.searchStation'
                : 'car.place.searchPlaceholder',
          )}
          aria-label={t('car.place.search')}
          onInput={(e) => {
            setText(e.detail.value);
            setSearched(false);
          }}
          onConfirm={search}
          data-testid="place-input"
        />
        <Pressable className="car-btn car-btn--primary carq-search__go" onPress={search} testId="place-search">
          {t('car.place.go')}
        </Pressable>
      </View>
      {city ? <Text className="carq-hint">{t('car.place.cityHint', { city })}</Text> : null}
      {notice ? (
        <View className="carq-notice" role="alert" data-testid="place-notice">
          {notice}
        </View>
      ) : null}

      {mode === 'place' && !text.trim() ? (
        <View>
          {setting ? null : (
            <Pressable className="carq-here" onPress={locateHere} testId="place-here">
              <View className="carq-here__icon" aria-hidden />
              <Text>{locating ? t('car.place.locating') : t('car.place.locate')}</Text>
            </Pressable>
          )}
          <View className="carq-section-head">
            <Text className="carq-section">{t('car.fav.title')}</Text>
            <Pressable className="car-link" onPress={() => setEditing(!editing)} testId="fav-edit">
              {editing ? t('car.fav.done') : t('car.fav.edit')}
            </Pressable>
          </View>
          <FavoriteChips store={store} t={t} editing={editing} onPick={pick} onSetting={setSetting} />
          {places.recent.length > 0 ? (
            <View role="listbox" aria-label={t('car.place.recent')} data-testid="recent-places">
              <View className="carq-section-head">
                <Text className="carq-section">{t('car.place.recent')}</Text>
                <Pressable className="car-link" onPress={() => places.clearRecent()} testId="recent-clear">
                  {t('car.place.clearRecent')}
                </Pressable>
              </View>
              {places.recent.map((p, i) => (
                <PlaceOption key={`${p.lat},${p.lng},${i}`} place={p} onPick={() => pick(p)} testId={`recent-${i}`} />
              ))}
            </View>
          ) : null}
        </View>
      ) : null}

      {suggestions.length > 0 ? (
        <View role="listbox" aria-label={t('car.place.suggestions')} data-testid="place-suggestions">
          {suggestions.map((p, i) => (
            <PlaceOption key={`${p.lat},${p.lng},${i}`} place={p} onPick={() => pick(p)} testId={`suggestion-${i}`} />
          ))}
        </View>
      ) : null}

      {showResults ? (
        <View role="listbox" aria-label={t('car.place.results')} data-testid="place-results">
          {places.results.map((p, i) => (
            <PlaceOption key={`${p.lat},${p.lng},${i}`} place={p} onPick={() => pick(p)} testId={`result-${i}`} />
          ))}
          {places.resultsStatus === 'ready' && places.results.length === 0 ? (
            <Text className="carq-empty" role="status" data-testid="place-none">
              {t(notFound)}
            </Text>
          ) : null}
          {places.resultsStatus === 'error' ? (
            <Text className="carq-empty" role="alert" data-testid="place-failed">
              {places.resultsTips || t('car.place.failed')}
            </Text>
          ) : null}
          {places.resultsStatus === 'ready' && places.hasMoreResults ? (
            <Pressable
              className="car-link carq-more"
              onPress={() => void places.search(text.trim() || city, city, kinds, true)}
              testId="place-more"
            >
              {t('car.place.more')}
            </Pressable>
          ) : null}
        </View>
      ) : null}
    </Sheet>
  );
});
