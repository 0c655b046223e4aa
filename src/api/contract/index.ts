export * from './envelope';
export * from './account';
export * from './common';
