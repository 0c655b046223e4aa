/** Server texts of the trainAfterSales module (tips, timeline notes, messages, order titles), zh-CN and en-US key for key. */
export const zh = {
} as const;

export const en: Record<keyof typeof zh, string> = {
};
