/**
 * Issue 17: /allorder's first chunk carries the order action bar's texts as their own small part (payActions), not the
 * whole pay dictionary; the bar and its sheets still have every text they show.
 */
test('the order action bar and its sheets load their texts without the pay dictionary', () => {
  jest.isolateModules(() => {
    jest.doMock('../../../src/i18n/parts/pay', () => {
      throw new Error('the order action bar loaded the whole pay dictionary');
    });
    const i18n = jest.requireActual<typeof import('../../../src/i18n')>('../../../src/i18n');
    jest.requireActual('../../../src/pages/allorder/RowActions');
    jest.requireActual('../../../src/components/order/OrderActionSheets');
    for (const key of [
      'pay.order.actions.label',
      'pay.order.actions.more',
      'pay.order.actions.pay',
      'pay.order.cancel.title',
      'pay.order.cancel.done',
      'pay.order.resend.send',
    ] as const) {
      expect([key, i18n.hasKey(key), i18n.translate('en-US', key) !== key]).toEqual([key, true, true]);
    }
  });
});
