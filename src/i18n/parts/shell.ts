/**
 * Texts of the host shell chrome (offline banner, app-shell back button). `en` must have exactly the keys of
 * `zh` (the type enforces it); keys start with 'shell.'. Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'shell.offline': '网络已断开，请检查网络设置',
  'shell.offlineHint': '恢复连接后可继续操作',
  'shell.exitHint': '再按一次退出应用',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'shell.offline': 'You are offline. Check your network settings.',
  'shell.offlineHint': 'You can carry on once the connection is back.',
  'shell.exitHint': 'Press back again to exit',
};

registerTexts(zh, en);
