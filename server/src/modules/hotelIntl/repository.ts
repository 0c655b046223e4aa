/** All SQL of the international hotel module: the international part of a hotel order and the invoice title check. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { HotelIntlOrdersTable } from './tables';

export type HotelIntlOrderRow = Selectable<HotelIntlOrdersTable>;

export function hotelIntlRepository(db: Db) {
  return {
    async insertIntlOrder(row: Insertable<HotelIntlOrdersTable>): Promise<void> {
      await db.insertInto('hotel_intl_orders').values(row).execute();
    },

    async intlOrder(orderId: string): Promise<HotelIntlOrderRow | undefined> {
      return db.selectFrom('hotel_intl_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /** The booker's invoice title (swxx) of that id, its name; undefined when not theirs. */
    async invoiceTitleName(corpId: string, empId: string, titleId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('invoice_titles')
        .select('gsmc')
        .where('id', '=', titleId)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
      return row?.gsmc;
    },
  };
}
