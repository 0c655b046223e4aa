/** The WeCom mini-program map: the native Map component (MapView.mini.tsx; qywx never falls back to weapp). */
export { MapView } from './MapView.mini';
