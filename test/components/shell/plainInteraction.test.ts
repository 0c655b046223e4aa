/**
 * src/hosts/ui/plainInteraction.ts: what the toast/modal stand-ins show when Taro's interaction module could not be
 * downloaded (offline before it arrived): the message still reaches the user.
 */
import { plainInteraction } from '../../../src/hosts/ui/plainInteraction';

const box = () => document.querySelector('[role="status"]');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  void plainInteraction.hideToast();
});

it('a toast shows its text over the page and goes after its duration', async () => {
  jest.useFakeTimers();
  await expect(plainInteraction.showToast({ title: '网络不可用，请检查网络', duration: 2000 })).resolves.toEqual({
    errMsg: 'showToast:ok',
  });
  expect(box()?.textContent).toBe('网络不可用，请检查网络');
  jest.advanceTimersByTime(1999);
  expect(box()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(box()).toBeNull();
});

it('loading stays until hidden; a second message replaces the first', async () => {
  await plainInteraction.showLoading({ title: '加载中' });
  await plainInteraction.showToast({ title: '已保存' });
  expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
  expect(box()?.textContent).toBe('已保存');
  await plainInteraction.showLoading({ title: '提交中' });
  await plainInteraction.hideLoading();
  expect(box()).toBeNull();
});

it("a modal is the browser's alert (one button) or confirm (two), answering as Taro's", async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await expect(
    plainInteraction.showModal({ title: '提示', content: '登录已失效', showCancel: false }),
  ).resolves.toEqual({ errMsg: 'showModal:ok', confirm: true, cancel: false });
  expect(alert).toHaveBeenCalledWith('提示\n登录已失效');
  await expect(plainInteraction.showModal({ title: '确定退出登录？' })).resolves.toMatchObject({
    confirm: false,
    cancel: true,
  });
  await expect(plainInteraction.showModal({ content: '删除？' })).resolves.toMatchObject({
    confirm: true,
    cancel: false,
  });
  expect(confirm).toHaveBeenLastCalledWith('删除？');
});

it('an action sheet takes its fail path (as a cancel does)', async () => {
  await expect(plainInteraction.showActionSheet()).rejects.toEqual({ errMsg: 'showActionSheet:fail' });
});
