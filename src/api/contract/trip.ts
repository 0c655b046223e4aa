/** Trip applications (ccsqd) list (SPEC §3 trip application, §4 trip application, §7 vipCcsqd list). */
import type { PageQuery } from './envelope';

/**
 * Trip application status: 0 draft, 1 in approval, 2 approved (usable for booking), 3 rejected,
 * 4 withdrawn or void. The list filter defaults to 2; -1 lists every status.
 */
export type CcsqdStatus = 0 | 1 | 2 | 3 | 4;

export interface CcsqdListRequest extends PageQuery {
  status?: CcsqdStatus | -1;
  /** Matches the application number, reason or destination. */
  keyword?: string;
}

/** One row of vipCcsqd/list. Budgets in yuan; dates 'YYYY-MM-DD'. */
export interface CcsqdListItem {
  ccsqdId: string;
  ccsqdNo: string;
  ccr: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  status: CcsqdStatus;
  jtys: number;
  zsys: number;
  qtys: number;
  zys: number;
  createdAt: string;
}
