/** Failed page-code loads on weapp: handled by the host (see ./miniprogram.ts). */
export * from './miniprogram';
