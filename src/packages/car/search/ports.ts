/**
 * The calls and ports of the car search store (SPEC §7 Car and Maps): the real API functions in the app
 * (`appSearchStore` in ../store.ts), fakes in tests.
 */
import type {
  CarCityListData,
  CarEstimateData,
  CarEstimateRequest,
  CarFlightOrderItem,
  CarPreBookData,
  CarPreBookRequest,
  FavoritePlace,
  FavoritePlaceListData,
  FavoritePlaceRequest,
  FlightByNumberData,
  FlightByNumberItem,
  FlightByNumberRequest,
  VehicleTypeListData,
  VehicleTypeListRequest,
} from '../../../api/contract/car';
import type { Envelope } from '../../../api/contract/envelope';
import type {
  MapPlace,
  PlaceSearchData,
  PlaceSearchRequest,
  ReverseGeocodeData,
  ReverseGeocodeRequest,
  SuggestionRequest,
} from '../../../api/contract/maps';
import type { HistoryStorage } from '../../../components/CityPicker/history';

type Empty = Record<string, never>;
type Call<Req, D, L = unknown> = (body: Req) => Promise<Envelope<D, L>>;

export interface CarSearchApi {
  vehiclesCityFindList: Call<Empty, CarCityListData>;
  vehicleTypeFindList: Call<VehicleTypeListRequest, VehicleTypeListData>;
  checkPreBook: Call<CarPreBookRequest, CarPreBookData>;
  /** Instant (use type 8). */
  estimateJsycPrice: Call<CarEstimateRequest, CarEstimateData>;
  /** Scheduled and transfers (1–5). */
  estimateYyycPrice: Call<CarEstimateRequest, CarEstimateData>;
  /** Day rental (6). */
  queryDayCar: Call<CarEstimateRequest, CarEstimateData>;
  gaodeFavoritesList: Call<Empty, FavoritePlaceListData>;
  gaodeFavorites: Call<FavoritePlaceRequest, FavoritePlace | Empty>;
  queryFlightByHbh: Call<FlightByNumberRequest, FlightByNumberData, FlightByNumberItem>;
  getTkOrder: Call<Empty, Empty, CarFlightOrderItem>;
  placeSearch: Call<PlaceSearchRequest, PlaceSearchData, MapPlace>;
  suggestion: Call<SuggestionRequest, unknown, MapPlace>;
  reverseGeocode: Call<ReverseGeocodeRequest, ReverseGeocodeData, MapPlace>;
}

export interface CarSearchPorts {
  api: CarSearchApi;
  storage: HistoryStorage;
  now(): number;
}

/** The message of a failed call: the server's tips when it sent some ('' otherwise: the page says it generically). */
export function tipsOf(error: unknown): string {
  const tips = (error as { tips?: unknown } | null)?.tips;
  return typeof tips === 'string' ? tips : '';
}
