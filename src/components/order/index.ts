/** Order-detail building blocks shared by every product's complete and order-detail screens (SPEC §4 orders). */
import './index.scss';

export { StatusTag } from './StatusTag';
export { Timeline, type TimelineEvent } from './Timeline';
export { PassengerList, type OrderPassengerItem } from './PassengerList';
export { PriceLines } from './PriceLines';
export { OrderActions, type OrderActionFlags, type OrderActionsProps } from './OrderActions';
export { OrderHead, type OrderHeadLine, type OrderHeadProps } from './OrderHead';
export { OrderDetailShell, useOrderRecord, type OrderDetailView } from './OrderDetailShell';
export { InfoBlock } from './InfoBlock';
export { CopyButton } from './CopyButton';
export { OrderBlock } from './OrderBlock';
export {
  AUTO_REFRESH,
  BookedOrderInfo,
  TICKETING_STATUSES,
  bookedOrderHead,
  isTicketing,
  useBookedOrderRecord,
  useCancelIntent,
  type BookedOrder,
} from './bookedOrder';
export { BookingComplete, type BookingCompleteProps, type CompletedOrder } from './BookingComplete';
export { formatAmount, formatClock, priceLinesTotalFen } from './format';
export { OPEN_CASHIER_QUERY, useCashierOnArrival, wantsCashier } from './useCashierOnArrival';
