import { cancelPenaltyFen, cancelRuleState, refundFen } from '../../../src/domain/hotel/cancellation';
import { chinaDayStartMs } from '../../../src/domain/time';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (day: string, h: number, m = 0, s = 0): number => chinaDayStartMs(day) + h * HOUR + m * MINUTE + s * 1000;
const limited = { kind: 'limited' as const, freeUntil: '2026-03-10 18:00', penalty: 300 };
// Two nights of one room, fen.
const NIGHTS = [30000, 40000];

describe('SPEC §5 hotel cancellation rules', () => {
  it('free plans cost nothing at any time', () => {
    const free = { kind: 'free' as const, freeUntil: '', penalty: 0 };
    expect(cancelRuleState(free, at('2026-03-12', 9))).toBe('free');
    expect(cancelPenaltyFen(free, NIGHTS, 2, at('2026-03-12', 9))).toBe(0);
  });

  it('limited plans are free until the deadline minute, China time', () => {
    expect(cancelRuleState(limited, at('2026-03-10', 17, 59))).toBe('free');
    expect(cancelRuleState(limited, at('2026-03-10', 18, 0))).toBe('free');
    expect(cancelRuleState(limited, at('2026-03-10', 18, 0, 59))).toBe('free');
    expect(cancelRuleState(limited, at('2026-03-10', 18, 1))).toBe('penalty');
    // 10:01 UTC is 18:01 China time.
    expect(cancelRuleState(limited, Date.UTC(2026, 2, 10, 10, 1))).toBe('penalty');
  });

  it('after the deadline costs the first night of every room', () => {
    expect(cancelPenaltyFen(limited, NIGHTS, 2, at('2026-03-10', 18, 0))).toBe(0);
    expect(cancelPenaltyFen(limited, NIGHTS, 2, at('2026-03-10', 18, 1))).toBe(60000);
    expect(cancelPenaltyFen(limited, NIGHTS, 1, at('2026-03-10', 18, 1))).toBe(30000);
  });

  it('never charges more than was paid', () => {
    expect(cancelPenaltyFen(limited, [30000], 1, at('2026-03-11', 9))).toBe(30000);
    expect(cancelPenaltyFen(limited, [], 2, at('2026-03-11', 9))).toBe(0);
    expect(cancelPenaltyFen(limited, [30000, 20000], 0, at('2026-03-11', 9))).toBe(0);
  });

  it('non-cancellable plans keep everything paid', () => {
    const none = { kind: 'none' as const, freeUntil: '', penalty: 0 };
    expect(cancelRuleState(none, at('2026-03-01', 9))).toBe('none');
    expect(cancelPenaltyFen(none, NIGHTS, 2, at('2026-03-01', 9))).toBe(140000);
  });

  it('a limited rule without a readable deadline counts as past it', () => {
    expect(cancelRuleState({ kind: 'limited', freeUntil: '', penalty: 0 }, at('2026-03-01', 9))).toBe('penalty');
  });

  it('refunds what was paid less the penalty, never below 0', () => {
    expect(refundFen(NIGHTS, 2, 60000)).toBe(80000);
    expect(refundFen(NIGHTS, 2, 0)).toBe(140000);
    expect(refundFen(NIGHTS, 1, 100000)).toBe(0);
    expect(refundFen([30000], 1, -5)).toBe(30000);
  });
});
