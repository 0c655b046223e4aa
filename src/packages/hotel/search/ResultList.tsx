/**
 * The body of a hotel result (htList, htSignList): the failure with a retry, the skeleton while the first page
 * loads, why there is nothing, or the hotels in the shared windowed list (500 hotels stay a window of rows) with
 * infinite scroll: the next page is asked when the window nears the end, a failed page offers a retry.
 */
import { useLayoutEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { HotelSummary } from '../../../api/contract/hotel';
import { EmptyState } from '../../../components/EmptyState';
import { Pressable } from '../../../components/Pressable';
import { WindowedList } from '../../../components/WindowedList';
import { useShownAfterTransition } from '../../../components/PagedList/afterTransition';
import { useRestAfterPaint } from '../../../components/PagedList/restAfterPaint';
import { designToPx, windowHeightPx } from '../../../components/WindowedList/units';
import type { Translate } from '../../../components/format';
import { HOTEL_ROW_HEIGHT, HotelRow } from '../components/HotelRow';
import type { HotelResults } from './results';
import { LIST_HEAD_MIN, rowsOnFirstScreen } from './firstScreenRows';

/** Rows before the end at which the next page is asked. */
const PREFETCH_ROWS = 8;

export { LIST_HEAD_MIN };

/** How many rows a screen shows (firstScreenRows.ts). */
export function firstScreenRowCount(): number {
  return rowsOnFirstScreen(windowHeightPx(), designToPx);
}

/** H5: starts the covers' requests now (high priority); the rows' images find them in the memory cache. */
function preloadCovers(hotels: readonly HotelSummary[]): HTMLImageElement[] {
  if (process.env.TARO_ENV !== 'h5' || typeof Image === 'undefined') return [];
  const images: HTMLImageElement[] = [];
  for (const h of hotels) {
    if (!h.image) continue;
    const img = new Image();
    img.fetchPriority = 'high';
    img.src = h.image;
    images.push(img);
  }
  return images;
}

/** The longest the rows under the fold wait for the first screen's covers (a slow or failing image). */
export const COVER_WAIT_MS = 1500;

/**
 * Settles once every cover is decoded or has failed (at most COVER_WAIT_MS). The cover is the page's largest paint
 * and comes a frame or more after the rows' text: work held until the rows' paint alone (the buffer rows, the filter
 * sheet's code, the static data) still started before it on a busy device, on the largest paint's path (issue 17).
 * Where images cannot decode (tests, older browsers) it settles at once.
 */
function coversSettled(images: readonly HTMLImageElement[]): Promise<void> {
  const decodes = images.map((img) => (typeof img.decode === 'function' ? img.decode() : Promise.resolve()));
  if (decodes.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const capped = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, COVER_WAIT_MS);
  });
  return Promise.race([Promise.allSettled(decodes).then(() => undefined), capped]).finally(() => clearTimeout(timer));
}

/** Grey rows where the first page will stand (the same height as hotel rows: nothing moves when it comes). */
const SKELETON_ROWS = [0, 1, 2, 3, 4];

export const ResultList = observer(function ResultList(props: {
  results: HotelResults;
  locale: 'zh-CN' | 'en-US';
  showPolicy: boolean;
  t: Translate;
  emptyText: string;
  /** Offered on an empty result when filters are on. */
  clearFilters?: () => void;
  initialScrollTop?: number;
  onScrollTop?(top: number): void;
  onRetry(): void;
  onMore(retry: boolean): void;
  onOpen(hotel: HotelSummary): void;
  /** The rows wait (the skeleton stays): something above them is about to come (ListScreen.tsx). */
  hold?: boolean;
  /** Runs once an answer's first screen of rows has painted (work that must not come before the largest paint). */
  onRowsPainted?: () => void;
  testId: string;
}) {
  const { results: r, t } = props;
  // An answer's rows render in a transition (sliced, no long task); the skeleton stands until they have.
  const answerKey = r.status === 'ready' && r.hotels.length > 0 && !props.hold ? r.key : null;
  const rowsShown = useShownAfterTransition(answerKey);
  // The answer whose first screen's covers have decoded (or failed, or waited long enough).
  const [coversKey, setCoversKey] = useState<string | null>(null);
  // The rows of the first screen render alone; the window's buffer rows above and below (and their lazy covers)
  // once those and their covers have painted, so neither their render nor their covers' requests come before the
  // largest paint.
  const bufferShown = useRestAfterPaint(rowsShown && coversKey === answerKey, props.onRowsPainted);
  // The first screen's covers are asked for as soon as the answer is here, not after the rows' transition: the cover
  // is the page's largest paint, and its request no longer waits for the rows to render.
  useLayoutEffect(() => {
    if (answerKey === null) return undefined;
    let live = true;
    void coversSettled(preloadCovers(r.hotels.slice(0, firstScreenRowCount()))).then(() => {
      if (live) setCoversKey(answerKey);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerKey]);
  if (r.status === 'error') {
    return (
      <EmptyState text={r.tips || t('hotel.list.failed')} actionText={t('common.retry')} onAction={props.onRetry} />
    );
  }
  if (r.status !== 'ready' || (r.hotels.length > 0 && !rowsShown)) {
    return (
      <View
        className="htl__skeleton"
        role="status"
        aria-busy
        aria-label={t('hotel.list.loading')}
        data-testid="list-skeleton"
      >
        {SKELETON_ROWS.map((row) => (
          <View key={row} className="ht-skeleton" />
        ))}
      </View>
    );
  }
  if (r.hotels.length === 0) {
    return (
      <EmptyState
        text={props.emptyText}
        actionText={props.clearFilters ? t('hotel.filter.clear') : undefined}
        onAction={props.clearFilters}
      />
    );
  }
  const rowPx = designToPx(HOTEL_ROW_HEIGHT);
  const viewport = windowHeightPx();
  // Rows of the first screen load their covers at once and first; the others when scrolled near (rows are windowed).
  const firstScreenRows = firstScreenRowCount();
  const onScroll = (top: number) => {
    props.onScrollTop?.(top);
    if (r.hasMore && top + viewport >= (r.hotels.length - PREFETCH_ROWS) * rowPx) props.onMore(false);
  };
  const footer = r.loadingMore ? (
    <View className="htl__more" role="status" data-testid="list-more">
      <Text>{t('hotel.list.loadingMore')}</Text>
    </View>
  ) : r.moreFailed ? (
    <View className="htl__more">
      <Pressable className="ht-link" onPress={() => props.onMore(true)} testId="list-more-retry">
        {t('hotel.list.moreFailed')}
      </Pressable>
    </View>
  ) : r.hasMore ? (
    <View className="htl__more">
      <Pressable className="ht-link" onPress={() => props.onMore(false)} testId="list-more-button">
        {t('hotel.list.more')}
      </Pressable>
    </View>
  ) : (
    <View className="htl__more" data-testid="list-end">
      <Text>{t('hotel.list.end', { n: r.hotels.length })}</Text>
    </View>
  );
  return (
    <WindowedList
      key={r.key}
      items={r.hotels}
      rowHeight={HOTEL_ROW_HEIGHT}
      keyOf={(h) => h.hotelId}
      buffer={bufferShown ? undefined : 0}
      initialScrollTop={props.initialScrollTop}
      onScrollTopChange={onScroll}
      label={t('hotel.list.count', { n: r.total })}
      footer={footer}
      renderRow={(h, index) => (
        <HotelRow
          hotel={h}
          locale={props.locale}
          showPolicy={props.showPolicy}
          onOpen={() => props.onOpen(h)}
          t={t}
          firstScreen={index < firstScreenRows}
          coverLater={index >= firstScreenRows && !bufferShown}
        />
      )}
      testId={props.testId}
    />
  );
});
