/** Server texts of the car orders module (booking tips, journey stages, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
  'carOrders.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'carOrders.placeholder': 'Placeholder',
};
