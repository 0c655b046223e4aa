/** The fallback translator when a caller passes none (zh-CN, the default language). */
import { translate } from '../../i18n';
import '../../i18n/parts/map';
import type { Translate } from './types';

export const zhTranslate: Translate = (key, values) => translate('zh-CN', key, values);
