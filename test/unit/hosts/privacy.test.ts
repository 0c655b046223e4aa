/**
 * Mini-program privacy authorisation (src/hosts/privacy): one onNeedPrivacyAuthorization listener per app; a waiting
 * privacy API is published to the prompt, agreeing resolves it with the agree button's id (WeChat refuses consent
 * from any other button), declining resolves 'disagree'; H5 never has a pending request.
 */
type Resolve = (result: { event: string; buttonId?: string }) => void;
type Listener = (resolve: Resolve, info: { referrer?: string }) => void;

const listeners: Listener[] = [];
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    onNeedPrivacyAuthorization: jest.fn((listener: Listener) => listeners.push(listener)),
    getPrivacySetting: jest.fn(
      (opts: { success(res: { needAuthorization: boolean; privacyContractName: string }): void }) =>
        opts.success({ needAuthorization: true, privacyContractName: '《隐私保护指引》' }),
    ),
    openPrivacyContract: jest.fn(),
  },
}));

import Taro from '@tarojs/taro';
import * as mini from '../../../src/hosts/privacy/miniprogram';
import * as h5 from '../../../src/hosts/privacy/index';
import { PRIVACY_AGREE_BUTTON_ID } from '../../../src/hosts/privacy/types';

const taro = Taro as unknown as Record<'onNeedPrivacyAuthorization' | 'openPrivacyContract', jest.Mock>;

describe('mini-program privacy authorisation', () => {
  it('registers one listener and publishes the waiting request with the guide name', () => {
    const seen: unknown[] = [];
    const stop = mini.watchPrivacy((request) => seen.push(request));
    mini.watchPrivacy(() => undefined);
    expect(taro.onNeedPrivacyAuthorization).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null]);

    const resolve = jest.fn();
    listeners[0](resolve, { referrer: 'getLocation' });
    expect(seen.at(-1)).toEqual({ contractName: '《隐私保护指引》' });
    expect(resolve).not.toHaveBeenCalled();

    mini.agreePrivacy();
    expect(resolve).toHaveBeenCalledWith({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID });
    expect(seen.at(-1)).toBeNull();
    stop();
  });

  it('declining answers disagree, and answers only once', () => {
    const resolve = jest.fn();
    listeners[0](resolve, { referrer: 'chooseMedia' });
    mini.declinePrivacy();
    mini.agreePrivacy();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith({ event: 'disagree' });
  });

  it('opens the guide through WeChat', () => {
    mini.openPrivacyContract();
    expect(taro.openPrivacyContract).toHaveBeenCalled();
  });

  it('H5 has no pending request and no prompt', () => {
    const seen: unknown[] = [];
    h5.watchPrivacy((request) => seen.push(request));
    expect(seen).toEqual([null]);
    expect(h5.privacyPromptSupported()).toBe(false);
  });
});
