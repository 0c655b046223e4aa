/**
 * Demo data of the rail account: the simulated operator knows three accounts (password DEMO_RAIL_PASSWORD): the demo
 * employee's own, already bound and verified, with the demo company's employees (their identity cards) in its rail
 * frequent-traveller list, so the booking journey can book with it; and two unbound ones whose binding asks for an
 * SMS code or a face check. Seeded while the operator table is empty and the demo company exists.
 */
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { DEMO_CORP_ID, DEMO_EMPLOYEES } from '../../db/seed/demoPeople';
import { identityOf } from './operator';
import * as repo from './repository';

export const DEMO_RAIL_PASSWORD = 'Rail12306';
export const DEMO_RAIL = {
  corpId: DEMO_CORP_ID,
  empId: '40001',
  /** Bound and verified for the demo employee. */
  account: 'zhangsan12306',
  /** Binding asks for an SMS code (to the demo employee's phone). */
  smsAccount: 'demo_rail_sms',
  /** Binding asks for a face check. */
  faceAccount: 'demo_rail_face',
} as const;

let demoHash: Promise<string> | undefined;

export async function seedTrainAccountDemo(db: Db, opts: { nowMs: number }): Promise<void> {
  const any = await db.selectFrom('rail_operator_accounts').select('account_name').limit(1).executeTakeFirst();
  if (any) return;
  const company = await db.selectFrom('companies').select('id').where('id', '=', DEMO_RAIL.corpId).executeTakeFirst();
  if (!company) return;
  const holder = DEMO_EMPLOYEES.find((e) => e.id === DEMO_RAIL.empId);
  if (!holder) return;
  const docs = await db
    .selectFrom('employee_documents as d')
    .innerJoin('employees as e', 'e.id', 'd.emp_id')
    .select(['e.id as emp_id', 'e.name', 'e.phone', 'd.id_no'])
    .where('d.corp_id', '=', DEMO_RAIL.corpId)
    .where('e.corp_id', '=', DEMO_RAIL.corpId)
    .where('e.is_valid', '=', 1)
    .where('d.id_type', '=', 'ID')
    .orderBy('e.id')
    .execute();
  const own = docs.find((d) => d.emp_id === DEMO_RAIL.empId);
  demoHash ??= hashPassword(DEMO_RAIL_PASSWORD);
  const passwordHash = await demoHash;
  const now = opts.nowMs;
  const operatorRow = (accountName: string, verifyMode: string) => ({
    account_name: accountName,
    password_hash: passwordHash,
    holder_name: holder.name,
    id_type: 'ID',
    idno: own?.id_no ?? '',
    phone: holder.phone,
    verify_mode: verifyMode,
    created_at: now,
  });
  await repo.insertOperatorAccount(db, operatorRow(DEMO_RAIL.account, ''));
  await repo.insertOperatorAccount(db, operatorRow(DEMO_RAIL.smsAccount, 'sms'));
  await repo.insertOperatorAccount(db, operatorRow(DEMO_RAIL.faceAccount, 'face'));
  const accountId = newId(now);
  await repo.insertAccount(db, {
    id: accountId,
    corp_id: DEMO_RAIL.corpId,
    emp_id: DEMO_RAIL.empId,
    account_name: DEMO_RAIL.account,
    status: 'passed',
    verify_mode: '',
    face_started_at: null,
    created_at: now,
    updated_at: now,
  });
  const seen = new Set<string>();
  for (const d of docs) {
    const idno = repo.normalizeIdno(d.id_no);
    if (seen.has(idno) || seen.size >= 15) continue;
    seen.add(idno);
    await repo.insertPassenger(db, {
      id: newId(now),
      account_id: accountId,
      corp_id: DEMO_RAIL.corpId,
      emp_id: DEMO_RAIL.empId,
      psg_name: d.name,
      id_type: 'ID',
      idno,
      phone: d.phone,
      expiry: '',
      psg_type: 1,
      identity_status: identityOf('ID', idno),
      created_at: now,
    });
  }
}
