/**
 * Where a waitlist order stands, as the result screen shows it (SPEC §4 ticket grabbing: submitted, then succeeds or
 * fails; on failure a full refund): the step reached of submitted → paid → grabbing → result and the outcome.
 */
import type { BenchOrderDetail } from '../../../api/contract/trainBench';

export type BenchPhase = 'awaitingPayment' | 'grabbing' | 'secured' | 'issued' | 'failed' | 'cancelled';

export function benchPhase(order: Pick<BenchOrderDetail, 'orderStatus'>): BenchPhase {
  switch (order.orderStatus) {
    case 'awaitingPayment':
      return 'awaitingPayment';
    case 'paid':
    case 'grabbing':
      return 'grabbing';
    case 'seatSecured':
      return 'secured';
    case 'issued':
    case 'completed':
      return 'issued';
    case 'refunded':
      return 'failed';
    default:
      return 'cancelled';
  }
}

/** Steps done (1 submitted … 4 result). */
export function stepsDone(phase: BenchPhase): number {
  if (phase === 'awaitingPayment' || phase === 'cancelled') return 1;
  if (phase === 'grabbing') return 3;
  return 4;
}

/** The result screen keeps reading the order while the grab runs. */
export function isGrabbing(order: Pick<BenchOrderDetail, 'orderStatus'>): boolean {
  const phase = benchPhase(order);
  return phase === 'grabbing' || phase === 'secured';
}

/** Poll every 2 s while grabbing, for at most 5 minutes (the result comes within 3, SPEC §9). */
export const BENCH_POLL = { intervalMs: 2000, timeoutMs: 5 * 60_000 } as const;
