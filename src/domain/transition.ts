/** Page transition from the depth indexes of two routes (SPEC §2). */

/** The animation between two routes. */
export type Transition = 'turn-on' | 'turn-off' | 'none';

/** Deeper → 'turn-on', shallower → 'turn-off', equal (or unknown depth) → 'none'. */
export function transitionBetween(fromDepth: number, toDepth: number): Transition {
  if (!Number.isFinite(fromDepth) || !Number.isFinite(toDepth) || fromDepth === toDepth) return 'none';
  return toDepth > fromDepth ? 'turn-on' : 'turn-off';
}
