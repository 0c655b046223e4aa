/** Order-centre list (SPEC §3 order item and order-list filters, §7 allOrderList). */
import type { PageQuery } from './envelope';
import type { OrderStatusGroup } from '../../domain/orderStatus';

/** 1 only mine, 2 my department, 3 whole company; capped by the employee's bookRange (SPEC §6). */
export type FindScope = 1 | 2 | 3;

/** Order-centre tabs group states, not products (ARCHITECTURE §13); the vocabulary is src/domain/orderStatus. */
export type { OrderStatusGroup };

export interface OrderListRequest extends PageQuery {
  /** 1 booking date (default), 2 travel date. */
  dateType?: 1 | 2;
  /** China calendar dates 'YYYY-MM-DD'; default the last 30 days. */
  dateStart?: string;
  dateEnd?: string;
  findScope?: FindScope;
  statusGroup?: OrderStatusGroup;
  /** Filter by order type code (SPEC §9), optional. */
  orderType?: number;
  /** Order number, exact match, optional. */
  orderNo?: string;
}

/** One row of allOrderList. Amount in yuan (≤ 2 decimals); times in China time 'YYYY-MM-DD HH:mm:ss'. */
export interface OrderListItem {
  id: string;
  orderNo: string;
  orderType: number;
  productType: number;
  orderStatus: string;
  statusGroup: OrderStatusGroup;
  transferFlag: 0 | 1;
  isShowGuarantee: 0 | 1;
  title: string;
  travelDate: string;
  travellerNames: string[];
  bookerName: string;
  amount: number;
  createdAt: string;
}
