/**
 * The generic order detail's calls (SPEC §2 Other: /otherOrderDetail): the common fields of any order and its
 * cancel. Registered like the other domain stores: one app instance with the real calls as ports, a context a test
 * can override.
 */
import { createContext, useContext } from 'react';
import { ApiError } from '../../api/transport';
import type { OrderCommonDetail } from '../../api/contract/orders';
import { orderDetail } from '../../api/orders';
import type * as OrdersApi from '../../api/orders';
import { cancelAnyOrder } from '../../pages/allorder/cancel';

/** The calls the store makes (the real API functions in the app, fakes in a test). */
export interface OrderDetailApi {
  orderDetail: (typeof OrdersApi)['orderDetail'];
  cancelAnyOrder: typeof cancelAnyOrder;
}

export class OrderDetailStore {
  constructor(private readonly api: OrderDetailApi) {}

  /** One order's common fields; null when there is none. */
  async loadOrder(orderId: string): Promise<OrderCommonDetail | null> {
    return (await this.api.orderDetail({ orderId })).data ?? null;
  }

  /** Cancels before payment with a reason, under the caller's idempotency key. */
  async cancelOrder(order: Pick<OrderCommonDetail, 'id' | 'orderType'>, reason: string, key: string): Promise<void> {
    await this.api.cancelAnyOrder({ id: order.id, orderType: order.orderType }, reason, key);
  }
}

/** A refusal of the detail call means the order is not mine or not there (SPEC §6 scope). */
export const isRefusal = (e: unknown): boolean => e instanceof ApiError && e.kind === 'code';

/** The app's generic order detail store. */
export const orderDetailStore = new OrderDetailStore({ orderDetail, cancelAnyOrder });

/** Lets a test render the screen with its own store. */
export const OrderDetailStoreContext = createContext<OrderDetailStore>(orderDetailStore);

export function useOrderDetailStore(): OrderDetailStore {
  return useContext(OrderDetailStoreContext);
}
