/**
 * Who may manage whom (SPEC §6, issue 6 People): a company administrator everyone in the company; a booker with
 * bookRange 2 the employees of their own department, 3 the whole company, but never a company administrator nor
 * anyone with a wider booking range than their own;
 * anyone else only themselves, and only the personal fields. Anything outside is 'none' and answers as not found.
 */
import type { AuthInfo } from '../session/service';

/** What the caller may do with one employee record. */
export type Reach = 'none' | 'self' | 'manage';

export interface TargetFacts {
  id: string;
  corpId: string;
  deptId: string;
  isAdmin: boolean;
  bookRange: number;
}

/** A booker whose scope is wider than themselves (bookRange 2 or 3). */
export function isBookerManager(a: AuthInfo): boolean {
  return a.ifBooker && a.bookRange >= 2;
}

/** The caller manages other people at all (administrator or booker with a department/company range). */
export function isManager(a: AuthInfo): boolean {
  return a.isAdmin || isBookerManager(a);
}

/** Whether the caller may place employees in (create, move to, invite to) this department of their company. */
export function canManageDept(a: AuthInfo, deptId: string): boolean {
  if (a.isAdmin) return true;
  if (!isBookerManager(a)) return false;
  return a.bookRange === 3 || deptId === a.deptId;
}

export function reachOf(a: AuthInfo, t: TargetFacts): Reach {
  if (t.corpId !== a.corpId) return 'none';
  if (a.isAdmin) return 'manage';
  // A booker's own record is 'self': they cannot widen their own flags or range.
  if (t.id === a.empId) return 'self';
  if (isBookerManager(a) && !t.isAdmin && t.bookRange <= a.bookRange && canManageDept(a, t.deptId)) return 'manage';
  return 'none';
}
