/** UI wrappers: the only Taro UI calls, never throwing. */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    showModal: jest.fn(),
    showToast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    setNavigationBarTitle: jest.fn(),
  },
}));

import Taro from '@tarojs/taro';
import * as h5 from '../../../src/hosts/ui/index.h5';
import * as weapp from '../../../src/hosts/ui/index.weapp';
import * as qywx from '../../../src/hosts/ui/index.qywx';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

const taro = Taro as unknown as Record<
  'showModal' | 'showToast' | 'showLoading' | 'hideLoading' | 'setNavigationBarTitle',
  jest.Mock
>;

beforeEach(() => jest.resetAllMocks());
afterEach(uninstallBrowser);

it('showDialog is a one-button modal that resolves when dismissed, even if the modal fails', async () => {
  taro.showModal.mockResolvedValueOnce({ confirm: true });
  await expect(h5.showDialog({ title: '提示', content: '登录已失效', confirmText: '确定' })).resolves.toBeUndefined();
  expect(taro.showModal).toHaveBeenCalledWith({
    title: '提示',
    content: '登录已失效',
    confirmText: '确定',
    showCancel: false,
  });
  taro.showModal.mockRejectedValueOnce(new Error('fail'));
  await expect(weapp.showDialog({ title: 't', content: 'c', confirmText: 'OK' })).resolves.toBeUndefined();
  taro.showModal.mockImplementationOnce(() => {
    throw new Error('sync');
  });
  await expect(qywx.showDialog({ title: 't', content: 'c', confirmText: 'OK' })).resolves.toBeUndefined();
});

it('confirmDialog resolves true only on confirm', async () => {
  const opts = { title: '提示', content: '确定退出登录？', confirmText: '确定', cancelText: '取消' };
  taro.showModal.mockResolvedValueOnce({ confirm: true, cancel: false });
  await expect(h5.confirmDialog(opts)).resolves.toBe(true);
  expect(taro.showModal).toHaveBeenCalledWith({ ...opts, showCancel: true });
  taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true });
  await expect(weapp.confirmDialog(opts)).resolves.toBe(false);
  taro.showModal.mockRejectedValueOnce(new Error('fail'));
  await expect(qywx.confirmDialog(opts)).resolves.toBe(false);
});

it('toast, loading and title pass through and swallow failures', () => {
  h5.showToast('已保存', 3000, 'success');
  expect(taro.showToast).toHaveBeenCalledWith({ title: '已保存', duration: 3000, icon: 'success' });
  taro.showToast.mockRejectedValueOnce(new Error('x'));
  h5.showToast('失败', 5000);
  expect(taro.showToast).toHaveBeenLastCalledWith({ title: '失败', duration: 5000, icon: 'none' });
  h5.showLoading('加载中');
  expect(taro.showLoading).toHaveBeenCalledWith({ title: '加载中', mask: true });
  taro.hideLoading.mockImplementationOnce(() => {
    throw new Error('no loading');
  });
  expect(() => weapp.hideLoading()).not.toThrow();
  qywx.setPageTitle('订单');
  expect(taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '订单' });
});

it('setHtmlLang sets <html lang> on H5 only', () => {
  const b = installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
  h5.setHtmlLang('en-US');
  expect(b.documentElement.lang).toBe('en-US');
  weapp.setHtmlLang('zh-CN');
  qywx.setHtmlLang('zh-CN');
  expect(b.documentElement.lang).toBe('en-US');
});

it('every ui platform file exports the same names', () => {
  const names = (m: object): string[] => Object.keys(m).sort();
  expect(names(weapp)).toEqual(names(h5));
  expect(names(qywx)).toEqual(names(h5));
});
