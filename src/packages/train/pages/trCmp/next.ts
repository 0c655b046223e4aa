/** What /tr/trCmp says comes next, by the order's status (null: the plain status line). */
import type { MessageKey } from '../../../../i18n';

const NEXT: Readonly<Record<string, MessageKey>> = {
  awaitingSubmission: 'trainBooking.cmp.awaitingSubmission',
  inApproval: 'trainBooking.cmp.inApproval',
  awaitingPayment: 'trainBooking.cmp.awaitingPayment',
  paid: 'trainBooking.cmp.ticketing',
  ticketing: 'trainBooking.cmp.ticketing',
  issued: 'trainBooking.cmp.issued',
};

export function cmpNextKey(status: string): MessageKey | null {
  return NEXT[status] ?? null;
}
