/**
 * The H5 map (ARCHITECTURE §5): the brand's provider JS map when the brand registry has a map key, otherwise (the
 * demo default, and whenever the provider cannot load) an offline Leaflet map over the server's basemap. Both are
 * loaded on demand so neither is in the entry chunk. Keyboard: the map takes focus (arrow keys pan, +/- zoom) and
 * the zoom and re-centre buttons are real buttons with names.
 */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { currentBrand } from '../../app/brand';
import { hostEnv } from '../env';
import { useStores } from '../../stores';
import '../../i18n/parts/map';
import { contentKey, type MapEngine } from './engine';
import type { MapViewProps } from './types';
import './MapView.scss';

type Status = 'loading' | 'ready' | 'failed';

async function createEngine(
  el: HTMLElement,
  hooks: Parameters<typeof import('./leafletEngine').createLeafletEngine>[1],
): Promise<MapEngine> {
  const key = hostEnv.mapKey(currentBrand.mapKeySlot);
  if (key) {
    try {
      const { createAmapEngine } = await import('./amapEngine');
      return await createAmapEngine(el, key, hooks);
    } catch {
      // The provider could not load (offline, blocked): the offline map still shows the places.
    }
  }
  const { createLeafletEngine } = await import('./leafletEngine');
  return createLeafletEngine(el, hooks);
}

function MapViewH5(props: MapViewProps) {
  const { t } = useStores().ui;
  const box = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [status, setStatus] = useState<Status>('loading');
  const [zoom, setZoom] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  const view = () => ({
    center: latest.current.center,
    zoom: latest.current.zoom ?? 12,
    markers: latest.current.markers ?? [],
    polylines: latest.current.polylines ?? [],
    fitContent: latest.current.fitContent ?? false,
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let gone = false;
    setStatus('loading');
    createEngine(el, {
      onMarkerTap: (id) => latest.current.onMarkerTap?.(id),
      onZoom: setZoom,
      attribution: t('map.view.attribution'),
    }).then(
      (made) => {
        if (gone) return made.destroy();
        engine.current = made;
        made.update(view());
        setStatus('ready');
      },
      () => {
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
      engine.current?.destroy();
      engine.current = null;
    };
    // The engine is made once per attempt; later prop changes go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const drawn = contentKey({ markers: props.markers ?? [], polylines: props.polylines ?? [] });
  useEffect(() => {
    engine.current?.update(view());
  }, [drawn, props.center.lat, props.center.lng, props.zoom, props.fitContent]);

  const ready = status === 'ready';
  return (
    <div
      className={`obt-map${props.className ? ` ${props.className}` : ''}`}
      style={{ height: props.height ?? '240px' }}
      role="region"
      aria-label={props.label}
      data-status={status}
      data-zoom={zoom}
    >
      <div ref={box} className="obt-map__canvas" aria-label={`${props.label}. ${t('map.view.keyboardHint')}`} />
      {status === 'loading' && (
        <div className="obt-map__status" role="status">
          {t('map.view.loading')}
        </div>
      )}
      {status === 'failed' && (
        <div className="obt-map__status" role="alert">
          <span>{t('map.view.failed')}</span>
          <button type="button" className="obt-map__retry" onClick={() => setAttempt((n) => n + 1)}>
            {t('map.view.retry')}
          </button>
        </div>
      )}
      {ready && (
        <div className="obt-map__controls">
          <button type="button" aria-label={t('map.view.zoomIn')} onClick={() => engine.current?.zoomBy(1)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
            </svg>
          </button>
          <button type="button" aria-label={t('map.view.zoomOut')} onClick={() => engine.current?.zoomBy(-1)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 11h14v2H5z" fill="currentColor" />
            </svg>
          </button>
          <button type="button" aria-label={t('map.view.recenter')} onClick={() => engine.current?.recenter()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 8a4 4 0 100 8 4 4 0 000-8zm8.94 3A9 9 0 0013 3.06V1h-2v2.06A9 9 0 003.06 11H1v2h2.06A9 9 0 0011 20.94V23h2v-2.06A9 9 0 0020.94 13H23v-2zM12 19a7 7 0 110-14 7 7 0 010 14z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}

export const MapView = observer(MapViewH5);
