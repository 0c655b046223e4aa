/**
 * What a flight search reads besides the session, in one statement (issue 17: each statement costs a search more CPU
 * than building its answer from the cache): the travel standards of the booker and the named employees (as
 * flight/repository.ts `standards` reads them) and the company's connection setting (parameter 11603006, the
 * company's value else the platform's). Read on every search, cache hit or not, so a standard, an employee's
 * department or validity and the setting are as fresh as the request.
 */
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import { STANDARD_COLUMNS, staffWithStandards, toStandard, type StandardRow } from './repository';

/** Company parameter allowing connections (SPEC §9: 11603006 transfer). */
export const PARAM_TRANSFER = '11603006';

const searchInputsQuery = preparedQuery((db: Db, v: { corpId: string; empIds: readonly string[] }) =>
  staffWithStandards(db, v).select((eb) => [
    ...STANDARD_COLUMNS,
    // The company's row sorts after the platform's ('').
    eb
      .selectFrom('parameters as p')
      .select('p.value')
      .where('p.param_no', '=', PARAM_TRANSFER)
      .where('p.corp_id', 'in', ['', v.corpId])
      .orderBy('p.corp_id', 'desc')
      .limit(1)
      .as('transfer_param'),
  ]),
);

const transferParamQuery = preparedQuery((db: Db, v: { corpId: string }) =>
  db
    .selectFrom('parameters')
    .select(['corp_id', 'value'])
    .where('param_no', '=', PARAM_TRANSFER)
    .where('corp_id', 'in', ['', v.corpId]),
);

/** Whether the company shows connections (its own parameter, else the platform's). */
export async function transferAllowed(db: Db, corpId: string): Promise<boolean> {
  const rows = await transferParamQuery.all(db, { corpId });
  const own = rows.find((r) => r.corp_id !== '') ?? rows.find((r) => r.corp_id === '');
  return own?.value === '1';
}

/**
 * The standards rows of the company's active employees among `empIds` (the booker first among them) and, when
 * `withTransfer`, whether connections are allowed. One statement while any of them is found (the booker always is
 * on a live session); a second only for the setting when none is.
 */
export async function searchInputs(
  db: Db,
  corpId: string,
  empIds: readonly string[],
  withTransfer: boolean,
): Promise<{ standards: Map<string, StandardRow>; transfer: boolean }> {
  const rows = await searchInputsQuery.all(db, { corpId, empIds: [...new Set(empIds)] });
  const standards = new Map<string, StandardRow>();
  for (const r of rows) {
    standards.set(r.id, {
      empId: r.id,
      name: r.name,
      deptId: r.dept_id,
      rankName: r.rank_name ?? '',
      rankEnName: r.rank_en_name ?? '',
      standard: toStandard(r),
    });
  }
  if (!withTransfer) return { standards, transfer: false };
  const first = rows[0];
  const transfer = first ? first.transfer_param === '1' : await transferAllowed(db, corpId);
  return { standards, transfer };
}
