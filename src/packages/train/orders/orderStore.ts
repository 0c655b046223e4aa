/**
 * Train orders as the booking-complete, order-detail and order-service screens read them (SPEC §7 Train: trOrderDetail,
 * trainSferOrderDetail, trOrderCancel, trainSferOrderCancel). The API and `now` are ports; a test renders the screens
 * with its own store through the context.
 */
import { createContext, useContext } from 'react';
import type { Envelope } from '../../../api/contract/envelope';
import type { TrainOrderDetail, TrainOrderIdRequest } from '../../../api/contract/train';
import { trOrderCancel, trOrderDetail, trainSferOrderCancel, trainSferOrderDetail } from '../../../api/train';
import { clock } from '../../../hosts/clock';

export interface TrainOrderApi {
  trOrderDetail(query: TrainOrderIdRequest): Promise<Envelope<TrainOrderDetail>>;
  trainSferOrderDetail(query: TrainOrderIdRequest): Promise<Envelope<TrainOrderDetail>>;
  trOrderCancel(query: TrainOrderIdRequest, idempotencyKey: string): Promise<Envelope<TrainOrderDetail>>;
  trainSferOrderCancel(query: TrainOrderIdRequest, idempotencyKey: string): Promise<Envelope<TrainOrderDetail>>;
}

export class TrainOrderStore {
  constructor(
    private readonly api: TrainOrderApi,
    /** The clock of the after-sales rules (4 hours before departure). */
    readonly now: () => number,
  ) {}

  /** One order (a connection through trainSferOrderDetail); null when there is none. */
  async load(orderId: string, transfer: boolean): Promise<TrainOrderDetail | null> {
    const query = { orderId };
    const answer = transfer ? await this.api.trainSferOrderDetail(query) : await this.api.trOrderDetail(query);
    return answer.data ?? null;
  }

  /** Cancels under `key` (one key per cancel intent); rejects when refused (the transport showed why). */
  async cancel(order: Pick<TrainOrderDetail, 'orderId' | 'transferFlag'>, key: string): Promise<void> {
    const query = { orderId: order.orderId };
    if (order.transferFlag === 1) await this.api.trainSferOrderCancel(query, key);
    else await this.api.trOrderCancel(query, key);
  }
}

export const trainOrderStore = new TrainOrderStore(
  { trOrderDetail, trainSferOrderDetail, trOrderCancel, trainSferOrderCancel },
  () => clock.now(),
);

export const TrainOrderStoreContext = createContext<TrainOrderStore>(trainOrderStore);

export function useTrainOrderStore(): TrainOrderStore {
  return useContext(TrainOrderStoreContext);
}
