/**
 * Texts of the maps and location adapter (src/hosts/map) and the map screens. `en` must have exactly the keys of
 * `zh`; keys start with 'map.'. Every host shows a location failure through `locateMessageKey(reason)` so the
 * SPEC §8 wording is one place. Importing this module registers the texts.
 */
import type { LocateFailure } from '../../hosts/location/types';
import { registerTexts } from '../registry';

export const zh = {
  // SPEC §8 native location errors, then the SDK codes -1501 … -1505 in order.
  'map.locate.denied': '定位权限未开启，请在系统设置中允许本应用使用定位',
  'map.locate.unavailable': '无法获取当前位置',
  'map.locate.timeout': '定位超时，请稍后重试',
  'map.locate.unknown': '定位失败，发生未知错误',
  'map.locate.addressParse': '地址解析失败',
  'map.locate.addressFetch': '地址获取失败',
  'map.locate.permission': '定位权限获取失败',
  'map.locate.coordType': '不支持的坐标类型',
  'map.locate.serviceUnavailable': '定位服务不可用',
  'map.locate.title': '定位失败',
  'map.locate.locating': '正在定位…',
  'map.noMapApp': '您的手机未安装高德地图、百度地图或腾讯地图',
  'map.app.amap': '高德地图',
  'map.app.baidu': '百度地图',
  'map.app.tencent': '腾讯地图',
  'map.app.choose': '选择地图应用导航',
  'map.app.cancel': '取消',
  // The interactive map (H5 offline map or provider map).
  'map.view.label': '地图',
  'map.view.loading': '地图加载中…',
  'map.view.failed': '地图加载失败',
  'map.view.retry': '重新加载',
  'map.view.zoomIn': '放大',
  'map.view.zoomOut': '缩小',
  'map.view.recenter': '回到中心',
  'map.view.keyboardHint': '方向键平移，加号和减号缩放',
  'map.view.attribution': '示例底图',
  'map.view.me': '我的位置',
  // H5 place picker (chooseLocation).
  'map.picker.title': '选择位置',
  'map.picker.search': '搜索地点',
  'map.picker.searchPlaceholder': '输入地点、机场、车站',
  'map.picker.searching': '搜索中…',
  'map.picker.empty': '没有找到相关地点',
  'map.picker.confirm': '确定',
  'map.picker.cancel': '取消',
  'map.picker.close': '关闭',
  'map.picker.nearby': '附近地点',
  // /tk/airportBus map section.
  'map.airportBus.title': '机场位置',
  'map.airportBus.airport': '{name}',
  'map.airportBus.myPosition': '显示我的位置',
  'map.airportBus.navigate': '导航去机场',
  'map.airportBus.route': '驾车约{km}公里，约{min}分钟',
  'map.airportBus.routeFailed': '路线规划失败',
  'map.airportBus.noAirport': '未找到该机场的位置',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'map.locate.denied': 'Location access is off. Please allow this app to use your location in the system settings',
  'map.locate.unavailable': 'Your position is unavailable',
  'map.locate.timeout': 'Locating timed out. Please try again later',
  'map.locate.unknown': 'Locating failed with an unknown error',
  'map.locate.addressParse': 'The address could not be parsed',
  'map.locate.addressFetch': 'The address could not be fetched',
  'map.locate.permission': 'Location permission could not be obtained',
  'map.locate.coordType': 'This coordinate type is not supported',
  'map.locate.serviceUnavailable': 'The location service is unavailable',
  'map.locate.title': 'Locating failed',
  'map.locate.locating': 'Locating…',
  'map.noMapApp': 'None of Amap, Baidu Maps or Tencent Maps is installed on your phone',
  'map.app.amap': 'Amap',
  'map.app.baidu': 'Baidu Maps',
  'map.app.tencent': 'Tencent Maps',
  'map.app.choose': 'Navigate with',
  'map.app.cancel': 'Cancel',
  'map.view.label': 'Map',
  'map.view.loading': 'Loading the map…',
  'map.view.failed': 'The map could not be loaded',
  'map.view.retry': 'Reload',
  'map.view.zoomIn': 'Zoom in',
  'map.view.zoomOut': 'Zoom out',
  'map.view.recenter': 'Back to the centre',
  'map.view.keyboardHint': 'Arrow keys pan, plus and minus zoom',
  'map.view.attribution': 'Demo basemap',
  'map.view.me': 'My position',
  'map.picker.title': 'Choose a place',
  'map.picker.search': 'Search places',
  'map.picker.searchPlaceholder': 'Place, airport or station',
  'map.picker.searching': 'Searching…',
  'map.picker.empty': 'No matching places',
  'map.picker.confirm': 'Confirm',
  'map.picker.cancel': 'Cancel',
  'map.picker.close': 'Close',
  'map.picker.nearby': 'Nearby places',
  'map.airportBus.title': 'Airport location',
  'map.airportBus.airport': '{name}',
  'map.airportBus.myPosition': 'Show my position',
  'map.airportBus.navigate': 'Navigate to the airport',
  'map.airportBus.route': 'About {km} km by car, about {min} min',
  'map.airportBus.routeFailed': 'The route could not be planned',
  'map.airportBus.noAirport': 'The airport could not be located',
};

/** Key of the SPEC §8 message for a location failure (typed so a new LocateFailure needs a text). */
export const LOCATE_MESSAGE_KEYS: Readonly<Record<LocateFailure, keyof typeof zh>> = {
  denied: 'map.locate.denied',
  unavailable: 'map.locate.unavailable',
  timeout: 'map.locate.timeout',
  unknown: 'map.locate.unknown',
  addressParse: 'map.locate.addressParse',
  addressFetch: 'map.locate.addressFetch',
  permission: 'map.locate.permission',
  coordType: 'map.locate.coordType',
  serviceUnavailable: 'map.locate.serviceUnavailable',
};

registerTexts(zh, en);
