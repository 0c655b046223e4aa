/**
 * SQL of domestic flights: seat inventory (the supplier kit's, never oversold), flight orders with their segments
 * and passengers, travel standards, the three-party-agreement whitelist. Reads of orders are scoped by company and
 * booking scope (SPEC §6), like the order centre.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FlightStandard } from '../../../../src/domain/flightPolicy';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';
import { DEAD_STATUSES, bookedOrTravelling, liveTripOf } from '../orders/tripConditions';
import { inventoryChanged } from './searchCache';
import { preparedInsert, preparedQuery } from '../../db/prepared';
import * as inventory from '../../suppliers/kit/inventory';
import { SEAT_PRODUCT, seatKey } from '../../suppliers/flight';
import type { BookingEmployee } from '../booking/repository';
import type { ApprovalAttributes } from '../approval/repository';
import type { FlightOrdersTable, FlightPassengersTable, FlightRangesTable, XyhWhitelistTable } from './tables';

type Db = Kysely<Database>;

// The booking's statements, prepared once (db/prepared.ts): building them cost more CPU than running them.
const insertFlightOrders = preparedInsert('flight_orders');
const insertFlightRanges = preparedInsert('flight_ranges');
const insertFlightPassengers = preparedInsert('flight_passengers');

/**
 * The company's valid employees of `empIds` with their rank and flight standard joined: what the standards read, the
 * booking's staff read and the search's inputs read (searchInputs.ts) each select their columns from.
 */
export function staffWithStandards(db: Db, v: { corpId: string; empIds: readonly string[] }) {
  // is_valid as a literal, not a parameter: a parameter compared with the condition of a partial index
  // (employees_corp_phone_active, is_valid = 1) makes SQLite prepare the statement again on every run.
  return db
    .selectFrom('employees as e')
    .leftJoin('ranks as r', 'r.id', 'e.rank_id')
    .leftJoin('flight_standards as s', 's.rank_id', 'e.rank_id')
    .where('e.corp_id', '=', v.corpId)
    .where('e.is_valid', '=', sql.lit(1))
    .where('e.id', 'in', v.empIds);
}

/** The columns of a traveller's flight standard ({@link StandardRow}), for every read through {@link staffWithStandards}. */
export const STANDARD_COLUMNS = [
  'e.id',
  'e.name',
  'e.dept_id',
  'r.name as rank_name',
  'r.en_name as rank_en_name',
  's.cabin_classes',
  's.max_discount_pct',
  's.advance_days',
  's.lowest_fare_window_min',
] as const;

const standardsQuery = preparedQuery((db: Db, v: { corpId: string; empIds: readonly string[] }) =>
  staffWithStandards(db, v).select(STANDARD_COLUMNS),
);

/** {@link standardsQuery} with the columns the booking kit reads of the booker and travellers (BookingEmployee). */
const bookingStaffQuery = preparedQuery((db: Db, v: { corpId: string; empIds: readonly string[] }) =>
  staffWithStandards(db, v).select([
    ...STANDARD_COLUMNS,
    'e.corp_id',
    'e.phone',
    'e.book_range',
    'e.book_outside',
    'e.approval_mode',
  ]),
);

/** `flightNos[i]` departs on `dates[i]`. */
type DuplicateValues = {
  corpId: string;
  flightNos: readonly string[];
  dates: readonly string[];
  empIds: readonly string[];
  names: readonly string[];
};

/**
 * One SELECT per booked flight, joined by UNION ALL (issue 17): each finds its flight's ranges on the index
 * flight_ranges_flight (company, flight, day). Asked as one OR of (flight, day) pairs, SQLite searched that index by
 * company alone, reading every flight range of the company: ~200 µs and growing with the company's bookings,
 * against ~20 µs.
 */
const duplicatesQuery = preparedQuery((db: Db, v: DuplicateValues) => {
  const forFlight = (flightNo: string, date: string) =>
    db
      .selectFrom('flight_ranges as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('flight_passengers as p', 'p.order_id', 'r.order_id')
      .select([
        'o.id as order_id',
        'o.order_no',
        'p.psg_name',
        'r.flight_no',
        'r.dep_at',
        'r.dep_date',
        'o.created_at as created_at',
      ])
      .where('r.corp_id', '=', v.corpId)
      .where('r.flight_no', '=', flightNo)
      .where('r.dep_date', '=', date)
      .where('o.corp_id', '=', v.corpId)
      .where('r.status', '=', 'active')
      .where('o.order_status', 'not in', [...DEAD_STATUSES])
      .where((eb) => {
        const who = [];
        if (v.empIds.length > 0) who.push(eb('p.emp_id', 'in', v.empIds));
        if (v.names.length > 0) who.push(eb('p.psg_name', 'in', v.names));
        return eb.or(who);
      });
  const [first, ...rest] = v.flightNos.map((no, i) => forFlight(no, v.dates[i] as string));
  if (!first) throw new Error('duplicates of no flight');
  // The order of the result columns (a compound query orders by its own columns only).
  return rest
    .reduce((q, next) => q.unionAll(next), first)
    .orderBy('created_at')
    .orderBy('order_id');
});

/** Who may read an order: the shared booking scope of src/modules/orders/scopeRepository.ts. */
export type ReadScope = OrderScope;

export interface StandardRow {
  empId: string;
  name: string;
  deptId: string;
  rankName: string;
  rankEnName: string;
  standard: FlightStandard | null;
}

function standardRow(r: {
  id: string;
  name: string;
  dept_id: string;
  rank_name: string | null;
  rank_en_name: string | null;
  cabin_classes: string | null;
  max_discount_pct: number | null;
  advance_days: number | null;
  lowest_fare_window_min: number | null;
}): StandardRow {
  return {
    empId: r.id,
    name: r.name,
    deptId: r.dept_id,
    rankName: r.rank_name ?? '',
    rankEnName: r.rank_en_name ?? '',
    standard: toStandard(r),
  };
}

/** The flight standard of a rank's row (null: the rank has none). */
export function toStandard(r: {
  cabin_classes: string | null;
  max_discount_pct: number | null;
  advance_days: number | null;
  lowest_fare_window_min: number | null;
}): FlightStandard | null {
  if (r.cabin_classes === null) return null;
  return {
    cabinClasses: r.cabin_classes
      .split(',')
      .map((c) => c.trim())
      .filter((c): c is 'Y' | 'C' | 'F' => c === 'Y' || c === 'C' || c === 'F'),
    maxDiscount: Number(r.max_discount_pct ?? 100),
    advanceDays: Number(r.advance_days ?? 0),
    lowestFareWindowMin: Number(r.lowest_fare_window_min ?? 0),
  };
}

export interface InventoryKey {
  flightNo: string;
  date: string;
  cabinCode: string;
}

/**
 * One repository object per database or transaction: a booking asks for it about five times, and each call built
 * the object and its twenty-odd methods again (issue 17, allocations per booking).
 */
const repositories = new WeakMap<Db, ReturnType<typeof makeFlightRepository>>();

export function flightRepository(db: Db) {
  let repo = repositories.get(db);
  if (!repo) {
    repo = makeFlightRepository(db);
    repositories.set(db, repo);
  }
  return repo;
}

function makeFlightRepository(db: Db) {
  return {
    /** Seats sold per `${flightNo}|${date}|${cabinCode}` for the given flights and days. */
    async sold(flights: readonly { flightNo: string; date: string }[]): Promise<Map<string, number>> {
      // The kit's keys are `${item}|${day}|${class}`: the same for flights.
      return inventory.soldMap(
        db,
        SEAT_PRODUCT,
        flights.map((f) => f.date),
        flights.map((f) => f.flightNo),
      );
    },

    /**
     * Takes `n` seats of a booking class through the supplier kit's inventory (one conditional statement:
     * concurrent bookings can never sell more than the capacity). False when too few are left. The airports are
     * not stored (the kit keys stock by flight, day and class).
     */
    async reserve(
      k: InventoryKey & { depAirport: string; arrAirport: string; capacity: number },
      n: number,
      nowMs: number,
    ): Promise<boolean> {
      const ok = await inventory.reserve(db, seatKey(k.flightNo, k.date, k.cabinCode), n, k.capacity, nowMs);
      inventoryChanged(k.flightNo, k.date);
      return ok;
    },

    /** Gives `n` seats back (never below zero). */
    async release(k: InventoryKey, n: number, nowMs: number): Promise<void> {
      await inventory.release(db, seatKey(k.flightNo, k.date, k.cabinCode), n, nowMs);
      inventoryChanged(k.flightNo, k.date);
    },

    /** Employees of the company with their rank and flight standard (null: no standard). */
    async standards(corpId: string, empIds: readonly string[]): Promise<Map<string, StandardRow>> {
      const out = new Map<string, StandardRow>();
      if (empIds.length === 0) return out;
      const rows = await standardsQuery.all(db, { corpId, empIds: [...new Set(empIds)] });
      for (const r of rows) out.set(r.id, standardRow(r));
      return out;
    },

    /**
     * The active employees of the company among `empIds` as the booking kit reads them (resolvePassengers' staff),
     * their {@link standards} and their approval attributes (the approval decision's), in ONE statement: a flight
     * booking needs all three of the same people.
     */
    async bookingStaff(
      corpId: string,
      empIds: readonly string[],
    ): Promise<{
      employees: BookingEmployee[];
      standards: Map<string, StandardRow>;
      approval: Map<string, ApprovalAttributes>;
    }> {
      const rows = await bookingStaffQuery.all(db, { corpId, empIds: [...new Set(empIds)] });
      const employees: BookingEmployee[] = [];
      const standards = new Map<string, StandardRow>();
      const approval = new Map<string, ApprovalAttributes>();
      for (const r of rows) {
        approval.set(r.id, { id: r.id, dept_id: r.dept_id, approval_mode: Number(r.approval_mode) });
        employees.push({
          id: r.id,
          corp_id: r.corp_id,
          dept_id: r.dept_id,
          name: r.name,
          phone: r.phone,
          book_range: r.book_range,
          book_outside: r.book_outside,
        });
        standards.set(r.id, standardRow(r));
      }
      return { employees, standards, approval };
    },

    /**
     * Live orders of the company with a segment on one of these flights (same number and day) and a passenger who is
     * one of the employees or carries one of the names.
     */
    async duplicates(
      corpId: string,
      flights: readonly { flightNo: string; date: string }[],
      empIds: readonly string[],
      names: readonly string[],
    ) {
      if (flights.length === 0 || (empIds.length === 0 && names.length === 0)) return [];
      return duplicatesQuery.all(db, {
        corpId,
        flightNos: flights.map((f) => f.flightNo),
        dates: flights.map((f) => f.date),
        empIds: [...empIds],
        names: [...names],
      });
    },

    /** Three-party agreement whitelist of the company for these airlines. */
    async whitelist(corpId: string, airlines: readonly string[]) {
      if (airlines.length === 0) return [];
      return db
        .selectFrom('xyh_whitelist')
        .select(['airline_code', 'psg_name', 'idno'])
        .where('corp_id', '=', corpId)
        .where('airline_code', 'in', [...airlines])
        .execute();
    },

    /** Whether any company has a whitelist row (the demo seed fills an empty table only). */
    async anyWhitelisted(): Promise<boolean> {
      return !!(await db.selectFrom('xyh_whitelist').select('id').limit(1).executeTakeFirst());
    },

    /** The names and ID-card numbers of these employees of the company (the demo whitelist). */
    async idCards(corpId: string, empIds: readonly string[]) {
      return db
        .selectFrom('employee_documents as d')
        .innerJoin('employees as e', 'e.id', 'd.emp_id')
        .select(['e.name', 'd.id_no'])
        .where('e.corp_id', '=', corpId)
        .where('e.id', 'in', [...empIds])
        .where('d.id_type', '=', 'ID')
        .execute();
    },

    async insertWhitelist(rows: readonly Insertable<XyhWhitelistTable>[]): Promise<void> {
      await db
        .insertInto('xyh_whitelist')
        .values([...rows])
        .execute();
    },

    /** A flight order the caller may see (company + booking scope); undefined otherwise. */
    async orderInScope(orderId: string, s: ReadScope) {
      return db
        .selectFrom('orders as o')
        .innerJoin('flight_orders as f', 'f.order_id', 'o.id')
        .selectAll('o')
        .select([
          'f.trip_type',
          'f.price_json',
          'f.send_mode',
          'f.reci_pient',
          'f.reci_phone',
          'f.reci_addr',
          'f.order_from',
          'f.route_id',
          'f.violations_json',
        ])
        .where('o.id', '=', orderId)
        .where('o.order_type', '=', ORDER_TYPE.flight)
        .where((eb) => orderInScope(eb, s))
        .executeTakeFirst();
    },

    async ranges(orderId: string) {
      return db.selectFrom('flight_ranges').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
    },

    /** The flight part of a new order (the shared `orders` row is written by orders/creation.ts). */
    async insertFlightOrder(row: Insertable<FlightOrdersTable>): Promise<void> {
      await insertFlightOrders(db, [row]);
    },

    async insertRanges(rows: readonly Insertable<FlightRangesTable>[]): Promise<void> {
      await insertFlightRanges(db, rows);
    },

    async insertPassengers(rows: readonly Insertable<FlightPassengersTable>[]): Promise<void> {
      await insertFlightPassengers(db, rows);
    },

    /** Marks an order's active segments released (their seats were given back). */
    async markRangesReleased(orderId: string): Promise<void> {
      await db
        .updateTable('flight_ranges')
        .set({ status: 'released' })
        .where('order_id', '=', orderId)
        .where('status', '=', 'active')
        .execute();
    },

    /** An order's passengers in booking order, with the document of their traveller row (same seq). */
    async passengers(orderId: string) {
      return db
        .selectFrom('flight_passengers as p')
        .leftJoin('order_travellers as t', (j) => j.onRef('t.order_id', '=', 'p.order_id').onRef('t.seq', '=', 'p.seq'))
        .selectAll('p')
        .select((eb) => [
          eb.fn.coalesce('t.id_type', eb.val('')).as('id_type'),
          eb.fn.coalesce('t.idno', eb.val('')).as('idno'),
        ])
        .where('p.order_id', '=', orderId)
        .orderBy('p.seq')
        .execute();
    },

    /** The passengers to ticket, in booking order. */
    async ticketPassengers(orderId: string) {
      return db
        .selectFrom('flight_passengers')
        .select(['id', 'ticket_no'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    async setTicketNo(psgId: string, ticketNo: string): Promise<void> {
      await db.updateTable('flight_passengers').set({ ticket_no: ticketNo }).where('id', '=', psgId).execute();
    },

    /** The flight snapshot (JSON) of the order's first segment; undefined when it has none. */
    async firstSegmentSnapshot(orderId: string) {
      return db
        .selectFrom('flight_ranges')
        .select('flight_json')
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .executeTakeFirst();
    },

    /** The first departure of the order's segments still held (epoch ms), or null. */
    async firstActiveDepartureMs(orderId: string): Promise<number | null> {
      const row = await db
        .selectFrom('flight_ranges')
        .select((eb) => eb.fn.min('dep_at').as('dep_at'))
        .where('order_id', '=', orderId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row?.dep_at == null ? null : Number(row.dep_at);
    },

    /** A flight order of the company with its violation items (the approval subject). */
    async approvalOrder(orderId: string, corpId: string) {
      return db
        .selectFrom('orders as o')
        .innerJoin('flight_orders as f', 'f.order_id', 'o.id')
        .select([
          'o.id',
          'o.corp_id',
          'o.dept_id',
          'o.emp_id',
          'o.order_no',
          'o.title',
          'o.total_fen',
          'f.violations_json',
        ])
        .where('o.id', '=', orderId)
        .where('o.corp_id', '=', corpId)
        .where('o.order_type', '=', ORDER_TYPE.flight)
        .executeTakeFirst();
    },

    /** The order's segments as the approval detail lists them. */
    async approvalSegments(orderId: string) {
      return db
        .selectFrom('flight_ranges')
        .select(['dep_date', 'flight_no', 'cabin_class', 'flight_json'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    /** The order's passengers' names and employees, in booking order. */
    async passengerNames(orderId: string) {
      return db
        .selectFrom('flight_passengers')
        .select(['psg_name', 'emp_id'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },

    /** Active segments departing in [fromMs, toMs) of live orders I booked or travel on. */
    async schedule(corpId: string, empId: string, fromMs: number, toMs: number) {
      return db
        .selectFrom('flight_ranges as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select([
          'o.id as order_id',
          'o.order_no',
          'o.order_status',
          'r.id as range_id',
          'r.flight_no',
          'r.dep_at',
          'r.flight_json',
        ])
        .where((eb) => liveTripOf(eb, corpId))
        .where('r.status', '=', 'active')
        .where('r.dep_at', '>=', fromMs)
        .where('r.dep_at', '<', toMs)
        .where((eb) => bookedOrTravelling(eb, empId))
        .orderBy('r.dep_at')
        .orderBy('r.id')
        .limit(200)
        .execute();
    },
  };
}

export type FlightRepository = ReturnType<typeof flightRepository>;
