/**
 * The calls of the car booking form and its result screen (SPEC §7 Car: checkPreBook, vehicleClzcDetail,
 * /vehicles/shopping/checkSameOrder, bookJsyc / bookYyyc / bookCarOrder under an idempotency key, and the order's
 * detail). The real API functions in the app (`appCarBookingApi`), fakes in tests.
 */
import type { Envelope } from '../../../api/contract/envelope';
import type {
  CarBookData,
  CarBookRequest,
  CarOrderDetail,
  CarOrderIdQuery,
  CarPreBookData,
  CarPreBookRequest,
  CarSameOrderData,
  CarSameOrderRequest,
  VehicleClzcDetailData,
  VehicleClzcDetailRequest,
} from '../../../api/contract/car';
import {
  bookCarOrder,
  bookJsyc,
  bookYyyc,
  carCheckSameOrder,
  checkPreBook,
  vehicleClzcDetail,
  vehiclesOrderDetail,
} from '../../../api/car';

type Call<Req, D> = (body: Req) => Promise<Envelope<D>>;
type Book = (body: CarBookRequest, idempotencyKey: string) => Promise<Envelope<CarBookData>>;

export interface CarBookingApi {
  checkPreBook: Call<CarPreBookRequest, CarPreBookData>;
  vehicleClzcDetail: Call<VehicleClzcDetailRequest, VehicleClzcDetailData>;
  carCheckSameOrder: Call<CarSameOrderRequest, CarSameOrderData>;
  /** Instant rides (use type 8). */
  bookJsyc: Book;
  /** Scheduled rides and airport or station transfers (use types 1–5). */
  bookYyyc: Book;
  /** Day rental (use type 6). */
  bookCarOrder: Book;
  vehiclesOrderDetail: Call<CarOrderIdQuery, CarOrderDetail>;
}

export const appCarBookingApi: CarBookingApi = {
  checkPreBook,
  vehicleClzcDetail,
  carCheckSameOrder,
  bookJsyc,
  bookYyyc,
  bookCarOrder,
  vehiclesOrderDetail,
};
