/**
 * All SQL of invoices: titles, requests and their orders, deliveries, invoiceable orders. Inside a write, pass its
 * transaction (`on` / `trx`): SQLite has one connection, a read on the database would wait for the open transaction.
 */
import { travellerNamesOf } from '../orders/repository';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  InvoiceDeliveriesTable,
  InvoiceRequestOrdersTable,
  InvoiceRequestsTable,
  InvoiceTitlesTable,
} from './tables';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';

import { INVOICEABLE_STATUSES } from '../../../../src/domain/orderStatus';

type Db = Kysely<Database>;

export { INVOICEABLE_STATUSES };

/** Who sees an invoice request: mine; my department's with bookRange 2; the company's with bookRange 3. */
export interface InvoiceScope {
  corpId: string;
  empId: string;
  deptId: string;
  scope: 1 | 2 | 3;
}

export interface EligibleFilter {
  orderType?: number;
  keyword?: string;
}

export interface InvoiceListFilter {
  kpType?: number;
  status?: string;
}

export function invoiceRepository(db: Db) {
  const eligible = (s: OrderScope, f: EligibleFilter) => {
    let q = db
      .selectFrom('orders as o')
      .where((eb) => orderInScope(eb, s))
      .where('o.order_status', 'in', INVOICEABLE_STATUSES)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('invoice_request_orders as r')
              .select('r.id')
              .whereRef('r.order_id', '=', 'o.id')
              .whereRef('r.corp_id', '=', 'o.corp_id')
              .where('r.active', '=', 1),
          ),
        ),
      );
    if (f.orderType !== undefined) q = q.where('o.order_type', '=', f.orderType);
    if (f.keyword) {
      const kw = f.keyword;
      q = q.where((eb) => eb.or([eb('o.order_no', '=', kw), eb('o.title', 'like', `%${kw.replace(/[%_]/g, '')}%`)]));
    }
    return q;
  };

  const requests = (s: InvoiceScope, f: InvoiceListFilter = {}, on: Db = db) => {
    let q = on.selectFrom('invoice_requests as i').where('i.corp_id', '=', s.corpId);
    if (s.scope === 1) q = q.where('i.emp_id', '=', s.empId);
    if (s.scope === 2) q = q.where((eb) => eb.or([eb('i.emp_id', '=', s.empId), eb('i.dept_id', '=', s.deptId)]));
    if (f.kpType !== undefined) q = q.where('i.kp_type', '=', f.kpType);
    if (f.status !== undefined) q = q.where('i.status', '=', f.status);
    return q;
  };

  return {
    // Titles ------------------------------------------------------------------------------------------------
    async titles(corpId: string, empId: string, keyword: string | undefined, offset: number, limit: number) {
      let q = db.selectFrom('invoice_titles').where('corp_id', '=', corpId).where('emp_id', '=', empId);
      if (keyword) {
        const kw = `%${keyword.replace(/[%_]/g, '')}%`;
        q = q.where((eb) => eb.or([eb('gsmc', 'like', kw), eb('nsrsbh', 'like', kw.toUpperCase())]));
      }
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async title(corpId: string, empId: string, id: string, on: Db = db) {
      return on
        .selectFrom('invoice_titles')
        .selectAll()
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
    },
    async insertTitle(row: InvoiceTitlesTable): Promise<void> {
      await db.insertInto('invoice_titles').values(row).execute();
    },
    async updateTitle(id: string, values: Partial<InvoiceTitlesTable>): Promise<void> {
      await db.updateTable('invoice_titles').set(values).where('id', '=', id).execute();
    },
    async deleteTitle(id: string): Promise<void> {
      await db.deleteFrom('invoice_titles').where('id', '=', id).execute();
    },

    // Invoiceable orders --------------------------------------------------------------------------------------
    async eligible(s: OrderScope, f: EligibleFilter, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        eligible(s, f)
          .select([
            'o.id',
            'o.order_no',
            'o.order_type',
            'o.order_status',
            'o.title',
            'o.travel_date',
            'o.total_fen',
            'o.paid_at',
            'o.created_at',
          ])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        eligible(s, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    travellerNames: (orderIds: string[]) => travellerNamesOf(db, orderIds),
    /** An order the caller may see, with whether an active request already holds it (inside the write). */
    async orderForInvoice(trx: Db, orderId: string, s: OrderScope) {
      return trx
        .selectFrom('orders as o')
        .select(['o.id', 'o.corp_id', 'o.order_no', 'o.order_type', 'o.order_status', 'o.title', 'o.total_fen'])
        .select((eb) =>
          eb
            .selectFrom('invoice_request_orders as r')
            .select('r.invoice_id')
            .whereRef('r.order_id', '=', 'o.id')
            .whereRef('r.corp_id', '=', 'o.corp_id')
            .where('r.active', '=', 1)
            .limit(1)
            .as('held_by'),
        )
        .where('o.id', '=', orderId)
        .where((eb) => orderInScope(eb, s))
        .executeTakeFirst();
    },
    async address(corpId: string, empId: string, id: string, on: Db = db) {
      return on
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
    },

    /** An active employee (the holder of a download token). */
    async activeEmployee(corpId: string, empId: string) {
      return db
        .selectFrom('employees')
        .select([
          'id',
          'corp_id',
          'dept_id',
          'name',
          'book_range',
          'is_admin',
          'if_booker',
          'if_approver',
          'is_director',
        ])
        .where('id', '=', empId)
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
    },

    // Requests --------------------------------------------------------------------------------------------------
    async insertRequest(
      trx: Db,
      request: InvoiceRequestsTable,
      orders: InvoiceRequestOrdersTable[],
      delivery: InvoiceDeliveriesTable | null,
    ): Promise<boolean> {
      const written = await trx
        .insertInto('invoice_requests')
        .values(request)
        .onConflict((oc) => oc.column('kp_no').doNothing())
        .executeTakeFirst();
      // Its number was already given out (by another instance): nothing written, the caller draws another.
      if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await trx.insertInto('invoice_request_orders').values(orders).execute();
      if (delivery) await trx.insertInto('invoice_deliveries').values(delivery).execute();
      return true;
    },
    /** A request the caller may see (inside a write: pass its transaction). */
    async request(s: InvoiceScope, id: string, trx: Db = db) {
      return requests(s, {}, trx).selectAll('i').where('i.id', '=', id).executeTakeFirst();
    },
    async requestById(trx: Db, id: string) {
      return trx.selectFrom('invoice_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async requestOrders(trx: Db, invoiceId: string) {
      return trx
        .selectFrom('invoice_request_orders')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('seq')
        .execute();
    },
    async delivery(trx: Db, invoiceId: string) {
      return trx.selectFrom('invoice_deliveries').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
    },
    async deliveryByTracking(s: InvoiceScope, trackingNo: string) {
      let q = db
        .selectFrom('invoice_deliveries as d')
        .innerJoin('invoice_requests as i', 'i.id', 'd.invoice_id')
        .select('d.invoice_id')
        .where('d.corp_id', '=', s.corpId)
        .where('d.tracking_no', '=', trackingNo);
      if (s.scope === 1) q = q.where('i.emp_id', '=', s.empId);
      if (s.scope === 2) q = q.where((eb) => eb.or([eb('i.emp_id', '=', s.empId), eb('i.dept_id', '=', s.deptId)]));
      return q.executeTakeFirst();
    },
    async list(s: InvoiceScope, f: InvoiceListFilter, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        requests(s, f)
          .leftJoin('invoice_deliveries as d', 'd.invoice_id', 'i.id')
          .selectAll('i')
          .select(['d.courier_company', 'd.tracking_no'])
          .select((eb) =>
            eb
              .selectFrom('invoice_request_orders as r')
              .select((e) => e.fn.countAll<number>().as('c'))
              .whereRef('r.invoice_id', '=', 'i.id')
              .as('order_count'),
          )
          .select((eb) =>
            eb
              .selectFrom('invoice_request_orders as r')
              .select('r.order_no')
              .whereRef('r.invoice_id', '=', 'i.id')
              .orderBy('r.seq')
              .limit(1)
              .as('first_order_no'),
          )
          .orderBy('i.created_at', 'desc')
          .orderBy('i.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        requests(s, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** Updates a request still in `status`; false when it moved on meanwhile. */
    async updateRequestIf(
      trx: Db,
      id: string,
      status: string,
      values: Partial<InvoiceRequestsTable>,
    ): Promise<boolean> {
      const r = await trx
        .updateTable('invoice_requests')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', status)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async updateDelivery(trx: Db, invoiceId: string, values: Partial<InvoiceDeliveriesTable>): Promise<void> {
      await trx.updateTable('invoice_deliveries').set(values).where('invoice_id', '=', invoiceId).execute();
    },
  };
}

export type InvoiceRepository = ReturnType<typeof invoiceRepository>;
