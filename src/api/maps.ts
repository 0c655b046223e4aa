/**
 * Map web services (SPEC §7 Maps) through the reference server: /obt/maps/*. The server answers from its gazetteer
 * in the demo and forwards with its own key in production, so no map web key is in the bundle. Shapes in
 * contract/maps.ts. Background calls (quiet): a map that cannot load its data says so itself.
 */
import type {
  BasemapData,
  DirectionData,
  DirectionRequest,
  GeocoderData,
  GeocoderRequest,
  IpLocationData,
  MapPlace,
  PlaceDetailRequest,
  PlaceSearchData,
  PlaceSearchRequest,
  ReverseGeocodeData,
  ReverseGeocodeRequest,
  SuggestionRequest,
  TranslateData,
  TranslateRequest,
  WeatherData,
  WeatherRequest,
} from './contract/maps';
import { type Answer, QUIET } from './call';
import { request } from './transport';

const P = '/obt/maps';

export const mapsPlaceSearch = (body: PlaceSearchRequest): Answer<PlaceSearchData, MapPlace> =>
  request(`${P}/placeSearch`, body, QUIET);
export const mapsSuggestion = (body: SuggestionRequest): Answer<unknown, MapPlace> =>
  request(`${P}/suggestion`, body, QUIET);
export const mapsPlaceDetail = (body: PlaceDetailRequest): Answer<MapPlace> => request(`${P}/placeDetail`, body, QUIET);
export const mapsReverseGeocode = (body: ReverseGeocodeRequest): Answer<ReverseGeocodeData, MapPlace> =>
  request(`${P}/reverseGeocode`, body, QUIET);
export const mapsGeocoder = (body: GeocoderRequest): Answer<GeocoderData> => request(`${P}/geocoder`, body, QUIET);
export const mapsDirection = (body: DirectionRequest): Answer<DirectionData> => request(`${P}/direction`, body, QUIET);
export const mapsIpLocation = (): Answer<IpLocationData> => request(`${P}/ipLocation`, {}, QUIET);
export const mapsTranslate = (body: TranslateRequest): Answer<TranslateData> => request(`${P}/translate`, body, QUIET);
export const mapsWeather = (body: WeatherRequest): Answer<WeatherData> => request(`${P}/weather`, body, QUIET);
export const mapsBasemap = (): Answer<BasemapData> => request(`${P}/basemap`, {}, QUIET);
