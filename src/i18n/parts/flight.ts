/**
 * Texts of the flight screens. `en` must have exactly the keys of `zh` (the type enforces it); keys start with
 * 'flight.' so parts never collide.
 */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
