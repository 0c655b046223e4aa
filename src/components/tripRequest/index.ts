/**
 * Booking through a trip request (issue 4): the store of the chosen request per product, its picker and banner,
 * the over-budget reason and the pure rules (pre-fill, date window, budget, bookStyle 2). Every product's query and
 * booking screens reuse these; domestic flights were the first.
 */
export {
  TripRequestStore,
  budgetAreaOf,
  bookingFields,
  choiceOf,
  dateOutsideWindow,
  overBudget,
  prefillOf,
  tripRequestRequired,
  type BookStyle,
  type BudgetArea,
  type LoadStatus,
  type TripBookingFields,
  type TripChoice,
  type TripPrefill,
  type TripRequestPorts,
} from './tripRequestStore';
export {
  TripRequestStoreContext,
  tripRequestStore,
  useTripRequest,
  useTripRequestStore,
  type TripRequestState,
} from './store';
export {
  TripRequestPicker,
  BookedConfirm,
  daysText,
  routeText,
  type TripRequestPickerProps,
} from './TripRequestPicker';
export { TripRequestBanner, type TripRequestBannerProps } from './TripRequestBanner';
export { OverBudgetReason, type OverBudgetReasonProps } from './OverBudgetReason';
export { tripTravellers, type PersonSearch } from './travellers';
