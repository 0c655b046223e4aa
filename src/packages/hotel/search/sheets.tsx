/**
 * The hotel list's filter sheet as a plain import: mini-programs and tests. The H5 build takes sheets.h5.tsx
 * instead, which loads the sheet's code only once the list has painted or when the sheet opens.
 */
import { FilterSheet as Sheet } from './FilterSheet';
import type { ComponentProps } from 'react';

/** A closed sheet renders nothing (as the sheet itself does), so its draft starts from the value each time it opens. */
export function FilterSheet(props: ComponentProps<typeof Sheet>) {
  return props.open ? <Sheet {...props} /> : null;
}

/** Nothing to fetch: the sheet is part of the page here. */
export function preloadSheets(): void {}
