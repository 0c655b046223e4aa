/** All SQL of the rail account: bound accounts, their rail frequent travellers, the simulated operator's accounts. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type {
  RailAccountsTable,
  RailOperatorAccountsTable,
  RailPassengersTable,
  RailRegistrationsTable,
} from './tables';

export type RailAccountRow = Selectable<RailAccountsTable>;
export type RailPassengerRow = Selectable<RailPassengersTable>;
export type OperatorAccountRow = Selectable<RailOperatorAccountsTable>;
export type RegistrationRow = Selectable<RailRegistrationsTable>;

/** Who is asking: every row is scoped to the company and the employee. */
export interface Owner {
  corpId: string;
  empId: string;
}

/** Document numbers are compared upper-cased and trimmed. */
export function normalizeIdno(idno: string): string {
  return idno.trim().toUpperCase();
}

// Bound accounts ---------------------------------------------------------------------------------

export function findAccount(db: Db, owner: Owner, id: string): Promise<RailAccountRow | undefined> {
  return db
    .selectFrom('rail_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .executeTakeFirst();
}

export function findAccountByName(db: Db, owner: Owner, accountName: string): Promise<RailAccountRow | undefined> {
  return db
    .selectFrom('rail_accounts')
    .selectAll()
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .where('account_name', '=', accountName)
    .executeTakeFirst();
}

export function listAccounts(db: Db, owner: Owner): Promise<RailAccountRow[]> {
  return db
    .selectFrom('rail_accounts')
    .selectAll()
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertAccount(db: Db, row: Insertable<RailAccountsTable>): Promise<void> {
  await db.insertInto('rail_accounts').values(row).execute();
}

export async function updateAccount(
  db: Db,
  owner: Owner,
  id: string,
  patch: Updateable<RailAccountsTable>,
): Promise<void> {
  await db
    .updateTable('rail_accounts')
    .set(patch)
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .execute();
}

/** Deletes the account and its rail frequent travellers; false when it is not the owner's. */
export async function deleteAccount(db: Db, owner: Owner, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const account = await findAccount(tx, owner, id);
    if (!account) return false;
    await tx.deleteFrom('rail_passengers').where('account_id', '=', id).execute();
    await tx.deleteFrom('rail_accounts').where('id', '=', id).execute();
    return true;
  });
}

// Rail frequent travellers -----------------------------------------------------------------------

export function listPassengers(db: Db, owner: Owner, accountId: string): Promise<RailPassengerRow[]> {
  return db
    .selectFrom('rail_passengers')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findPassenger(db: Db, owner: Owner, id: string): Promise<RailPassengerRow | undefined> {
  return db
    .selectFrom('rail_passengers')
    .selectAll()
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .executeTakeFirst();
}

export function findPassengerByDocument(
  db: Db,
  accountId: string,
  idType: string,
  idno: string,
): Promise<RailPassengerRow | undefined> {
  return db
    .selectFrom('rail_passengers')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id_type', '=', idType)
    .where('idno', '=', normalizeIdno(idno))
    .executeTakeFirst();
}

export async function insertPassenger(db: Db, row: Insertable<RailPassengersTable>): Promise<void> {
  await db.insertInto('rail_passengers').values(row).execute();
}

export async function updatePassenger(
  db: Db,
  owner: Owner,
  id: string,
  patch: Updateable<RailPassengersTable>,
): Promise<void> {
  await db
    .updateTable('rail_passengers')
    .set(patch)
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .execute();
}

export async function deletePassenger(db: Db, owner: Owner, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('rail_passengers')
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The identity status of a document on any of the owner's accounts (the local identity check). */
export function passengersWithDocument(
  db: Db,
  owner: Owner,
  idType: string,
  idno: string,
): Promise<RailPassengerRow[]> {
  return db
    .selectFrom('rail_passengers')
    .selectAll()
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .where('id_type', '=', idType)
    .where('idno', '=', normalizeIdno(idno))
    .execute();
}

export async function setIdentityStatus(
  db: Db,
  owner: Owner,
  idType: string,
  idno: string,
  status: string,
): Promise<void> {
  await db
    .updateTable('rail_passengers')
    .set({ identity_status: status })
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .where('id_type', '=', idType)
    .where('idno', '=', normalizeIdno(idno))
    .execute();
}

// The simulated operator -------------------------------------------------------------------------

export function findOperatorAccount(db: Db, accountName: string): Promise<OperatorAccountRow | undefined> {
  return db.selectFrom('rail_operator_accounts').selectAll().where('account_name', '=', accountName).executeTakeFirst();
}

export async function insertOperatorAccount(db: Db, row: Insertable<RailOperatorAccountsTable>): Promise<void> {
  await db.insertInto('rail_operator_accounts').values(row).execute();
}

export async function insertRegistration(db: Db, row: Insertable<RailRegistrationsTable>): Promise<void> {
  await db.insertInto('rail_registrations').values(row).execute();
}

export function findRegistration(db: Db, owner: Owner, id: string): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('rail_registrations')
    .selectAll()
    .where('id', '=', id)
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .executeTakeFirst();
}

export async function confirmRegistration(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('rail_registrations').set({ confirmed_at: now }).where('id', '=', id).execute();
}

// The shared orders, read for the caller's own train orders --------------------------------------

export function unfinishedOrders(db: Db, owner: Owner, orderType: number, statuses: readonly string[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'order_type', 'order_status', 'title', 'travel_date', 'total_fen', 'created_at'])
    .where('corp_id', '=', owner.corpId)
    .where('emp_id', '=', owner.empId)
    .where('order_type', '=', orderType)
    .where('order_status', 'in', [...statuses])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** The travellers of the caller's own orders of a type, one row per traveller and order, newest first. */
export function travellersOfOrders(db: Db, owner: Owner, orderType: number) {
  return db
    .selectFrom('order_travellers as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.name', 't.id_type', 't.idno', 't.phone', 't.psg_type', 't.emp_id', 'o.travel_date', 'o.created_at'])
    .where('o.corp_id', '=', owner.corpId)
    .where('o.emp_id', '=', owner.empId)
    .where('o.order_type', '=', orderType)
    .orderBy('o.created_at', 'desc')
    .limit(500)
    .execute();
}
