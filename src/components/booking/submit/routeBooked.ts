/**
 * The booking call refused because the trip request's leg was booked meanwhile (SPEC §5 'This trip has already been
 * booked, continue?'): the server answers code 2 with the question as its tips. Product-neutral; an adapter's `book`
 * turns it into the pipeline's `routeBooked` answer.
 */
import { ApiError } from '../../../api/transport';

export function isRouteBookedRefusal(e: unknown, question: string): boolean {
  return e instanceof ApiError && e.kind === 'code' && e.code === 2 && e.tips.trim() === question.trim();
}
