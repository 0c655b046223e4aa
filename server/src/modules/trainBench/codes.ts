/** Codes of the waitlist product: order number prefix and job kinds. */

/** Order numbers of waitlist orders: HB + date and time + sequence. */
export const BENCH_ORDER_NO_PREFIX = 'HB';

export const BENCH_EXPIRE_JOB = 'trainBench.expire';
export const BENCH_GRAB_JOB = 'trainBench.grab';
export const BENCH_ISSUE_JOB = 'trainBench.issue';

/** Texts the server writes into the order (titles, timeline notes) are stored in the default language. */
export const STORED_LOCALE = 'zh-CN' as const;
