import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ScrollView, View } from '@tarojs/components';
import { visibleRange } from './visibleRange';
import { cssLength, designToPx, windowHeightPx } from './units';
import './index.scss';

export { visibleRange };

interface Props<T> {
  items: readonly T[];
  /** Fixed row height in design units (750 wide). */
  rowHeight: number;
  keyOf: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered above and below the viewport. */
  buffer?: number;
  /** Scroll offset to start at (the list kept its place while the user looked at a detail page). */
  initialScrollTop?: number;
  onScrollTopChange?: (top: number) => void;
  /** Content after the rows (a link, a footer), inside the scrolling area. */
  footer?: ReactNode;
  className?: string;
  label?: string;
  testId?: string;
}

/**
 * Windowed rendering (ARCHITECTURE §11: 500-row lists scroll without jank): only the rows in view plus a buffer
 * exist, absolutely placed in a spacer as tall as the whole list. Rows have one fixed height. Product-neutral:
 * flights and trains list through it.
 */
export function WindowedList<T>({
  items,
  rowHeight,
  keyOf,
  renderRow,
  buffer = 6,
  initialScrollTop = 0,
  onScrollTopChange,
  footer,
  className,
  label,
  testId,
}: Props<T>) {
  const rowPx = useMemo(() => designToPx(rowHeight), [rowHeight]);
  const viewport = useMemo(() => windowHeightPx(), []);
  const [startTop] = useState(initialScrollTop);
  const top = useRef(initialScrollTop);
  const [, rerender] = useState(0);
  const shown = visibleRange(top.current, viewport, rowPx, items.length, buffer);

  const onScroll = (e: { detail: { scrollTop: number } }) => {
    const before = visibleRange(top.current, viewport, rowPx, items.length, buffer);
    top.current = e.detail.scrollTop;
    onScrollTopChange?.(top.current);
    const after = visibleRange(top.current, viewport, rowPx, items.length, buffer);
    // Re-render only when the window of rows moves, not on every scroll pixel.
    if (after.first !== before.first || after.last !== before.last) rerender((n) => n + 1);
  };

  const rows: ReactNode[] = [];
  for (let i = shown.first; i < shown.last; i += 1) {
    const item = items[i];
    rows.push(
      <View
        key={keyOf(item)}
        className="wlist__row"
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={i + 1}
        style={{ top: cssLength(rowHeight * i), height: cssLength(rowHeight) }}
      >
        {renderRow(item, i)}
      </View>,
    );
  }

  return (
    <ScrollView
      className={`wlist ${className ?? ''}`}
      scrollY
      scrollTop={startTop}
      onScroll={onScroll}
      data-testid={testId}
    >
      <View
        className="wlist__spacer"
        role="list"
        aria-label={label}
        style={{ height: cssLength(rowHeight * items.length) }}
      >
        {rows}
      </View>
      {footer}
    </ScrollView>
  );
}
