import type { ViolationReason } from '../../api/contract';
import type { ViolationChoice } from '../../stores/booking';
import { ViolationReasonPicker, type ViolationReasonTexts } from '../booking/ViolationReasonPicker';
import '../../i18n/parts/tripBooking';

export interface OverBudgetReasonProps {
  /** The company's reasons of the product (vipWbyy/list), as for a policy violation. */
  reasons: readonly ViolationReason[];
  value: ViolationChoice;
  onChange(value: ViolationChoice): void;
  /** A typed reason is allowed (BookingRules.freeTextReason, or no listed reason). */
  allowTyped: boolean;
  error?: string;
}

const OVER_BUDGET_TEXTS: ViolationReasonTexts = {
  title: 'tripBooking.overBudget.title',
  hint: 'tripBooking.overBudget.hint',
  other: 'tripBooking.overBudget.other',
  typed: 'tripBooking.overBudget.typed',
};

/**
 * The reason for booking over the trip request's budget (violation item `overBudget`): one of the company's reasons
 * or a typed one, under the same rules as the policy violation reason.
 */
export function OverBudgetReason(props: OverBudgetReasonProps) {
  return <ViolationReasonPicker {...props} testId="over-budget-reason" texts={OVER_BUDGET_TEXTS} />;
}
