/** Server texts of the hotelOrders module (tips, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
  'hotelOrders.product': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelOrders.product': 'Hotel',
};
