/**
 * The map component. Taro builds resolve `MapView.h5.tsx` (provider JS map or offline Leaflet map) or
 * `MapView.weapp.tsx` / `MapView.qywx.tsx` (the native Map); this default (H5) keeps TypeScript and jest resolving.
 * Kept out of the adapter index so non-React callers (and the unit tests) import locate() without JSX.
 */
export { MapView } from './MapView.h5';
