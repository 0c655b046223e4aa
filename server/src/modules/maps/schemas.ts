/** JSON schemas of the /obt/maps/* calls (contract: src/api/contract/maps.ts). */
import type {
  BasemapArea,
  BasemapCity,
  BasemapData,
  BasemapRoad,
  DirectionData,
  DirectionRequest,
  GeocoderData,
  GeocoderRequest,
  IpLocationData,
  LatLng,
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
  WeatherDay,
  WeatherRequest,
} from '../../../../src/api/contract/maps';
import { arr, EMPTY_BODY, int, num, obj, oneOf, reply, str, bool } from '../../lib/schema';

const KINDS = ['city', 'district', 'airport', 'station', 'landmark', 'poi'] as const;
const lat = () => num({ minimum: -90, maximum: 90 });
const lng = () => num({ minimum: -180, maximum: 180 });
const LATLNG = obj<LatLng>({ lat: lat(), lng: lng() }, ['lat', 'lng']);
const KEYWORD = str({ minLength: 1, maxLength: 60 });
const CITY = str({ maxLength: 30 });
const PAIR = arr(num(), { minItems: 2, maxItems: 2 });

const PLACE = obj<MapPlace>({
  id: str(),
  name: str(),
  kind: oneOf(KINDS, 'string'),
  address: str(),
  cityCode: str(),
  cityName: str(),
  lat: num(),
  lng: num(),
  distance: num(),
});

export const placeSearchSchema = {
  summary: 'Map place search (SPEC §7 Maps)',
  body: obj<PlaceSearchRequest>(
    {
      keyword: KEYWORD,
      city: CITY,
      location: LATLNG,
      radius: int({ minimum: 1, maximum: 50000 }),
      kinds: arr(oneOf(KINDS, 'string'), { maxItems: KINDS.length }),
      pageNum: int({ minimum: 1, maximum: 100 }),
      count: int({ minimum: 1, maximum: 50 }),
    },
    ['keyword'],
  ),
  response: reply(obj<PlaceSearchData>({ total: int() }), PLACE),
};

export const suggestionSchema = {
  summary: 'Map type-ahead suggestions',
  body: obj<SuggestionRequest>({ keyword: KEYWORD, city: CITY, location: LATLNG }, ['keyword']),
  response: reply(undefined, PLACE),
};

export const placeDetailSchema = {
  summary: 'Map place detail',
  body: obj<PlaceDetailRequest>({ id: str({ minLength: 1, maxLength: 80 }) }, ['id']),
  response: reply(PLACE),
};

export const reverseGeocodeSchema = {
  summary: 'Reverse geocoding: a GCJ-02 point to an address and nearby places',
  body: obj<ReverseGeocodeRequest>({ lat: lat(), lng: lng(), poiCount: int({ minimum: 0, maximum: 10 }) }, [
    'lat',
    'lng',
  ]),
  response: reply(
    obj<ReverseGeocodeData>({
      address: str(),
      province: str(),
      cityCode: str(),
      cityName: str(),
      district: str(),
      outsideChina: bool(),
    }),
    PLACE,
  ),
};

export const geocoderSchema = {
  summary: 'Geocoder: an address to a GCJ-02 point',
  body: obj<GeocoderRequest>({ address: str({ minLength: 1, maxLength: 120 }), city: CITY }, ['address']),
  response: reply(
    obj<GeocoderData>({ lat: num(), lng: num(), level: oneOf(KINDS, 'string'), name: str(), cityCode: str() }),
  ),
};

export const directionSchema = {
  summary: 'Driving directions between two GCJ-02 points',
  body: obj<DirectionRequest>({ from: LATLNG, to: LATLNG }, ['from', 'to']),
  response: reply(obj<DirectionData>({ distance: num(), duration: num(), points: arr(LATLNG) })),
};

export const ipLocationSchema = {
  summary: "The caller's city by IP address",
  body: EMPTY_BODY,
  response: reply(obj<IpLocationData>({ lat: num(), lng: num(), cityCode: str(), cityName: str(), province: str() })),
};

export const translateSchema = {
  summary: 'WGS-84 or BD-09 points to GCJ-02 (SPEC §5 outside-China rule)',
  body: obj<TranslateRequest>(
    { from: oneOf(['wgs84', 'bd09', 'gcj02'], 'string'), points: arr(LATLNG, { minItems: 1, maxItems: 100 }) },
    ['from', 'points'],
  ),
  response: reply(obj<TranslateData>({ points: arr(LATLNG) })),
};

export const weatherSchema = {
  summary: "A city's weather today and the next three days",
  body: obj<WeatherRequest>({ city: str({ minLength: 1, maxLength: 30 }) }, ['city']),
  response: reply(
    obj<WeatherData>({
      cityCode: str(),
      cityName: str(),
      days: arr(
        obj<WeatherDay>({
          date: str(),
          condition: oneOf(['sunny', 'cloudy', 'overcast', 'lightRain', 'rain', 'snow', 'fog'], 'string'),
          high: num(),
          low: num(),
        }),
      ),
    }),
  ),
};

export const basemapSchema = {
  summary: 'The offline basemap the H5 map draws without a provider key',
  body: EMPTY_BODY,
  response: reply(
    obj<BasemapData>({
      version: str(),
      land: arr(arr(PAIR)),
      districts: arr(obj<BasemapArea>({ name: str(), cityCode: str(), ring: arr(PAIR) })),
      roads: arr(
        obj<BasemapRoad>({ name: str(), kind: oneOf(['expressway', 'ring', 'airport'], 'string'), line: arr(PAIR) }),
      ),
      cities: arr(obj<BasemapCity>({ code: str(), name: str(), tier: int(), lat: num(), lng: num() })),
    }),
  ),
};
