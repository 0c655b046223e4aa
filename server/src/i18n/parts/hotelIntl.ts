/** Server texts of the international hotel module (shopping and bookGj tips, order titles), zh-CN and en-US key for key. */
export const zh = {
  'hotelIntl.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'hotelIntl.placeholder': 'Placeholder',
};
