/** What every map platform file exports besides its adapter: the types and the shared location messages. */
export * from './types';
export * from './messages';
export { toGcj02 } from './convert';
