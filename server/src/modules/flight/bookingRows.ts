/** The flight part of a new order: its booking facts, its segments (with the fare booked) and its passengers. */
import type { Db } from '../../db';
import type { FlightBookRequest } from '../../../../src/api/contract/flight';
import { newId } from '../../lib/crypto';
import type { BookedRows } from '../booking/bookSteps';
import { snapshotOf } from './present';
import { flightRepository } from './repository';
import type { ResolvedFare } from './service';

/** What the booking established, written next to the shared `orders` row. */
export interface FlightRows extends BookedRows {
  req: FlightBookRequest;
  segs: readonly ResolvedFare[];
}

/** Writes flight_orders, flight_ranges and flight_passengers of a new order in `trx`. */
export async function writeFlightRows(trx: Db, r: FlightRows): Promise<void> {
  const { orderId, corpId, req, nowMs } = r;
  const repo = flightRepository(trx);
  await repo.insertFlightOrder({
    order_id: orderId,
    corp_id: corpId,
    trip_type: req.tripType,
    send_mode: req.sendMode ?? 0,
    reci_pient: req.reciPient ?? '',
    reci_phone: req.reciPhone ?? '',
    reci_addr: req.reciAddr ?? '',
    order_from: req.orderFrom ?? '',
    price_json: JSON.stringify(r.price.lines),
    created_at: nowMs,
    route_id: r.routeId,
    violations_json: JSON.stringify(r.violations),
  });
  await repo.insertRanges(
    r.segs.map(({ flight, fare }, seq) => {
      const { seats: _seats, ...bookedFare } = fare;
      return {
        id: newId(nowMs),
        order_id: orderId,
        corp_id: corpId,
        seq,
        flight_no: flight.flightNo,
        dep_date: flight.date,
        cabin_code: fare.cabinCode,
        cabin_class: fare.cabinClass,
        dep_airport: flight.depAirport,
        arr_airport: flight.arrAirport,
        dep_at: flight.depAtMs,
        arr_at: flight.arrAtMs,
        seats: r.seats,
        adult_fare_fen: fare.priceFen,
        class_full_fare_fen: fare.classFullFen,
        construction_fen: flight.constructionFen,
        fuel_fen: flight.fuelFen,
        flight_json: JSON.stringify(snapshotOf(flight)),
        cabin_json: JSON.stringify(bookedFare),
        status: 'active',
        created_at: nowMs,
      };
    }),
  );
  await repo.insertPassengers(
    r.passengers.map((p, seq) => ({
      id: newId(nowMs),
      order_id: orderId,
      corp_id: corpId,
      seq,
      psg_name: p.name,
      psg_type: p.psgType,
      sex: p.input.sex ?? '',
      born: p.input.born ?? '',
      phone: p.phone,
      emp_id: p.empId,
      contacts_id: p.contactsId,
      ticket_no: '',
      ticket_status: '',
      insurance_json: JSON.stringify(
        (r.perPassenger[seq] ?? []).map((x) => ({ bxid: x.id, bxmc: x.name, priceFen: Number(x.price_fen) })),
      ),
      created_at: nowMs,
    })),
  );
}
