/**
 * Texts of the pay screens. `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'pay.' so parts never collide.
 */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
