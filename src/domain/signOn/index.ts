/** WeCom sign-on rules: the target screen and the external sign-on page (SPEC §4). */
export * from './target';
export * from './external';
