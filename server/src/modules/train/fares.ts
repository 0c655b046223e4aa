/** Ticket prices by height band (SPEC §9 child height): adults the seat's price, children half, under 1.2 m free. */
import type { Passenger } from '../booking/passengers';

export type HeightBand = 'adult' | 'child' | 'free';

/** A band as sent, else by passenger type (1 adult, 2 child, 3 free: an infant shares a seat). */
export function bandFor(sent: HeightBand | undefined, psgType: number): HeightBand {
  if (sent) return sent;
  return psgType === 1 ? 'adult' : psgType === 2 ? 'child' : 'free';
}

/** The height band of a resolved passenger (its type established by the server from the birth date). */
export function bandOf(p: Passenger): HeightBand {
  return bandFor((p.input as { heightBand?: HeightBand }).heightBand, p.psgType);
}

/** Passenger type of a ticket's fare line: adult, child ticket, or free (shown as the infant line). */
export const fareType = (band: HeightBand): 1 | 2 | 3 => (band === 'adult' ? 1 : band === 'child' ? 2 : 3);

/** Ticket price in fen: the full fare, half of it for a child (to half a yuan), nothing for a free child. */
export function ticketFen(priceFen: number, band: HeightBand): number {
  if (band === 'free') return 0;
  if (band === 'child') return Math.round(priceFen / 2 / 50) * 50;
  return priceFen;
}
