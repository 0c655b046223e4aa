/** Server texts of the maps module (SPEC §7 Maps), zh-CN and en-US key for key. */
export const zh = {
  'maps.unavailable': '地图服务暂不可用，请稍后重试',
  'maps.placeNotFound': '未找到该地点',
  'maps.addressNotFound': '未能解析该地址',
  'maps.noRoute': '未能规划路线',
  'maps.cityNotFound': '未找到该城市',
  'maps.ipUnknown': '无法根据IP确定位置',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'maps.unavailable': 'The map service is unavailable. Please try again later',
  'maps.placeNotFound': 'Place not found',
  'maps.addressNotFound': 'The address could not be located',
  'maps.noRoute': 'No route could be planned',
  'maps.cityNotFound': 'City not found',
  'maps.ipUnknown': 'Your position could not be told from your IP address',
};
