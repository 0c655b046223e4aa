/**
 * The app's rail account store: the real API, the app clock, the password cipher (loaded when a password is sent)
 * and timers as ports. Components read it through `useRailAccountStore()`, so tests provide their own instance.
 */
import { createContext, useContext } from 'react';
import {
  checkRegisterCode,
  deleteClk,
  findClkList,
  getCheckResult,
  registerAccount,
  rlSb,
  saveClk,
  sendCheckAccountYzm,
  trAccountDel,
  trAccountGetList,
  trCheckAccount,
} from '../../../api/trainAccount';
import { clock } from '../../../hosts/clock';
import { RailAccountStore } from './railAccountStore';

export * from './railAccountStore';

export const railAccountStore = new RailAccountStore({
  api: {
    trAccountGetList,
    trCheckAccount,
    trAccountDel,
    sendCheckAccountYzm,
    getCheckResult,
    rlSb,
    registerAccount,
    checkRegisterCode,
    findClkList,
    saveClk,
    deleteClk,
  },
  now: () => clock.now(),
  // crypto-js stays out of the first-load bundle (ARCHITECTURE §11): loaded when a password is sent.
  encryptPassword: async (plain) => {
    const { encryptPassword } = await import('../../../domain/passwordCipher');
    return encryptPassword(plain, process.env.TARO_APP_PWD_KEY);
  },
  later: (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
});

/** Lets a test render the components with its own store. */
export const RailAccountStoreContext = createContext<RailAccountStore>(railAccountStore);

export function useRailAccountStore(): RailAccountStore {
  return useContext(RailAccountStoreContext);
}
