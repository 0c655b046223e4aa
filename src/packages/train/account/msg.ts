/** Renders a store message: the server's text as it came, a dictionary key in the user's language. */
import type { MessageKey } from '../../../i18n';
import type { Msg } from './railAccountStore';

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

export function msgText(t: T, msg: Msg | null | undefined): string {
  if (!msg) return '';
  return 'text' in msg ? msg.text : t(msg.key, msg.values);
}

/** Data (account names, people's names, document numbers) the browser must not machine-translate. */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };
