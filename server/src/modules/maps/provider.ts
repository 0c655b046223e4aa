/** What a map web-service back end answers; the demo gazetteer and the production forwarder both implement it. */
import type {
  DirectionData,
  DirectionRequest,
  GeocoderData,
  GeocoderRequest,
  IpLocationData,
  MapPlace,
  PlaceSearchRequest,
  ReverseGeocodeData,
  ReverseGeocodeRequest,
  SuggestionRequest,
  WeatherData,
} from '../../../../src/api/contract/maps';
import type { Lang } from './gazetteer';

export interface MapsProvider {
  placeSearch(req: PlaceSearchRequest, lang: Lang): Promise<{ list: MapPlace[]; total: number }>;
  suggestion(req: SuggestionRequest, lang: Lang): Promise<MapPlace[]>;
  placeDetail(id: string, lang: Lang): Promise<MapPlace | undefined>;
  reverseGeocode(req: ReverseGeocodeRequest, lang: Lang): Promise<{ data: ReverseGeocodeData; pois: MapPlace[] }>;
  geocoder(req: GeocoderRequest, lang: Lang): Promise<GeocoderData | undefined>;
  direction(req: DirectionRequest): Promise<DirectionData | undefined>;
  ipLocation(ip: string, lang: Lang): Promise<IpLocationData | undefined>;
  /** `today` is 'YYYY-MM-DD' China time from ctx.now(). */
  weather(city: string, lang: Lang, today: string): Promise<WeatherData | undefined>;
}
