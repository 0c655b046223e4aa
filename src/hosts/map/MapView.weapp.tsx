/** The WeChat mini-program map: the native Map component (MapView.mini.tsx). */
export { MapView } from './MapView.mini';
