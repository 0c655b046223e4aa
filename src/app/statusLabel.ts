import { hasKey, type MessageKey } from '../i18n';

/** Dictionary key of an order status from the shared vocabulary (ARCHITECTURE §13); unknown ones read 'in progress'. */
export function statusKey(status: string): MessageKey {
  const key = `status.${status}`;
  return hasKey(key) ? key : 'status.unknown';
}
