import { useLayoutEffect, useRef } from 'react';

/** The page-level variable the H5 title bar's sticky `top` reads (src/components/TitleBar/index.scss). */
export const OFFLINE_HEIGHT_VAR = '--obt-offline-height';

type Measurable = { getBoundingClientRect?: () => { height: number }; parentElement?: HTMLElement | null };

/**
 * The banner and the H5 title bar are both sticky at the top of the page, the banner first: without this the banner
 * covered the bar while scrolling (issue 15). While the banner shows, its height is written on the page element so
 * the bar sticks just below it (pushed down, never covered); it is removed once back online. Measured after every
 * render, so a language switch that wraps the hint onto two lines is followed. Mini-programs have no DOM here and
 * keep their native bar: nothing to do.
 */
export function usePushDown<T>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current as Measurable | null;
    const page = el?.parentElement;
    if (!page?.style || typeof el?.getBoundingClientRect !== 'function') return;
    if (!shown) {
      page.style.removeProperty(OFFLINE_HEIGHT_VAR);
      return;
    }
    page.style.setProperty(OFFLINE_HEIGHT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    return () => {
      page.style.removeProperty(OFFLINE_HEIGHT_VAR);
    };
  });
  return ref;
}
