/**
 * Texts of the host shell chrome (offline banner, app-shell back button). `en` must have exactly the keys of
 * `zh` (the type enforces it); keys start with 'shell.'. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'shell.offline': '网络已断开，请检查网络设置',
  'shell.offlineHint': '恢复连接后可继续操作',
  'shell.exitHint': '再按一次退出应用',
  'shell.home': '返回首页',
  'shell.chunkFailed': '页面加载失败',
  'shell.chunkFailedHint': '网络不畅，请检查网络后重试',
  'shell.retry': '重试',
  'shell.back': '返回',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'shell.offline': 'You are offline. Check your network settings.',
  'shell.offlineHint': 'You can carry on once the connection is back.',
  'shell.exitHint': 'Press back again to exit',
  'shell.home': 'Back to home',
  'shell.chunkFailed': 'The page could not be loaded',
  'shell.chunkFailedHint': 'The connection is poor. Check your network and try again.',
  'shell.retry': 'Retry',
  'shell.back': 'Back',
};

registerTexts(zh, en);
