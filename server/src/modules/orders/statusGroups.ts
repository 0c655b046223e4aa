/** The shared status vocabulary lives in src/domain so the client labels and the server filters never drift. */
import { STATUS_GROUPS, type OrderStatusGroup } from '../../../../src/domain/orderStatus';

export { STATUS_GROUPS, TO_PAY_STATUSES, WAIT_APPROVAL_STATUSES } from '../../../../src/domain/orderStatus';

type Group = Exclude<OrderStatusGroup, 'all'>;

/** Each status's tab, the first group listing it as src/domain's groupOf picks it. */
const GROUP_OF_STATUS = new Map<string, Group>();
for (const group of Object.keys(STATUS_GROUPS) as Group[]) {
  for (const status of STATUS_GROUPS[group]) if (!GROUP_OF_STATUS.has(status)) GROUP_OF_STATUS.set(status, group);
}

/**
 * The tab of a status (src/domain's groupOf, an unknown status in progress) from a table made once: every row of the
 * order list asks, and the domain's version walks the groups' keys and lists on each call (issue 17).
 */
export function groupOf(status: string): Group {
  return GROUP_OF_STATUS.get(status) ?? 'processing';
}
