/** Privacy authorisation, WeChat mini-program: see miniprogram.ts. */
export * from './miniprogram';
export * from './types';
