import { AppStore, type AppPorts } from './app';
import { SessionStore, type SessionPorts } from './session';
import { UiStore } from './ui';
import type { Locale } from '../i18n';

export interface RootPorts {
  session: SessionPorts;
  app: AppPorts;
  locale: { initial: Locale; persist(locale: Locale): void };
}

/** The root store: building one with fake ports is all a store or page test needs (ARCHITECTURE §12). */
export class RootStore {
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly app: AppStore;

  constructor(ports: RootPorts) {
    this.ui = new UiStore(ports.locale.initial, ports.locale.persist);
    this.session = new SessionStore(ports.session);
    this.app = new AppStore(ports.app);
  }
}
