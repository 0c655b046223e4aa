/**
 * Router: the route registry, URL matching, the guard, transitions, navigation and H5 deep links.
 * Build-time code (config/, app.config.ts) imports './routes' and './config' directly: this index pulls in Taro.
 */
export * from './routes';
export * from './match';
export * from './config';
export * from './guard';
export * from './transition';
export * from './navigate';
export * from './deepLink';
