/**
 * Trains of a waitlist order as the contract shows them, through the train module's presentation (one rule for
 * `isBench` and the seat names everywhere), and the waitlist's own rule of which class takes waitlist orders.
 */
import type { TrainItem } from '../../../../src/api/contract/train';
import type { Locale } from '../../i18n/messages';
import type { RunSeat, TrainRun } from '../../suppliers/train';
import { trainItem } from '../train/present';

export { stationRef } from '../train/present';

/** The policy is not judged again for a waitlist order's candidates (the search showed it when they were chosen). */
const NO_POLICY = { wb: 0, policy: { compliant: true, violations: [] } } as const;

/**
 * A class takes waitlist orders while its train is on sale (not suspended) and it has no seat left; 'no seat'
 * tickets (WZ) are not waitlisted — as the search marks `isBench`.
 */
export function takesWaitlist(run: TrainRun, seat: RunSeat, left: number): boolean {
  return run.saleDateTime === 'reservable' && !run.suspended && left <= 0 && seat.seatType !== 'WZ';
}

/** The run as a TrainItem with live seats per seat key. */
export function toTrainItem(run: TrainRun, left: ReadonlyMap<string, number>, locale: Locale): TrainItem {
  return trainItem(run, left, () => ({ ...NO_POLICY, policy: { ...NO_POLICY.policy, violations: [] } }), locale);
}
