/**
 * All SQL of the hotel orders module: the hotel part of orders (hotel_orders, its nights and guests), cards and
 * guarantees, refunds, and the reads of duplicate stays and calendar segments (live trips the employee booked or
 * stays on, like the other products). Orders in the caller's booking scope are read through the after-sales kit
 * (orders/afterSales.ts). Rooms sold are the supplier's (suppliers/hotel on the kit inventory).
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { bookedOrTravelling, liveTripOf } from '../orders/tripConditions';
import type { MoneyReturnedColumns } from '../pay/tables';
import type {
  HotelCardsTable,
  HotelGuaranteesTable,
  HotelOrderGuestsTable,
  HotelOrderNightsTable,
  HotelOrdersTable,
  HotelRefundsTable,
} from './tables';

type Db = Kysely<Database>;

export type HotelOrderRow = Selectable<HotelOrdersTable>;
export type NightRow = Selectable<HotelOrderNightsTable>;
export type GuestRow = Selectable<HotelOrderGuestsTable>;
export type CardRow = Selectable<HotelCardsTable>;
export type GuaranteeRow = Selectable<HotelGuaranteesTable>;
export type RefundRow = Selectable<HotelRefundsTable>;

export function hotelOrdersRepository(db: Db) {
  return {
    async insertOrder(
      row: Insertable<HotelOrdersTable>,
      nights: Insertable<HotelOrderNightsTable>[],
      guests: Insertable<HotelOrderGuestsTable>[],
    ): Promise<void> {
      await db.insertInto('hotel_orders').values(row).execute();
      if (nights.length > 0) await db.insertInto('hotel_order_nights').values(nights).execute();
      if (guests.length > 0) await db.insertInto('hotel_order_guests').values(guests).execute();
    },

    async hotelOrder(orderId: string): Promise<HotelOrderRow | undefined> {
      return db.selectFrom('hotel_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    async updateHotelOrder(orderId: string, set: Updateable<HotelOrdersTable>): Promise<void> {
      await db.updateTable('hotel_orders').set(set).where('order_id', '=', orderId).execute();
    },

    async nights(orderId: string): Promise<NightRow[]> {
      return db.selectFrom('hotel_order_nights').selectAll().where('order_id', '=', orderId).orderBy('night').execute();
    },

    async markNightsRefunded(orderId: string, nights: readonly string[]): Promise<void> {
      if (nights.length === 0) return;
      await db
        .updateTable('hotel_order_nights')
        .set({ refunded: 1 })
        .where('order_id', '=', orderId)
        .where('night', 'in', [...nights])
        .execute();
    },

    async guests(orderId: string): Promise<GuestRow[]> {
      return db.selectFrom('hotel_order_guests').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    /**
     * checkSameOrder: live hotel orders of the company whose stay overlaps [checkIn, checkOut) with one of the
     * guests (an employee or a frequent traveller) staying on it.
     */
    async overlapping(
      corpId: string,
      checkIn: string,
      checkOut: string,
      guests: { empIds: readonly string[]; contactsIds: readonly string[] },
    ) {
      if (guests.empIds.length === 0 && guests.contactsIds.length === 0) return [];
      return db
        .selectFrom('hotel_order_guests as g')
        .innerJoin('hotel_orders as h', 'h.order_id', 'g.order_id')
        .innerJoin('orders as o', 'o.id', 'g.order_id')
        .select(['o.id', 'o.order_no', 'h.hotel_name', 'h.check_in', 'h.check_out', 'g.name'])
        .where((eb) => liveTripOf(eb, corpId))
        .where('g.corp_id', '=', corpId)
        .where('o.order_type', '=', ORDER_TYPE.hotel)
        .where('h.check_in', '<', checkOut)
        .where('h.check_out', '>', checkIn)
        .where((eb) =>
          eb.or([
            ...(guests.empIds.length > 0 ? [eb('g.emp_id', 'in', [...guests.empIds])] : []),
            ...(guests.contactsIds.length > 0 ? [eb('g.contacts_id', 'in', [...guests.contactsIds])] : []),
          ]),
        )
        .orderBy('h.check_in')
        .execute();
    },

    /** The employee's live hotel stays checking in on the China days [fromDay, toDay] (calendar segments). */
    async schedule(corpId: string, empId: string, fromDay: string, toDay: string) {
      return db
        .selectFrom('hotel_orders as h')
        .innerJoin('orders as o', 'o.id', 'h.order_id')
        .select([
          'o.id',
          'o.order_no',
          'o.order_status',
          'h.hotel_name',
          'h.hotel_name_en',
          'h.room_name',
          'h.check_in',
          'h.check_out',
          'h.nights',
          'h.rooms',
          'h.arrival_time',
        ])
        .where((eb) => liveTripOf(eb, corpId))
        .where('o.order_type', '=', ORDER_TYPE.hotel)
        .where('h.check_in', '>=', fromDay)
        .where('h.check_in', '<=', toDay)
        .where((eb) => bookedOrTravelling(eb, empId))
        .orderBy('h.check_in')
        .execute();
    },

    /** A hotel membership card of one of the company's employees. */
    async membership(corpId: string, empIds: readonly string[], id: string) {
      if (empIds.length === 0) return undefined;
      return db
        .selectFrom('hotel_memberships')
        .select(['id', 'card_no', 'emp_id'])
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .where('emp_id', 'in', [...empIds])
        .executeTakeFirst();
    },

    // Cards -------------------------------------------------------------------------------------

    async insertCard(row: Insertable<HotelCardsTable>): Promise<void> {
      await db.insertInto('hotel_cards').values(row).execute();
    },

    /** A usable card of the employee (their own token, not deleted). */
    async card(corpId: string, empId: string, token: string): Promise<CardRow | undefined> {
      return db
        .selectFrom('hotel_cards')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .where('token', '=', token)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async savedCards(corpId: string, empId: string): Promise<CardRow[]> {
      return db
        .selectFrom('hotel_cards')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .where('saved', '=', 1)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
    },

    async deleteCard(corpId: string, empId: string, token: string, nowMs: number): Promise<void> {
      await db
        .updateTable('hotel_cards')
        .set({ deleted_at: nowMs })
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .where('token', '=', token)
        .where('deleted_at', 'is', null)
        .execute();
    },

    // Guarantees --------------------------------------------------------------------------------

    async insertGuarantee(row: Insertable<HotelGuaranteesTable>): Promise<void> {
      await db.insertInto('hotel_guarantees').values(row).execute();
    },

    async guarantee(orderId: string): Promise<GuaranteeRow | undefined> {
      return db.selectFrom('hotel_guarantees').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    async setGuaranteeStatus(orderId: string, status: 'held' | 'released' | 'charged', nowMs: number): Promise<void> {
      await db
        .updateTable('hotel_guarantees')
        .set({ status, updated_at: nowMs })
        .where('order_id', '=', orderId)
        .execute();
    },

    // Refunds -----------------------------------------------------------------------------------

    async insertRefund(row: Insertable<HotelRefundsTable>): Promise<void> {
      await db.insertInto('hotel_refunds').values(row).execute();
    },

    async refund(id: string): Promise<RefundRow | undefined> {
      return db.selectFrom('hotel_refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setRefundStatus(id: string, status: string): Promise<void> {
      await db.updateTable('hotel_refunds').set({ status }).where('id', '=', id).execute();
    },

    async markRefundReturned(id: string, money: MoneyReturnedColumns): Promise<void> {
      await db.updateTable('hotel_refunds').set(money).where('id', '=', id).execute();
    },

    /** The order's refunds with their order numbers, newest first. */
    async refundsOf(orderId: string) {
      return db
        .selectFrom('hotel_refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.id')
        .select(['r.id', 'o.order_no', 'r.status', 'r.amount_fen', 'r.nights_json', 'r.created_at'])
        .where('r.order_id', '=', orderId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
    },

    /** A company parameter's own value (not the platform's), undefined when the company has none. */
    async ownParameter(corpId: string, paramNo: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('parameters')
        .select('value')
        .where('corp_id', '=', corpId)
        .where('param_no', '=', paramNo)
        .executeTakeFirst();
      return row?.value;
    },

    async insertParameter(row: { corp_id: string; param_no: string; value: string; name: string }): Promise<void> {
      await db.insertInto('parameters').values(row).execute();
    },

    /** Whether any hotel order exists (demo seed: only into an empty table). */
    async anyOrder(): Promise<boolean> {
      return !!(await db.selectFrom('hotel_orders').select('order_id').limit(1).executeTakeFirst());
    },
  };
}

export type HotelOrdersRepository = ReturnType<typeof hotelOrdersRepository>;
