/** Where the pay screens lead: an order's detail screen (SPEC §2 order-detail targets). */
import Taro from '@tarojs/taro';
import { orderDetailTarget } from '../../domain/orderRouting';
import { goBack, goTab, matchUrl, redirectTo, routeByPage } from '../../router';

/** The detail screen of an order, or null when its type has none. */
export function orderTarget(orderId: string, orderType: number | null) {
  if (!orderId || orderType === null || !Number.isFinite(orderType)) return null;
  return orderDetailTarget({ id: orderId, orderType });
}

/**
 * Leaves the cashier for the order: back when the order's detail is the page below (no second copy on the
 * stack), else in place of the cashier; the order list when the order type has no detail screen.
 */
export function backToOrder(orderId: string, orderType: number | null): void {
  const target = orderTarget(orderId, orderType);
  if (!target) {
    void goTab('/allorder');
    return;
  }
  const pages = Taro.getCurrentPages();
  const below = pages.length >= 2 ? pages[pages.length - 2]?.route : undefined;
  const belowUrl = below ? (routeByPage(below) ?? matchUrl(below)?.route)?.url : undefined;
  if (belowUrl === target.url) void goBack();
  else void redirectTo(target.url, { query: target.query });
}
