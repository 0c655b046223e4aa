/**
 * One screen's view of a ride (SPEC §4 car journey stages): the order, where the driver is, and the clock of the
 * calling counter. While the journey runs it asks for the driver's position every 3 s (getDriverLocation) and loads
 * the order again whenever the position answer names another status (driver accepted, arrived, trip started,
 * finished, cancelled); it stops when the ride ends or the screen hides (`pause`), and starts over on `resume`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarOrderDetail, DriverLocationData } from '../../../api/contract/car';
import type { CarOrderStore } from './store';
import { RIDE_POLL_MS, TICK_MS, shouldFollow } from './view';

export type RideState = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

export class RideTracker {
  order: CarOrderDetail | null = null;
  location: DriverLocationData | null = null;
  state: RideState = 'idle';
  /** The clock as last ticked (the calling counter reads it). */
  now: number;

  private orderId = '';
  private running = false;
  private pollHandle: unknown = null;
  private tickHandle: unknown = null;
  private generation = 0;

  constructor(private readonly store: CarOrderStore) {
    this.now = store.now();
    makeAutoObservable<RideTracker, 'store' | 'orderId' | 'running' | 'pollHandle' | 'tickHandle' | 'generation'>(
      this,
      { store: false, orderId: false, running: false, pollHandle: false, tickHandle: false, generation: false },
    );
  }

  /** Whether the position is being asked for now (tests and the "live" line read it). */
  get following(): boolean {
    return this.order !== null && shouldFollow(this.order, this.now);
  }

  /** Opens a ride and follows it while its journey runs. */
  start(orderId: string): Promise<void> {
    this.orderId = orderId;
    this.running = true;
    if (!orderId) {
      this.state = 'idle';
      return Promise.resolve();
    }
    if (this.order?.orderId !== orderId) {
      this.order = null;
      this.location = null;
      this.state = 'loading';
    }
    return this.reload();
  }

  /** The screen hid: no more calls until it shows again. */
  pause(): void {
    this.running = false;
    this.generation += 1;
    this.clearTimers();
  }

  /** The screen shows again: load the order again and follow it. */
  resume(): Promise<void> {
    if (this.running || !this.orderId) return Promise.resolve();
    this.running = true;
    return this.reload();
  }

  /** Loads the order again (after a cancel, back from the cashier) and follows it when its journey runs. */
  async reload(): Promise<void> {
    const mine = ++this.generation;
    this.clearTimers();
    try {
      const order = await this.store.loadOrder(this.orderId);
      if (mine !== this.generation) return;
      runInAction(() => {
        this.order = order;
        this.state = order ? 'ready' : 'notFound';
        this.now = this.store.now();
        if (order && !shouldFollow(order, this.now)) this.location = null;
      });
      if (order && this.running) await this.follow(mine);
    } catch {
      if (mine !== this.generation) return;
      runInAction(() => {
        if (this.state !== 'ready') this.state = 'failed';
      });
      // Keep following what is shown: the next poll tries again.
      if (this.order && this.running) this.schedulePoll(mine);
    }
  }

  private async follow(mine: number): Promise<void> {
    if (!this.order || !shouldFollow(this.order, this.now)) return;
    this.scheduleTick(mine);
    await this.poll(mine);
  }

  private async poll(mine: number): Promise<void> {
    const order = this.order;
    if (!order || mine !== this.generation) return;
    let next: DriverLocationData | null = null;
    try {
      next = await this.store.driverLocation(order.orderId);
    } catch {
      // A lost answer: ask again at the next tick of the poll.
    }
    if (mine !== this.generation) return;
    if (!next || !next.orderStatus) {
      // No position answer: load the order itself at the next beat, so a stage change is never missed.
      if (this.running) this.pollHandle = this.store.timers.setTimer(() => void this.reload(), RIDE_POLL_MS);
      return;
    }
    if (next.orderStatus !== order.orderStatus) {
      runInAction(() => (this.location = next));
      await this.reload();
      return;
    }
    runInAction(() => {
      this.location = next;
      this.now = this.store.now();
    });
    this.schedulePoll(mine);
  }

  private schedulePoll(mine: number): void {
    if (!this.running || mine !== this.generation) return;
    if (this.order && !shouldFollow(this.order, this.store.now())) return;
    this.pollHandle = this.store.timers.setTimer(() => void this.poll(mine), RIDE_POLL_MS);
  }

  private scheduleTick(mine: number): void {
    if (this.tickHandle !== null) this.store.timers.clearTimer(this.tickHandle);
    const tick = () => {
      if (!this.running || mine !== this.generation) return;
      runInAction(() => (this.now = this.store.now()));
      this.tickHandle = this.store.timers.setTimer(tick, TICK_MS);
    };
    this.tickHandle = this.store.timers.setTimer(tick, TICK_MS);
  }

  private clearTimers(): void {
    if (this.pollHandle !== null) this.store.timers.clearTimer(this.pollHandle);
    if (this.tickHandle !== null) this.store.timers.clearTimer(this.tickHandle);
    this.pollHandle = null;
    this.tickHandle = null;
  }
}
