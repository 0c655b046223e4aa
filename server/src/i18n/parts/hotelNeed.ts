/** Server texts of the hotelNeed module (tips, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
  'hotelNeed.product': '酒店',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelNeed.product': 'Hotel',
};
