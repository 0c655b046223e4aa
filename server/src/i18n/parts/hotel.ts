/** Server texts of the hotel module (tips, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
  'hotel.product': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotel.product': 'Hotel',
};
