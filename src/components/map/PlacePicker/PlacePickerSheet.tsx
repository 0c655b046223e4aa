/**
 * The H5 place picker (chooseLocation on the web): a dialog with a labelled search field, type-ahead results from
 * /obt/maps/suggestion and, before typing, the places near the starting point (reverse geocoding). Plain HTML: it
 * is rendered by open.h5.tsx in its own root above the page, on H5 only.
 */
import { useEffect, useRef, useState } from 'react';
import type { MapPlace } from '../../../api/contract/maps';
import { mapsReverseGeocode, mapsSuggestion } from '../../../api/maps';
import type { GeoPoint } from '../../../hosts/location/types';
import type { Place, Translate } from '../../../hosts/map/types';
import './PlacePickerSheet.scss';

export interface PlacePickerSheetProps {
  center?: GeoPoint;
  t: Translate;
  onPick: (place: Place) => void;
  onCancel: () => void;
  /** Search delay after the last key (ms). */
  debounceMs?: number;
}

export function PlacePickerSheet({ center, t, onPick, onCancel, debounceMs = 250 }: PlacePickerSheetProps) {
  const [keyword, setKeyword] = useState('');
  const [places, setPlaces] = useState<MapPlace[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    let stale = false;
    const run = async () => {
      setBusy(true);
      try {
        const text = keyword.trim();
        const res = text
          ? await mapsSuggestion({ keyword: text, location: center })
          : center
            ? await mapsReverseGeocode({ lat: center.lat, lng: center.lng, poiCount: 10 })
            : undefined;
        if (!stale) setPlaces(res?.list ?? []);
      } catch {
        if (!stale) setPlaces([]);
      } finally {
        if (!stale) setBusy(false);
      }
    };
    const timer = setTimeout(() => void run(), keyword ? debounceMs : 0);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [keyword, center, debounceMs]);

  return (
    <div className="obt-picker" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <div className="obt-picker__backdrop" onClick={onCancel} aria-hidden="true" />
      <div className="obt-picker__sheet" role="dialog" aria-modal="true" aria-labelledby="obt-picker-title">
        <div className="obt-picker__head">
          <h2 id="obt-picker-title">{t('map.picker.title')}</h2>
          <button type="button" className="obt-picker__close" aria-label={t('map.picker.close')} onClick={onCancel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
        <label className="obt-picker__label" htmlFor="obt-picker-search">
          {t('map.picker.search')}
        </label>
        <input
          id="obt-picker-search"
          ref={input}
          type="search"
          value={keyword}
          placeholder={t('map.picker.searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
          autoComplete="off"
        />
        <p className="obt-picker__hint" role="status">
          {busy
            ? t('map.picker.searching')
            : places.length === 0
              ? t('map.picker.empty')
              : keyword
                ? ''
                : t('map.picker.nearby')}
        </p>
        <ul className="obt-picker__list">
          {places.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                data-place-id={p.id}
                onClick={() => onPick({ name: p.name, address: p.address, lat: p.lat, lng: p.lng })}
              >
                <span className="obt-picker__name" translate="no">
                  {p.name}
                </span>
                <span className="obt-picker__address" translate="no">
                  {p.address}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="obt-picker__cancel" onClick={onCancel}>
          {t('map.picker.cancel')}
        </button>
      </div>
    </div>
  );
}
