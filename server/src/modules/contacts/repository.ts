/**
 * SQL of my frequent travellers (SPEC §3 frequent traveller, with their documents) and my delivery addresses
 * (SPEC §3 address; at most one default per employee, also held by a partial unique index). Every query is bound
 * to the owner, so another person's id simply finds nothing.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { AddressesTable, FrequentTravellerDocumentsTable, FrequentTravellersTable } from './tables';

type DocValues = Pick<FrequentTravellerDocumentsTable, 'id_type' | 'id_no' | 'expiry' | 'issue_place' | 'sort'>;

export function contactsRepository(db: Db) {
  return {
    async contact(corpId: string, ownerEmpId: string, contactsId: string) {
      return db
        .selectFrom('frequent_travellers')
        .selectAll()
        .where('id', '=', contactsId)
        .where('corp_id', '=', corpId)
        .where('owner_emp_id', '=', ownerEmpId)
        .executeTakeFirst();
    },

    async contactDocuments(contactsId: string) {
      return db
        .selectFrom('frequent_traveller_documents')
        .select(['id', 'id_type', 'id_no', 'expiry', 'issue_place'])
        .where('traveller_id', '=', contactsId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async insertContact(row: Insertable<FrequentTravellersTable>): Promise<void> {
      await db.insertInto('frequent_travellers').values(row).execute();
    },

    async updateContact(contactsId: string, values: Updateable<FrequentTravellersTable>): Promise<void> {
      await db.updateTable('frequent_travellers').set(values).where('id', '=', contactsId).execute();
    },

    async deleteContact(contactsId: string): Promise<void> {
      await db.deleteFrom('frequent_traveller_documents').where('traveller_id', '=', contactsId).execute();
      await db.deleteFrom('frequent_travellers').where('id', '=', contactsId).execute();
    },

    async insertDocument(row: Insertable<FrequentTravellerDocumentsTable>): Promise<void> {
      await db.insertInto('frequent_traveller_documents').values(row).execute();
    },

    async updateDocument(contactsId: string, docId: string, values: DocValues): Promise<void> {
      await db
        .updateTable('frequent_traveller_documents')
        .set(values)
        .where('id', '=', docId)
        .where('traveller_id', '=', contactsId)
        .execute();
    },

    async deleteDocuments(contactsId: string, docIds: string[]): Promise<void> {
      if (docIds.length === 0) return;
      await db
        .deleteFrom('frequent_traveller_documents')
        .where('traveller_id', '=', contactsId)
        .where('id', 'in', docIds)
        .execute();
    },

    // Addresses --------------------------------------------------------------------------------------------------

    async address(corpId: string, empId: string, addrId: string) {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', addrId)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
    },

    async addressCount(corpId: string, empId: string): Promise<number> {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Takes the default away from every other address of the employee (no is_default filter: see the migration). */
    async clearDefault(empId: string, exceptId: string | null): Promise<void> {
      await db
        .updateTable('addresses')
        .set({ is_default: 0 })
        .where('emp_id', '=', empId)
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as string))
        .execute();
    },

    async insertAddress(row: Insertable<AddressesTable>): Promise<void> {
      await db.insertInto('addresses').values(row).execute();
    },

    async updateAddress(addrId: string, empId: string, values: Updateable<AddressesTable>): Promise<void> {
      await db.updateTable('addresses').set(values).where('id', '=', addrId).where('emp_id', '=', empId).execute();
    },

    async deleteAddress(addrId: string, empId: string): Promise<void> {
      await db.deleteFrom('addresses').where('id', '=', addrId).where('emp_id', '=', empId).execute();
    },

    /** The newest address of the employee (the default's heir when the default is deleted). */
    async newestAddress(corpId: string, empId: string) {
      return db
        .selectFrom('addresses')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
