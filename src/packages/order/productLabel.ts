/** The product (order-type group) of an order type, for labels; unknown types count as 'other'. */
import { PRODUCT_GROUPS, type ProductGroup } from '../../api/contract/orders';

export function productOf(orderType: number): ProductGroup {
  for (const group of Object.keys(PRODUCT_GROUPS) as ProductGroup[]) {
    if ((PRODUCT_GROUPS[group] as readonly number[]).includes(orderType)) return group;
  }
  return 'other';
}
