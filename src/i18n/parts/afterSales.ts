/**
 * Texts of the flight refund, change and demand-order screens and the flight info screens (strategy, policy,
 * airport bus). `en` must have exactly the keys of `zh` (the type enforces it); keys start with 'afterSales.'.
 */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
