import {
  ORDER_TYPE,
  QUERY_ROUTES,
  REFUND_APPLY_ROUTES,
  hotelQueryRoute,
  isIntlRefundBlocked,
  isRealTimeCar,
  orderDetailTarget,
} from '../../../src/domain';

const q = (orderType: number) => ({ orderId: 'A1', orderType: String(orderType) });

describe('SPEC §2 order-detail targets by order type', () => {
  it.each([
    [11001, '/tk/tkOrderDetail'],
    [11002, '/tk/tkRefundDetail'],
    [11003, '/tk/tkChangeDetail'],
    [11004, '/tk/tkOrderDetail'],
    [11005, '/tk/tkRefundDetail'],
    [11006, '/tk/tkChangeDetail'],
    [11007, '/ht/htOrder/htOrderDetail'],
    [11008, '/ht/htOrder/htRefundDetail'],
    [11009, '/tr/OrderDetail'],
    [11010, '/tr/RefundDetail'],
    [11011, '/tr/ChangeDetail'],
    [20031, '/tr/trBenthOrderDetail'],
    [11015, '/insurance/InOrderDetail'],
    [11027, '/insurance/InRefundOrderDetail'],
    [11018, '/car/carOrderDetail'],
    [11023, '/visa/OrderDetail'],
    [11028, '/restRoom/order'],
    [11029, '/fastCheck/order'],
    [11030, '/checkIn/order'],
    [11031, '/guestPass/order'],
    [11097, '/otherOrderDetail'],
  ])('order type %i opens %s with orderId and orderType', (orderType, url) => {
    expect(orderDetailTarget({ id: 'A1', orderType })).toEqual({ url, query: q(orderType) });
  });

  it('train: transfer order (transferFlag 1) and berth variant', () => {
    expect(orderDetailTarget({ id: 'A1', orderType: 11009, transferFlag: 1 })?.url).toBe('/tr/trSferOrderDetail');
    expect(orderDetailTarget({ id: 'A1', orderType: 11009, transferFlag: 0 })?.url).toBe('/tr/OrderDetail');
    expect(orderDetailTarget({ id: 'A1', orderType: 11009, isBerth: true })?.url).toBe('/tr/trBenthOrderDetail');
    expect(orderDetailTarget({ id: 'A1', orderType: 11009, isBerth: true, transferFlag: 1 })?.url).toBe(
      '/tr/trBenthOrderDetail',
    );
    // transferFlag only matters for the train order itself.
    expect(orderDetailTarget({ id: 'A1', orderType: 11010, transferFlag: 1 })?.url).toBe('/tr/RefundDetail');
  });

  it('real-time car: order type 10906, product type 8, status 0 to 5 → /car/carJsycDetail/{id}', () => {
    for (let status = 0; status <= 5; status += 1) {
      expect(orderDetailTarget({ id: 'C9', orderType: 10906, productType: 8, orderStatus: status })).toEqual({
        url: '/car/carJsycDetail/C9',
        query: {},
      });
    }
    expect(isRealTimeCar({ orderType: 10906, productType: 8, orderStatus: 6 })).toBe(false);
    expect(isRealTimeCar({ orderType: 10906, productType: 8 })).toBe(false);
    // Providers send numeric strings too.
    expect(isRealTimeCar({ orderType: 10906, productType: '8', orderStatus: '3' })).toBe(true);
    expect(isRealTimeCar({ orderType: 10906, productType: 8, orderStatus: 'issued' })).toBe(false);
    // The order centre lists rides with their named journey stage (SPEC §4): they count as stages 0 to 5.
    expect(isRealTimeCar({ orderType: 10906, productType: 8, orderStatus: 'inService' })).toBe(true);
    expect(isRealTimeCar({ orderType: 10906, productType: 8, orderStatus: 'cancelled' })).toBe(false);
    expect(isRealTimeCar({ orderType: 10906, productType: 8, orderStatus: 1.5 })).toBe(false);
    expect(isRealTimeCar({ orderType: 10906, productType: 7, orderStatus: 1 })).toBe(false);
    expect(isRealTimeCar({ orderType: 11018, productType: 8, orderStatus: 1 })).toBe(false);
    expect(orderDetailTarget({ id: 'C9', orderType: 10906, productType: 8, orderStatus: 6 })?.url).toBe(
      '/car/carOrderDetail',
    );
  });

  it('trip opens /tripDetail?ccsqdId={id}; travel opens /travel/travelOrder/travelOrderDetail/{id}', () => {
    expect(orderDetailTarget({ id: 'T7', orderType: ORDER_TYPE.trip })).toEqual({
      url: '/tripDetail',
      query: { ccsqdId: 'T7' },
    });
    expect(orderDetailTarget({ id: 'T7', orderType: ORDER_TYPE.travel })).toEqual({
      url: '/travel/travelOrder/travelOrderDetail/T7',
      query: {},
    });
  });

  it('encodes path ids and returns null for unknown order types', () => {
    expect(orderDetailTarget({ id: 'a/b c', orderType: 11032 })?.url).toBe(
      '/travel/travelOrder/travelOrderDetail/a%2Fb%20c',
    );
    expect(orderDetailTarget({ id: 'A1', orderType: 12345 })).toBeNull();
    expect(orderDetailTarget({ id: 'A1', orderType: 0 })).toBeNull();
  });

  it('every ORDER_TYPE has a target', () => {
    for (const code of Object.values(ORDER_TYPE))
      expect(orderDetailTarget({ id: '1', orderType: code })).not.toBeNull();
  });
});

describe('SPEC §2 refund/change apply and query screens', () => {
  it('lists the apply screens', () => {
    expect(REFUND_APPLY_ROUTES).toEqual({
      flightRefund: '/tk/tkRefundApply',
      flightChange: '/tk/tkChangeApply',
      trainRefund: '/tr/ApplyRefund',
      trainChange: '/tr/ApplyAlter',
      hotelRefund: '/ht/htOrder/htRefund',
    });
  });

  it('lists the query screens; hotel depends on the hotel version (default 2, SPEC §6)', () => {
    expect(QUERY_ROUTES.flight).toBe('/tk/tkQuery');
    expect(QUERY_ROUTES.train).toBe('/tr/trQuery');
    expect(QUERY_ROUTES.car).toBe('/car/carQuery');
    expect(QUERY_ROUTES.visa).toBe('/visa');
    expect(hotelQueryRoute(1)).toBe('/ht/htQuery');
    expect(hotelQueryRoute('1')).toBe('/ht/htQuery');
    expect(hotelQueryRoute(2)).toBe('/htV2/htQuery');
    expect(hotelQueryRoute(undefined)).toBe('/htV2/htQuery');
    expect(hotelQueryRoute('')).toBe('/htV2/htQuery');
  });
});

describe('SPEC §5 international refund block', () => {
  it('order type 11004 cannot be refunded or changed online', () => {
    expect(isIntlRefundBlocked(11004)).toBe(true);
    expect(isIntlRefundBlocked(11001)).toBe(false);
    expect(isIntlRefundBlocked(11009)).toBe(false);
  });
});
