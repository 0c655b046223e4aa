/**
 * The order action bar stays one row (issue 15): the labels' estimated widths decide how many buttons stand in the
 * row; the others, in order, go behind "more", and the last (primary) ones stay.
 */
import {
  buttonEm,
  labelEm,
  MAX_INLINE_ACTIONS,
  ROW_EM,
  splitActions,
} from '../../../src/components/order/actionOverflow';

const same = (s: string) => s;

describe('label widths', () => {
  it('counts CJK characters as one em and Latin ones as half', () => {
    expect(labelEm('去支付')).toBe(3);
    expect(labelEm('Pay')).toBe(1.5);
    expect(labelEm('E-mail itinerary')).toBe(8);
  });

  it('gives every button at least the minimum width (176 design px at 28px text)', () => {
    expect(buttonEm('去支付')).toBeCloseTo(176 / 28);
    expect(buttonEm('发送行程单')).toBe(7);
    expect(ROW_EM).toBeCloseTo(702 / 28);
  });
});

describe('splitActions', () => {
  it('keeps the actions that fit in the row', () => {
    expect(splitActions([], same, '更多')).toEqual({ inline: [], more: [] });
    expect(splitActions(['取消订单', '去支付'], same, '更多').more).toEqual([]);
    expect(splitActions(['发送行程单', '改签', '退票'], same, '更多').more).toEqual([]);
    expect(splitActions(['Cancel order', 'Pay'], same, 'More').more).toEqual([]);
  });

  it('moves what does not fit behind "more": the flight order in English would need two rows', () => {
    expect(splitActions(['E-mail itinerary', 'Change flight', 'Refund ticket'], same, 'More')).toEqual({
      inline: ['Change flight', 'Refund ticket'],
      more: ['E-mail itinerary'],
    });
  });

  it(`never puts more than ${MAX_INLINE_ACTIONS} buttons in the row, "more" included`, () => {
    expect(splitActions(['取消订单', '发送行程单', '申请变更', '申请退款', '去支付'], same, '更多')).toEqual({
      inline: ['申请退款', '去支付'],
      more: ['取消订单', '发送行程单', '申请变更'],
    });
    expect(splitActions(['a', 'b', 'c', 'd'], same, '…').inline).toEqual(['c', 'd']);
  });

  it('keeps at least the primary action in the row, however long the labels', () => {
    const long = 'A very long label that cannot fit anywhere near';
    expect(splitActions([long, long + '!'], same, 'More')).toEqual({ inline: [long + '!'], more: [long] });
  });
});
