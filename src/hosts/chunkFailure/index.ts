/**
 * Failed page-code loads. Taro builds resolve `index.h5.ts`, `index.weapp.ts` or `index.qywx.ts`; this default
 * (the H5 implementation) keeps TypeScript and jest resolving the bare import.
 */
export * from './index.h5';
