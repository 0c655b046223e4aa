/**
 * Spread onto an element that shows data rather than UI text (people's and company names, cities, addresses, notices,
 * flight numbers, order titles): `translate="no"` keeps browser translators off it, and the en-US screen check
 * (test/screens) tells data, which may stay Chinese, from UI chrome, which may not. A Record because the Taro
 * typings do not list the attribute; the H5 components pass it to the DOM.
 */
export const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };
