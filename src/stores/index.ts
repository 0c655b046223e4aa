export { RootStore, type RootPorts } from './root';
export { StoreProvider, useStores } from './context';
export type { LoginOutcome } from './session';
