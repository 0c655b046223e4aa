/** Home product entries in display order, by the privilege codes of getAuthorizationPnos (SPEC §6). */
export const PRODUCT_ENTRY_ORDER = [
  '10901',
  '10902',
  '10903',
  '10904',
  '10906',
  '10913',
  '11015',
  '11028',
  '11029',
  '11030',
  '11031',
  '11032',
] as const;

export type EntryProduct = (typeof PRODUCT_ENTRY_ORDER)[number];

/**
 * The query screen a product entry opens (SPEC §2 query screens). The hotel screen depends on the
 * company's hotel version (SPEC §6, default 2).
 */
export function productEntryRoute(
  product: EntryProduct,
  hotelVersion: number | undefined,
): { url: string; query?: Record<string, string> } {
  switch (product) {
    case '10901':
      return { url: '/tk/tkQuery' };
    case '10902':
      return { url: '/tk/tkQuery', query: { international: '1' } };
    case '10903':
      return { url: hotelVersion === 1 ? '/ht/htQuery' : '/htV2/htQuery' };
    case '10904':
      return { url: '/tr/trQuery' };
    case '10906':
      return { url: '/car/carQuery' };
    case '10913':
      return { url: '/visa' };
    case '11015':
      return { url: '/insurance/inQuery' };
    case '11028':
      return { url: '/restRoom' };
    case '11029':
      return { url: '/fastCheck' };
    case '11030':
      return { url: '/checkIn' };
    case '11031':
      return { url: '/guestPass' };
    case '11032':
      return { url: '/travel' };
  }
}

/**
 * The screen that must be in the build for an entry to be offered: its query screen, except international flights,
 * which share the flight query screen but need their own list (SPEC §2 /tk/tkIntList) to be of any use.
 */
export function entryNeeds(product: EntryProduct, hotelVersion: number | undefined): string {
  return product === '10902' ? '/tk/tkIntList' : productEntryRoute(product, hotelVersion).url;
}

/**
 * The entries to show (issue 15: no entry leads to "page not found"): products the company grants, in display
 * order, unknown codes ignored, and only those whose screens the build has (`isBuilt`, the route registry's check).
 */
export function visibleEntries(
  privileges: readonly string[],
  isBuilt: (url: string) => boolean,
  hotelVersion?: number,
): EntryProduct[] {
  const granted = new Set(privileges.map(String));
  return PRODUCT_ENTRY_ORDER.filter((code) => granted.has(code) && isBuilt(entryNeeds(code, hotelVersion)));
}
