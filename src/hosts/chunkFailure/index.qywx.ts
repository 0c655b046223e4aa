/** Failed page-code loads on qywx: handled by the host (see ./miniprogram.ts). */
export * from './miniprogram';
