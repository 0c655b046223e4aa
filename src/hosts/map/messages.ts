/**
 * SPEC §8 location messages, shared by every host: the app-shell bridge, the WeCom JS-SDK and the map adapter
 * all report a {@link LocateFailure}, and screens show `t(locateMessageKey(reason))`.
 */
import type { MessageKey } from '../../i18n';
import { LOCATE_MESSAGE_KEYS } from '../../i18n/parts/map';
import type { LocateFailure } from '../location/types';

export function locateMessageKey(reason: LocateFailure): MessageKey {
  return LOCATE_MESSAGE_KEYS[reason] ?? LOCATE_MESSAGE_KEYS.unknown;
}

/** Key of the "none of the three map apps installed" alert. */
export const NO_MAP_APP_KEY: MessageKey = 'map.noMapApp';
