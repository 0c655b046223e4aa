/** Maps and location in the H5 build (browser, app shell, WeCom/WeChat webviews): ./h5.ts; the map: MapView.h5.tsx. */
import { h5Map } from './h5';

export * from './common';
export const { locate, chooseLocation, openExternalMap } = h5Map;
