/** Car luggage (SPEC §9): the standard is a 24-inch case; a larger one counts as 2. */

/** Standard cases the luggage amounts to. */
export function luggageUnits(standard: number, large: number): number {
  return Math.max(0, Math.floor(standard)) + 2 * Math.max(0, Math.floor(large));
}

/** Whether the luggage fits a vehicle class that takes `capacity` standard cases. */
export function luggageFits(standard: number, large: number, capacity: number): boolean {
  return luggageUnits(standard, large) <= capacity;
}
