/** The car order screens' routes (SPEC §2 Car): order detail, the real-time journey, the route view, the query. */
export const CAR_ORDER_ROUTES = {
  detail: '/car/carOrderDetail',
  ride: '/car/carJsycDetail/:id',
  route: '/car/driving',
  query: '/car/carQuery',
  pay: '/pay/payment',
  tripCars: '/userCenter/tripCarList',
} as const;

/** The journey screen of an order: '/car/carJsycDetail/{id}'. */
export const rideUrl = (orderId: string): string => `/car/carJsycDetail/${encodeURIComponent(orderId)}`;
