/**
 * Car orders as the order screens read them (SPEC §7 Car orders: /vehicles/order/detail, getDriverLocation,
 * getCancelFee, /vehicles/order/cancel, getOrderLinkerPlainText, blztList, /vehicles/order/list). The API, the clock,
 * the phone dialler and the timers are ports (the real ones in the app, fakes in a test through `CarStores`); a
 * screen's live state (the order, the driver's position) lives in its {@link RideTracker}, so the store keeps none.
 */
import Taro from '@tarojs/taro';
import type { Envelope, PageData } from '../../../api/contract/envelope';
import type {
  CarCancelData,
  CarCancelFeeData,
  CarCancelRequest,
  CarCity,
  CarCityListData,
  CarOrderDetail,
  CarOrderIdQuery,
  CarOrderListItem,
  CarOrderListRequest,
  CarProcessStep,
  DriverLocationData,
  DriverLocationRequest,
} from '../../../api/contract/car';
import {
  carBlztList,
  getCancelFee,
  getDriverLocation,
  getOrderLinkerPlainText,
  vehiclesCityFindList,
  vehiclesOrderCancel,
  vehiclesOrderDetail,
  vehiclesOrderList,
} from '../../../api/car';
import { clock } from '../../../hosts/clock';

/** The calls the order screens make. */
export interface CarOrderApi {
  vehiclesOrderDetail(query: CarOrderIdQuery): Promise<Envelope<CarOrderDetail>>;
  getDriverLocation(body: DriverLocationRequest): Promise<Envelope<DriverLocationData>>;
  getCancelFee(body: CarOrderIdQuery): Promise<Envelope<CarCancelFeeData>>;
  vehiclesOrderCancel(body: CarCancelRequest, idempotencyKey: string): Promise<Envelope<CarCancelData>>;
  getOrderLinkerPlainText(body: CarOrderIdQuery): Promise<Envelope<{ phone: string }>>;
  carBlztList(query: CarOrderIdQuery): Promise<Envelope<unknown, CarProcessStep>>;
  vehiclesOrderList(body: CarOrderListRequest): Promise<Envelope<PageData, CarOrderListItem>>;
  vehiclesCityFindList(): Promise<Envelope<CarCityListData>>;
}

/** Timers of the ride's polling (tests may pass fakes; jest's fake timers work with the defaults too). */
export interface CarTimers {
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface CarOrderPorts {
  api: CarOrderApi;
  now: () => number;
  /** Starts a phone call (the host's dialler). */
  dial: (phone: string) => Promise<void>;
  timers?: CarTimers;
}

/** What cancelling sends: the reason's code and text, and whether the user accepted the fee shown. */
export interface CarCancelInput {
  orderId: string;
  reasonCode: string;
  reasonText: string;
  feeAccepted: boolean;
}

const DEFAULT_TIMERS: CarTimers = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class CarOrderStore {
  readonly now: () => number;
  readonly timers: CarTimers;

  constructor(private readonly ports: CarOrderPorts) {
    this.now = ports.now;
    this.timers = ports.timers ?? DEFAULT_TIMERS;
  }

  /** One order; null when there is none (or it is not the caller's to see). */
  async loadOrder(orderId: string): Promise<CarOrderDetail | null> {
    return (await this.ports.api.vehiclesOrderDetail({ orderId })).data ?? null;
  }

  /** Where the driver is now (null data: no answer). */
  async driverLocation(orderId: string): Promise<DriverLocationData | null> {
    return (await this.ports.api.getDriverLocation({ id: orderId })).data ?? null;
  }

  /** What cancelling now costs, with the reasons the server takes. */
  async cancelFee(orderId: string): Promise<CarCancelFeeData | null> {
    return (await this.ports.api.getCancelFee({ orderId })).data ?? null;
  }

  /** Cancels under `key` (one key per cancel attempt); rejects when refused (the transport showed why). */
  async cancel(input: CarCancelInput, key: string): Promise<CarCancelData | null> {
    const body: CarCancelRequest = {
      orderId: input.orderId,
      qxbh: input.reasonCode,
      qxyy: input.reasonText,
      sfqx: input.feeAccepted ? 1 : 0,
    };
    return (await this.ports.api.vehiclesOrderCancel(body, key)).data ?? null;
  }

  /** Calls the order's driver: the plain number comes from the server only for the call. */
  async callDriver(orderId: string): Promise<boolean> {
    const phone = (await this.ports.api.getOrderLinkerPlainText({ orderId })).data?.phone ?? '';
    if (!phone) return false;
    await this.ports.dial(phone);
    return true;
  }

  /** The order's processing steps, oldest first. */
  async steps(orderId: string): Promise<CarProcessStep[]> {
    return (await this.ports.api.carBlztList({ orderId })).list ?? [];
  }

  /** One page of car orders with the list's filters. */
  async list(query: CarOrderListRequest): Promise<{ rows: CarOrderListItem[]; total: number }> {
    const answer = await this.ports.api.vehiclesOrderList(query);
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  }

  /** The cities with car service (the list's city filter). */
  async cities(): Promise<CarCity[]> {
    return (await this.ports.api.vehiclesCityFindList()).data?.list ?? [];
  }
}

/** The host's dialler; a refused or cancelled call is not an error of the screen. */
function dialPhone(phone: string): Promise<void> {
  return Promise.resolve(Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+-]/g, '') }))
    .then(() => undefined)
    .catch(() => undefined);
}

/** The app's car order store: the real calls, the clock and the host's dialler. */
export function appCarOrderStore(): CarOrderStore {
  return new CarOrderStore({
    api: {
      vehiclesOrderDetail,
      getDriverLocation,
      getCancelFee,
      vehiclesOrderCancel,
      getOrderLinkerPlainText,
      carBlztList,
      vehiclesOrderList,
      vehiclesCityFindList: () => vehiclesCityFindList(),
    },
    now: () => clock.now(),
    dial: dialPhone,
  });
}
