/** The shared status vocabulary lives in src/domain so the client labels and the server filters never drift. */
export { STATUS_GROUPS, groupOf, TO_PAY_STATUSES, WAIT_APPROVAL_STATUSES } from '../../../../src/domain/orderStatus';
