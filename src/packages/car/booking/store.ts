/**
 * The car booking area's store (the `booking` getter of the car stores): its calls and clock as ports, a booking
 * form for each visit of /car/carEdit (one idempotency key per form) and the booked order for /car/carCmp.
 */
import type { CarOrderDetail } from '../../../api/contract/car';
import { clock } from '../../../hosts/clock';
import { appCarBookingApi, type CarBookingApi } from './api';
import { CarBookingForm, type CarBookingDeps } from './bookingForm';

export interface CarBookingPorts {
  api: CarBookingApi;
  now(): number;
  /** Idempotency keys (tests give their own). */
  newKey?: () => string;
}

export class CarBookingStore {
  constructor(readonly ports: CarBookingPorts) {}

  /** A new form over the search store's chosen estimate and the booking kit's ports. */
  form(deps: Omit<CarBookingDeps, 'api' | 'now' | 'newKey'>): CarBookingForm {
    const { api, now, newKey } = this.ports;
    return new CarBookingForm({ ...deps, api, now, ...(newKey ? { newKey } : {}) });
  }

  /** The booked order (null when there is none; rejects when the call failed). */
  async order(orderId: string): Promise<CarOrderDetail | null> {
    return (await this.ports.api.vehiclesOrderDetail({ orderId })).data ?? null;
  }
}

/** The app's: the real API and the injected clock. */
export function appBookingStore(): CarBookingStore {
  return new CarBookingStore({ api: appCarBookingApi, now: () => clock.now() });
}
