/** The dates a product's calendar and day steps may offer through a trip request (issue 4), product-neutral. */
import type { TripChoice } from './tripRequestStore';

/** Its own bounds narrowed to the choice's window; a window wholly outside them leaves the bounds as they were. */
export function windowBounds(choice: TripChoice | null, min: string, max: string): { min: string; max: string } {
  if (!choice) return { min, max };
  const lo = choice.windowFrom && choice.windowFrom > min ? choice.windowFrom : min;
  const hi = choice.windowTo && choice.windowTo < max ? choice.windowTo : max;
  return lo <= hi ? { min: lo, max: hi } : { min, max };
}
