/** Privacy authorisation, WeCom mini-program: the same WeChat privacy API (see miniprogram.ts). */
export * from './miniprogram';
export * from './types';
