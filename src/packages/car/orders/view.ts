/**
 * Pure readings of a car order for the order screens (SPEC §4 car journey stages): where the journey stands, the
 * stage bar with its times, what the stage panel says, distances and durations in words, the markers and lines the
 * map draws. The server's answers are the truth; these only present them.
 */
import type { CarOrderDetail, CarService, CarUseType, DriverLocationData, LatLng } from '../../../api/contract/car';
import { CAR_USE_TYPE } from '../../../api/contract/car';
import { REAL_TIME_CAR, rideStage } from '../../../domain/codes';
import { toEpochMs } from '../../../domain/time';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

/** Data the browser must not machine-translate (the shared marker, re-exported for this product's screens). */
export { NO_TRANSLATE };

/** Statuses in which a driver is on the way or driving: the driver's position is polled. */
export const DRIVER_STATUSES: readonly string[] = ['dispatched', 'driverArrived', 'inService'];

/** Statuses of a running journey (calling included): the screen follows the ride. */
export const LIVE_STATUSES: readonly string[] = ['dispatching', ...DRIVER_STATUSES];

/** The driver's position is asked for every 3 s; the calling counter ticks every second. */
export const RIDE_POLL_MS = 3000;
export const TICK_MS = 1000;

/** A pre-booked order's journey starts this long before its use time (the calling step). */
export const DISPATCH_LEAD_MS = 30 * 60 * 1000;

export const isLive = (status: string): boolean => LIVE_STATUSES.includes(status);
export const hasDriver = (status: string): boolean => DRIVER_STATUSES.includes(status);

/** An instant ride (use type 8, order type 10906): paid at the end. */
export const isInstant = (order: Pick<CarOrderDetail, 'useType'>): boolean => order.useType === CAR_USE_TYPE.instant;

/** The stage bar: calling → driver accepted → driver arrived → trip started → pay at end (instant) / completed. */
export type StageName = (typeof REAL_TIME_CAR.stages)[number];

export interface StageStep {
  status: StageName;
  /** 'YYYY-MM-DD HH:mm:ss' reached, '' not yet. */
  at: string;
  state: 'done' | 'current' | 'todo';
}

/** The stages of the order's journey with their times; `current` is the order's own stage. */
export function stageSteps(order: Pick<CarOrderDetail, 'orderStatus' | 'stages' | 'useType'>): StageStep[] {
  const names: StageName[] = isInstant(order)
    ? ['dispatching', 'dispatched', 'driverArrived', 'inService', 'awaitingPayment']
    : ['dispatching', 'dispatched', 'driverArrived', 'inService', 'completed'];
  const current = journeyStage(order);
  return names.map((status, i) => {
    const at = order.stages.find((s) => s.status === status)?.at ?? '';
    const state = current === null ? (at ? 'done' : 'todo') : i < current ? 'done' : i === current ? 'current' : 'todo';
    return { status, at, state };
  });
}

/**
 * The journey stage (0 calling … 4 pay at end, 5 completed: every stage done) of an order, null when the journey
 * has not started (awaiting payment of a pre-booked order, paid and waiting for its time) or was cancelled.
 */
export function journeyStage(order: Pick<CarOrderDetail, 'orderStatus' | 'stages' | 'useType'>): number | null {
  const status = order.orderStatus;
  if (status === 'completed') return 5;
  if (status === 'awaitingPayment') return isInstant(order) && reached(order, 'inService') ? 4 : null;
  const stage = rideStage(status);
  return stage !== null && stage >= 0 && stage <= 3 && LIVE_STATUSES.includes(status) ? stage : null;
}

const reached = (order: Pick<CarOrderDetail, 'stages'>, status: string) =>
  order.stages.some((s) => s.status === status && s.at !== '');

/** The time a stage was reached, as epoch ms (NaN when not reached). */
export function stageAtMs(order: Pick<CarOrderDetail, 'stages'>, status: string): number {
  const at = order.stages.find((s) => s.status === status)?.at ?? '';
  return at ? toEpochMs(at) : NaN;
}

/** Seconds spent calling a driver at `now` (from the calling stage's time, else from the order's creation). */
export function callingSeconds(order: Pick<CarOrderDetail, 'stages' | 'createdAt'>, now: number): number {
  const from = stageAtMs(order, 'dispatching');
  const start = Number.isNaN(from) ? toEpochMs(order.createdAt) : from;
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 1000));
}

/** 'm:ss' of a number of seconds (the calling counter). */
export function formatCounter(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Kilometres with one decimal ('3.2'). */
export function formatKm(metres: number): string {
  return (Math.max(0, metres) / 1000).toFixed(1);
}

/** Whole minutes, at least 1 while anything remains. */
export function minutesOf(seconds: number): number {
  return seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60));
}

/** When a pre-booked order's journey begins (use time − 30 minutes), epoch ms. */
export function dispatchStartMs(order: Pick<CarOrderDetail, 'useTime'>): number {
  return toEpochMs(order.useTime) - DISPATCH_LEAD_MS;
}

/**
 * Whether the screen follows the ride now: a live stage, or a paid pre-booked order whose journey starts within
 * the next two minutes (its calling step comes on its own).
 */
export function shouldFollow(order: Pick<CarOrderDetail, 'orderStatus' | 'useTime'>, now: number): boolean {
  if (isLive(order.orderStatus)) return true;
  return order.orderStatus === 'paid' && dispatchStartMs(order) - now <= 2 * 60 * 1000;
}

/** The service of a use type (its text key suffix), undefined when unknown. */
export function serviceOf(useType: CarUseType): CarService | undefined {
  return (Object.keys(CAR_USE_TYPE) as CarService[]).find((k) => CAR_USE_TYPE[k] === useType);
}

export interface RideMarker extends LatLng {
  id: string;
  kind: 'car' | 'place';
  role: 'driver' | 'from' | 'to';
  moving?: boolean;
}

/** The pick-up, the drop-off (when any) and the driver while one is on the way or driving. */
export function rideMarkers(
  order: Pick<CarOrderDetail, 'from' | 'to' | 'orderStatus'>,
  location: Pick<DriverLocationData, 'position'> | null,
): RideMarker[] {
  const out: RideMarker[] = [{ id: 'from', role: 'from', kind: 'place', lat: order.from.lat, lng: order.from.lng }];
  if (order.to) out.push({ id: 'to', role: 'to', kind: 'place', lat: order.to.lat, lng: order.to.lng });
  if (location?.position && hasDriver(order.orderStatus)) {
    out.push({ id: 'driver', role: 'driver', kind: 'car', moving: true, ...location.position });
  }
  return out;
}

/**
 * Whether the cancel button shows: the server allows it, and the journey has not reached the trip (SPEC §4: no
 * cancel once the trip started; a finished instant ride is paid, not cancelled).
 */
export function cancellable(order: Pick<CarOrderDetail, 'actions' | 'orderStatus' | 'useType'>): boolean {
  const s = order.orderStatus;
  if (!order.actions.cancel) return false;
  if (s === 'inService' || s === 'completed' || s === 'cancelled') return false;
  return !(s === 'awaitingPayment' && isInstant(order));
}
