/**
 * SPEC §2 order-detail targets for trains: the order centre's rows (and the cashier's way back) open the train order
 * screens, which are part of the build — a connection order (transferFlag 1) its own screen.
 */
import { orderDetailTarget } from '../../../src/domain/orderRouting';
import { ORDER_TYPE } from '../../../src/domain/codes';
import { ROUTES } from '../../../src/router/routes';

const built = (url: string) => ROUTES.find((r) => r.url === url)?.built ?? false;

describe('train order rows', () => {
  it('open /tr/OrderDetail, or /tr/trSferOrderDetail for a connection, with the order id', () => {
    expect(orderDetailTarget({ id: 'T1', orderType: ORDER_TYPE.train })).toEqual({
      url: '/tr/OrderDetail',
      query: { orderId: 'T1', orderType: '11009' },
    });
    expect(orderDetailTarget({ id: 'T2', orderType: ORDER_TYPE.train, transferFlag: 1 })?.url).toBe(
      '/tr/trSferOrderDetail',
    );
  });

  it('land on screens of the build', () => {
    for (const url of ['/tr/trEdit', '/tr/trCmp', '/tr/OrderDetail', '/tr/trSferOrderDetail', '/tr/OrderService']) {
      expect([url, built(url)]).toEqual([url, true]);
    }
  });
});
