/**
 * Map web services (SPEC §7 Maps) through the reference server, `/obt/maps/*`: place search, suggestion, place
 * detail, reverse geocoding, geocoder, driving directions, IP location, coordinate translation, weather, and the
 * basemap the H5 offline map draws. Every coordinate is GCJ-02 (SPEC §5: outside China left unconverted).
 * The demo answers from a deterministic gazetteer; production forwards with a server-held key (MAP_WEB_KEY), so
 * no map web key ever reaches the bundle.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type MapPlaceKind = 'city' | 'district' | 'airport' | 'station' | 'landmark' | 'poi';

export interface MapPlace extends LatLng {
  /** Stable id: `<kind>:<code>` in the demo, the provider's id in production. */
  id: string;
  name: string;
  kind: MapPlaceKind;
  address: string;
  /** City code (SPEC base data, e.g. BJS) when known, else ''. */
  cityCode: string;
  cityName: string;
  /** Metres from the request's `location`, when one was given. */
  distance?: number;
}

/** /obt/maps/placeSearch. */
export interface PlaceSearchRequest {
  keyword: string;
  /** City code or name to search in. */
  city?: string;
  /** Sorts by distance from here; with `radius`, only places within it. */
  location?: LatLng;
  /** Metres, 1…50000. */
  radius?: number;
  kinds?: MapPlaceKind[];
  pageNum?: number;
  count?: number;
}

export interface PlaceSearchData {
  total: number;
}

/** /obt/maps/suggestion: type-ahead, at most 10. */
export interface SuggestionRequest {
  keyword: string;
  city?: string;
  location?: LatLng;
}

/** /obt/maps/placeDetail. */
export interface PlaceDetailRequest {
  id: string;
}

/** /obt/maps/reverseGeocode. */
export interface ReverseGeocodeRequest extends LatLng {
  /** Nearby places to list (0…10, default 5). */
  poiCount?: number;
}

export interface ReverseGeocodeData {
  /** Readable address, e.g. '北京市朝阳区 国贸附近'. */
  address: string;
  province: string;
  cityCode: string;
  cityName: string;
  district: string;
  /** True outside the China box (SPEC §5): the answer then names no Chinese city. */
  outsideChina: boolean;
}

/** /obt/maps/geocoder: an address or place name to a point. */
export interface GeocoderRequest {
  address: string;
  city?: string;
}

export interface GeocoderData extends LatLng {
  /** What matched: a landmark/station/airport is precise, a city only its centre. */
  level: MapPlaceKind;
  name: string;
  cityCode: string;
}

/** /obt/maps/direction: driving route. */
export interface DirectionRequest {
  from: LatLng;
  to: LatLng;
}

export interface DirectionData {
  /** Metres. */
  distance: number;
  /** Seconds. */
  duration: number;
  /** The route, GCJ-02, from `from` to `to`. */
  points: LatLng[];
}

/** /obt/maps/ipLocation: the caller's city by IP (city precision). */
export interface IpLocationData extends LatLng {
  cityCode: string;
  cityName: string;
  province: string;
}

export type CoordType = 'wgs84' | 'bd09' | 'gcj02';

/** /obt/maps/translate: points of another coordinate system to GCJ-02. */
export interface TranslateRequest {
  from: CoordType;
  points: LatLng[];
}

export interface TranslateData {
  points: LatLng[];
}

/** /obt/maps/weather. */
export interface WeatherRequest {
  /** City code or name. */
  city: string;
}

export interface WeatherDay {
  /** 'YYYY-MM-DD', China time. */
  date: string;
  /** sunny, cloudy, overcast, lightRain, rain, snow, fog. */
  condition: WeatherCondition;
  high: number;
  low: number;
}

export type WeatherCondition = 'sunny' | 'cloudy' | 'overcast' | 'lightRain' | 'rain' | 'snow' | 'fog';

export interface WeatherData {
  cityCode: string;
  cityName: string;
  /** Today and the next three days. */
  days: WeatherDay[];
}

/** /obt/maps/basemap: what the offline H5 map draws. Rings and lines are `[lng, lat]` pairs (GCJ-02). */
export interface BasemapData {
  version: string;
  /** Land outlines (mainland, islands). */
  land: number[][][];
  /** District areas of the larger cities. */
  districts: BasemapArea[];
  roads: BasemapRoad[];
  cities: BasemapCity[];
}

export interface BasemapArea {
  name: string;
  cityCode: string;
  ring: number[][];
}

export interface BasemapRoad {
  name: string;
  /** expressway between cities, ring road, airport road. */
  kind: 'expressway' | 'ring' | 'airport';
  line: number[][];
}

export interface BasemapCity extends LatLng {
  code: string;
  name: string;
  tier: number;
}
