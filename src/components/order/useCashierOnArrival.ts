/**
 * The cashier on top of a result screen, opened by the result screen itself once it has its order. A booking form
 * that redirects to its result screen and at once navigates to the cashier races on H5: when the result screen's chunk
 * loads after the cashier was shown, the cashier is left hidden behind it. So the form redirects with
 * `?pay=1` (OPEN_CASHIER) and the result screen, mounted and loaded, opens the cashier — once per visit, and only while
 * the order still asks for payment (coming back from the cashier does not reopen it).
 */
import { useEffect, useRef } from 'react';
import { navigate } from '../../router';

/** Query key of a result screen that opens the cashier once it is mounted (right after booking). */
export const OPEN_CASHIER = 'pay';

/** The query a booking form adds to its result screen's URL to have the cashier opened on arrival. */
export const OPEN_CASHIER_QUERY: Readonly<Record<string, string>> = { [OPEN_CASHIER]: '1' };

/** Whether the screen's query asked for the cashier. */
export const wantsCashier = (query: Readonly<Record<string, string | undefined>>): boolean =>
  query[OPEN_CASHIER] === '1';

/** Opens /pay/payment for `orderId` once, when `asked` and the loaded order `payable`. */
export function useCashierOnArrival(asked: boolean, orderId: string, payable: boolean): void {
  const opened = useRef(false);
  const open = asked && payable && orderId !== '';
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    void navigate('/pay/payment', { query: { orderIds: orderId } });
  }, [open, orderId]);
}
