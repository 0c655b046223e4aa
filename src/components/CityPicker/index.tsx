import { useEffect, useMemo, useState } from 'react';
import { Input, ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { GeoProductCode } from '../../api/contract/basedata';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import { loadPlaces } from './geo';
import { groupByInitial, hotCities, searchPlaces, toPicked, type PickedPlace, type Place } from './search';
import './index.scss';
import '../../i18n/parts/flight';
import { Icon } from '../Icon';
import { close } from '../Icon/icons';

export type { PickedPlace } from './search';

interface Props {
  open: boolean;
  /** Dialog title, e.g. 'Departure city'. */
  title: string;
  /** Geo product (10901 domestic flights: cities and their airports). */
  productCode?: GeoProductCode;
  /** Recently picked places, newest first. */
  history: readonly { code: string; name: string; cityCode: string }[];
  /** Code of the current value (marked as selected). */
  current?: string;
  onSelect: (place: PickedPlace) => void;
  onClose: () => void;
  /** Test seam: the places instead of the geo file. */
  places?: readonly Place[];
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; places: readonly Place[] };

/**
 * Full-screen city picker: search (Chinese or English name, pinyin, initials, code), history, hot cities and an
 * A–Z index. Every control is a labelled, focusable button; Escape closes the sheet.
 */
export const CityPicker = observer(function CityPicker({
  open,
  title,
  productCode = 10901,
  history,
  current,
  onSelect,
  onClose,
  places: given,
}: Props) {
  const { ui } = useStores();
  const { t } = ui;
  const [load, setLoad] = useState<Load>(given ? { state: 'ready', places: given } : { state: 'loading' });
  const [keyword, setKeyword] = useState('');
  const [jump, setJump] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open || given) return;
    let live = true;
    setLoad({ state: 'loading' });
    loadPlaces(productCode, ui.locale).then(
      (list) => live && setLoad({ state: 'ready', places: list }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, given, productCode, ui.locale, attempt]);

  useEffect(() => {
    if (!open) {
      setKeyword('');
      setJump('');
    }
  }, [open]);

  const places = useMemo(() => (load.state === 'ready' ? load.places : []), [load]);
  const sections = useMemo(() => groupByInitial(places), [places]);
  const hot = useMemo(() => hotCities(places), [places]);
  const results = useMemo(() => (keyword.trim() ? searchPlaces(places, keyword) : null), [places, keyword]);

  if (!open) return null;

  const pick = (p: PickedPlace) => {
    onSelect(p);
    onClose();
  };
  const chip = (p: PickedPlace, key: string) => (
    <Pressable
      key={key}
      className={`city-picker__chip${p.code === current ? ' city-picker__chip--on' : ''}`}
      selected={p.code === current}
      onPress={() => pick(p)}
      testId={`city-${key}`}
    >
      {p.name}
    </Pressable>
  );
  const keys: Record<string, unknown> = {
    onKeyDown: (e: { key?: string }) => {
      if (e.key === 'Escape') onClose();
    },
  };

  return (
    <View className="city-picker" role="dialog" aria-modal aria-label={title} data-testid="city-picker" {...keys}>
      <View className="city-picker__head">
        <Pressable className="city-picker__close" label={t('common.close')} onPress={onClose} testId="city-close">
          <Icon icon={close} />
        </Pressable>
        <Text className="city-picker__title" role="heading" aria-level={2}>
          {title}
        </Text>
      </View>
      <View className="city-picker__search">
        <Input
          className="city-picker__input"
          type="text"
          value={keyword}
          placeholder={t('flight.picker.placeholder')}
          aria-label={t('flight.picker.search')}
          onInput={(e) => setKeyword(e.detail.value)}
          data-testid="city-search"
        />
      </View>
      <ScrollView className="city-picker__body" scrollY scrollIntoView={jump || undefined}>
        {load.state === 'loading' && (
          <View className="city-picker__status" role="status">
            {t('common.loading')}
          </View>
        )}
        {load.state === 'failed' && (
          <View className="city-picker__status" role="alert">
            <Text>{t('flight.picker.failed')}</Text>
            <Pressable className="city-picker__retry" onPress={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Pressable>
          </View>
        )}
        {results !== null ? (
          <View className="city-picker__results" role="list" aria-label={t('flight.picker.results')}>
            {results.length === 0 ? (
              <View className="city-picker__status" role="status">
                {t('flight.picker.noMatch')}
              </View>
            ) : (
              results.map((p) => (
                <Pressable
                  key={`${p.kind}-${p.code}`}
                  className="city-picker__row"
                  onPress={() => pick(toPicked(p))}
                  testId={`result-${p.kind === 'airport' ? 'ap-' : ''}${p.code}`}
                >
                  <Text className="city-picker__row-name">{p.name}</Text>
                  <Text className="city-picker__row-meta">
                    {p.kind === 'airport' ? `${t('flight.picker.airport')} · ${p.cityName} · ${p.code}` : p.code}
                  </Text>
                </Pressable>
              ))
            )}
          </View>
        ) : (
          load.state === 'ready' && (
            <View>
              {history.length > 0 && (
                <View className="city-picker__group" role="group" aria-label={t('flight.picker.history')}>
                  <Text className="city-picker__label">{t('flight.picker.history')}</Text>
                  <View className="city-picker__chips">
                    {history.map((c) => chip({ ...c, kind: 'city', altName: '' }, `h-${c.code}`))}
                  </View>
                </View>
              )}
              {hot.length > 0 && (
                <View className="city-picker__group" role="group" aria-label={t('flight.picker.hot')}>
                  <Text className="city-picker__label">{t('flight.picker.hot')}</Text>
                  <View className="city-picker__chips">{hot.map((c) => chip(toPicked(c), `hot-${c.code}`))}</View>
                </View>
              )}
              <View className="city-picker__group" role="navigation" aria-label={t('flight.picker.index')}>
                <Text className="city-picker__label">{t('flight.picker.index')}</Text>
                <View className="city-picker__letters">
                  {sections.map((s) => (
                    <Pressable
                      key={s.initial}
                      className="city-picker__letter"
                      label={t('flight.picker.jump', { letter: s.initial })}
                      onPress={() => setJump(`city-sec-${s.initial}`)}
                    >
                      {s.initial}
                    </Pressable>
                  ))}
                </View>
              </View>
              {sections.map((s) => (
                <View key={s.initial} id={`city-sec-${s.initial}`} className="city-picker__section">
                  <Text className="city-picker__initial" role="heading" aria-level={3}>
                    {s.initial}
                  </Text>
                  {s.places.map((p) => (
                    <Pressable
                      key={p.code}
                      className={`city-picker__row${p.code === current ? ' city-picker__row--on' : ''}`}
                      selected={p.code === current}
                      onPress={() => pick(toPicked(p))}
                    >
                      <Text className="city-picker__row-name">{p.name}</Text>
                    </Pressable>
                  ))}
                </View>
              ))}
            </View>
          )
        )}
      </ScrollView>
    </View>
  );
});
