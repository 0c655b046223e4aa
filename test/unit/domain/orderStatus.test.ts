import { ORDER_STATUSES, STATUS_GROUPS, groupOf, isOrderStatus } from '../../../src/domain/orderStatus';

describe('ARCHITECTURE §13 / SPEC §4 order status vocabulary', () => {
  it('puts every status in exactly one order-centre tab', () => {
    const seen = new Map<string, number>();
    for (const statuses of Object.values(STATUS_GROUPS)) for (const s of statuses) seen.set(s, (seen.get(s) ?? 0) + 1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(seen.size).toBe(ORDER_STATUSES.length);
  });

  it('groups states, not products', () => {
    expect(groupOf('awaitingPayment')).toBe('toPay');
    expect(groupOf('inApproval')).toBe('approval');
    expect(groupOf('grabbing')).toBe('processing');
    expect(groupOf('checkedOut')).toBe('done');
    expect(groupOf('approvalTerminated')).toBe('closed');
  });

  it('keeps an unknown status visible under in-progress', () => {
    expect(isOrderStatus('teleported')).toBe(false);
    expect(groupOf('teleported')).toBe('processing');
  });
});
