/** Policy violation texts the flight answers carry: money in the one format of every screen, in both languages. */
import { violationText } from '../../server/src/modules/flight/texts';

describe('flight policy texts', () => {
  const lowestFare = { code: 'lowestFare', params: { lowestPrice: 1120, price: 1320, windowMin: 60 } } as const;

  it('writes the lowest fare with thousands separator and cents, in Chinese and English', () => {
    expect(violationText('zh-CN', lowestFare)).toBe('未选择前后60分钟内最低价（最低 ¥1,120.00）');
    expect(violationText('en-US', lowestFare)).toBe('Not the lowest fare within ±60 minutes (lowest ¥1,120.00)');
  });

  it('keeps the fen of a price with cents', () => {
    const withCents = { ...lowestFare, params: { ...lowestFare.params, lowestPrice: 990.5 } };
    expect(violationText('en-US', withCents)).toContain('(lowest ¥990.50)');
  });
});
