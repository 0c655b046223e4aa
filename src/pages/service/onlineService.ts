/** Whether and where the online customer-service entry opens (SPEC §1: hidden for the main branded family). */
import type { PageSettings } from '../../api/contract';
import type { Brand } from '../../brands';

/** Keys of the page settings' by1 JSON that may carry the provider's chat URL. */
const URL_KEYS = ['onlineServiceUrl', 'kfUrl'] as const;

/**
 * The chat URL to open, or null when the entry is hidden: the brand hides it (the main branded family), or the
 * page settings name no http(s) URL.
 */
export function onlineServiceUrl(brand: Pick<Brand, 'onlineService'>, settings: PageSettings | null): string | null {
  if (!brand.onlineService || !settings?.by1) return null;
  let by1: unknown;
  try {
    by1 = JSON.parse(settings.by1);
  } catch {
    return null;
  }
  if (!by1 || typeof by1 !== 'object') return null;
  for (const key of URL_KEYS) {
    const value = (by1 as Record<string, unknown>)[key];
    if (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim())) return value.trim();
  }
  return null;
}
