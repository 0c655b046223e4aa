/** The supplier flights behind fare keys, shared by every read of chosen fares (the cabin page, booking, changes). */
import { invalid } from '../../lib/errors';
import { flightOn, type SupplierFlight } from '../../suppliers/flight';
import { decodeFareKey, type FareKeyParts } from './fareKey';

/** Each key's parts and flight, in order; 'fareInvalid' when a key is forged or its flight or cabin no longer exists. */
export function fareFlights(
  secret: string,
  fareKeys: readonly string[],
): { keys: FareKeyParts[]; flights: SupplierFlight[] } {
  const keys: FareKeyParts[] = [];
  const flights: SupplierFlight[] = [];
  for (const raw of fareKeys) {
    const k = decodeFareKey(secret, raw);
    if (!k) throw invalid('fareInvalid');
    const f = flightOn(k.flightNo, k.date);
    if (!f || !f.fares.some((x) => x.cabinCode === k.cabinCode)) throw invalid('fareInvalid');
    keys.push(k);
    flights.push(f);
  }
  return { keys, flights };
}
