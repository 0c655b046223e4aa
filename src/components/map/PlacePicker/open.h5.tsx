/**
 * Opens the place picker above the page in its own React root (H5 only: chooseLocation is a promise API, so no
 * screen has to mount the sheet) and resolves with the picked place or 'cancel'. Focus returns where it was.
 */
import { createRoot } from 'react-dom/client';
import type { GeoPoint } from '../../../hosts/location/types';
import type { ChooseLocationResult, Translate } from '../../../hosts/map/types';
import { PlacePickerSheet } from './PlacePickerSheet';

export function openPlacePicker(opts: { center?: GeoPoint; t: Translate }): Promise<ChooseLocationResult> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'obt-picker-root';
    document.body.appendChild(host);
    const before = document.activeElement as HTMLElement | null;
    const root = createRoot(host);
    const close = (result: ChooseLocationResult) => {
      root.unmount();
      host.remove();
      before?.focus?.();
      resolve(result);
    };
    root.render(
      <PlacePickerSheet
        center={opts.center}
        t={opts.t}
        onPick={(place) => close({ ok: true, place })}
        onCancel={() => close({ ok: false, reason: 'cancel' })}
      />,
    );
  });
}
