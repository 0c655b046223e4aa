/**
 * Car estimates (SPEC §7 Car): every class answered to the user is saved with its query, price, route and policy
 * verdict under its estimateKey; the booking reads it back within 10 minutes ('estimate expired, query again').
 */
import type {
  CarEstimateRequest,
  CarPlace,
  CarUseType,
  DayRentalPackage,
  LatLng,
} from '../../../../src/api/contract/car';
import type { PolicyViolation } from '../../../../src/api/contract/booking';
import type { Db } from '../../db';
import { carRepository } from './repository';

/** How long an estimate can be booked. */
export const ESTIMATE_TTL_MS = 10 * 60_000;

/** One saved estimate: the query as estimated (places resolved, instant use time = now) and its verdict. */
export interface EstimateSnapshot extends Pick<
  CarEstimateRequest,
  'useType' | 'from' | 'to' | 'useTime' | 'dayPackage' | 'days' | 'flightNo'
> {
  estimateKey: string;
  corpId: string;
  empId: string;
  vehicleTypeId: string;
  priceFen: number;
  distance: number;
  duration: number;
  routePoints: LatLng[];
  wb: 0 | 1 | 2;
  violations: PolicyViolation[];
  createdAt: number;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Saves estimates (one row per class) in the caller's transaction or database. */
export async function saveEstimate(trx: Db, snapshot: EstimateSnapshot | readonly EstimateSnapshot[]): Promise<void> {
  const list = Array.isArray(snapshot) ? (snapshot as readonly EstimateSnapshot[]) : [snapshot as EstimateSnapshot];
  await carRepository(trx).insertEstimates(
    list.map((s) => ({
      id: s.estimateKey,
      corp_id: s.corpId,
      emp_id: s.empId,
      use_type: s.useType,
      vehicle_type_id: s.vehicleTypeId,
      from_json: JSON.stringify(s.from),
      to_json: s.to ? JSON.stringify(s.to) : '',
      use_time: s.useTime,
      day_package: s.dayPackage ?? '',
      days: s.days ?? 0,
      flight_no: s.flightNo ?? '',
      price_fen: s.priceFen,
      distance: s.distance,
      duration: s.duration,
      route_json: JSON.stringify(s.routePoints.map((p) => [round6(p.lat), round6(p.lng)])),
      wb: s.wb,
      violations_json: JSON.stringify(s.violations),
      created_at: s.createdAt,
    })),
  );
}

/** An estimate of the company younger than 10 minutes, else null (unknown, another company's, or expired). */
export async function findEstimate(
  db: Db,
  estimateKey: string,
  corpId: string,
  nowMs: number,
): Promise<EstimateSnapshot | null> {
  const row = await carRepository(db).estimate(estimateKey, corpId);
  if (!row) return null;
  const createdAt = Number(row.created_at);
  if (nowMs - createdAt > ESTIMATE_TTL_MS || nowMs < createdAt - ESTIMATE_TTL_MS) return null;
  const snap: EstimateSnapshot = {
    estimateKey: row.id,
    corpId: row.corp_id,
    empId: row.emp_id,
    useType: Number(row.use_type) as CarUseType,
    vehicleTypeId: row.vehicle_type_id,
    from: JSON.parse(row.from_json) as CarPlace,
    useTime: row.use_time,
    priceFen: Number(row.price_fen),
    distance: Number(row.distance),
    duration: Number(row.duration),
    routePoints: (JSON.parse(row.route_json) as [number, number][]).map(([lat, lng]) => ({ lat, lng })),
    wb: Number(row.wb) as 0 | 1 | 2,
    violations: JSON.parse(row.violations_json) as PolicyViolation[],
    createdAt,
  };
  if (row.to_json) snap.to = JSON.parse(row.to_json) as CarPlace;
  if (row.day_package) snap.dayPackage = row.day_package as DayRentalPackage;
  if (Number(row.days) > 0) snap.days = Number(row.days);
  if (row.flight_no) snap.flightNo = row.flight_no;
  return snap;
}
