/** Server texts of the car shopping module (estimates, policy, places, flight lookup tips), zh-CN and en-US key for key. */
export const zh = {
  'car.placeholder': '占位',
};

export const en: Record<keyof typeof zh, string> = {
  'car.placeholder': 'Placeholder',
};
