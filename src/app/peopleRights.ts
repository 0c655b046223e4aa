/** Who may manage whom on the people screens (SPEC §6; the server enforces the same, see contract/peopleAdmin). */
import type { EmpInfo } from '../api/contract';

/**
 * A company administrator manages everyone in the company; a booker for the department (bookRange 2) or the whole
 * company (3) manages the employees in that range. Anyone else edits only their own personal fields.
 */
export function canManageOthers(emp: EmpInfo | null | undefined): boolean {
  if (!emp) return false;
  return emp.isAdmin === 1 || (emp.ifBooker === 1 && emp.bookRange > 1);
}
