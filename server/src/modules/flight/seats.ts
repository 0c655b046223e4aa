/** Seats of a booking: taken in one global order so two bookings never wait on each other, given back when it ends. */
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import { flightRepository } from './repository';
import type { ResolvedFare } from './service';

/** Takes `seats` on every segment (flight, day, class order); refused when one has too few left. */
export async function reserveSeats(
  trx: Db,
  segs: readonly ResolvedFare[],
  seats: number,
  nowMs: number,
): Promise<void> {
  const repo = flightRepository(trx);
  const byInventory = [...segs].sort((x, y) =>
    `${x.flight.flightNo}|${x.flight.date}|${x.fare.cabinCode}`.localeCompare(
      `${y.flight.flightNo}|${y.flight.date}|${y.fare.cabinCode}`,
    ),
  );
  for (const { flight, fare } of byInventory) {
    const ok = await repo.reserve(
      {
        flightNo: flight.flightNo,
        date: flight.date,
        cabinCode: fare.cabinCode,
        depAirport: flight.depAirport,
        arrAirport: flight.arrAirport,
        capacity: fare.capacity,
      },
      seats,
      nowMs,
    );
    if (!ok) throw invalid('seatsInsufficient');
  }
}

/** Gives back the seats of an order's active segments (cancelled or rejected) and marks them released. */
export async function releaseSeats(trx: Db, orderId: string, nowMs: number): Promise<void> {
  const repo = flightRepository(trx);
  const ranges = await repo.ranges(orderId);
  for (const r of ranges) {
    if (r.status !== 'active') continue;
    await repo.release({ flightNo: r.flight_no, date: r.dep_date, cabinCode: r.cabin_code }, Number(r.seats), nowMs);
  }
  await repo.markRangesReleased(orderId);
}
