/**
 * Train passengers (SPEC §9 child height bands): an adult travels on an adult ticket; a child (by age on the travel
 * date) needs a height band — over 1.5 m an adult ticket, 1.2–1.5 m a child ticket, under 1.2 m free — and the rail
 * passengers' request shape. Pure.
 */
import type { TrainPassengerInput } from '../../../api/contract/train';
import type { BookingTraveller } from '../../../stores/booking';
import { psgTypeOf } from '../../../components/booking/validate';
import { travellerInput } from '../../../components/booking/request';
import { PERSON_TYPE } from '../../../domain/person';
import type { TripBookingFields } from '../../../components/tripRequest/tripRequestStore';

export type HeightBand = 'adult' | 'child' | 'free';

export const HEIGHT_BANDS: readonly HeightBand[] = ['adult', 'child', 'free'];

/** Whether the traveller is a child or infant on the travel date (and so needs a height band). */
export function needsBand(t: Pick<BookingTraveller, 'born'>, travelDate: string): boolean {
  return psgTypeOf(t, travelDate) !== PERSON_TYPE.adult;
}

/** The band a traveller travels on: adults always 'adult'; a child the band chosen, null until chosen. */
export function bandOf(
  t: Pick<BookingTraveller, 'born' | 'key'>,
  travelDate: string,
  chosen: Readonly<Record<string, HeightBand>>,
): HeightBand | null {
  if (!needsBand(t, travelDate)) return 'adult';
  return chosen[t.key] ?? null;
}

/** The passengers as trBookOrder / validOrder take them: the kit's traveller, a child's band, the rail id. */
export function trainPsgList(
  travellers: readonly BookingTraveller[],
  travelDate: string,
  bands: Readonly<Record<string, HeightBand>>,
  clkIds: Readonly<Record<string, string>> = {},
): TrainPassengerInput[] {
  return travellers.map((t) => {
    const input: TrainPassengerInput = travellerInput(t, travelDate);
    const band = bandOf(t, travelDate, bands);
    if (needsBand(t, travelDate) && band) input.heightBand = band;
    const clkId = clkIds[t.key];
    if (clkId) input.clkId = clkId;
    return input;
  });
}

export type { TripBookingFields };
