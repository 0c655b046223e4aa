/** The hotel order screens' routes (SPEC §2 /ht): detail, refund apply, refund submitted, refund detail. */
export const HOTEL_ORDER_ROUTES = {
  detail: '/ht/htOrder/htOrderDetail',
  refund: '/ht/htOrder/htRefund',
  refundComplete: '/ht/htRefundComplete',
  refundDetail: '/ht/htOrder/htRefundDetail',
} as const;
