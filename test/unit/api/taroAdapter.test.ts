jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }));

import Taro from '@tarojs/taro';
import { taroAdapter } from '../../../src/api/taroAdapter';

const taroRequest = Taro.request as unknown as jest.Mock;

const req = {
  url: '/obt/vipLogin',
  method: 'POST' as const,
  data: { loginName: 'a' },
  headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
  timeout: 60000,
};

describe('taroAdapter', () => {
  beforeEach(() => taroRequest.mockReset());

  it('passes url, method, JSON body, headers and timeout to Taro.request', async () => {
    taroRequest.mockResolvedValue({ statusCode: 200, data: { code: 1 } });
    await expect(taroAdapter(req)).resolves.toEqual({ status: 200, data: { code: 1 } });
    expect(taroRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/obt/vipLogin',
        method: 'POST',
        data: { loginName: 'a' },
        header: req.headers,
        timeout: 60000,
        dataType: 'json',
      }),
    );
  });

  it('resolves HTTP error answers with their status', async () => {
    taroRequest.mockResolvedValue({ statusCode: 500, data: null });
    await expect(taroAdapter(req)).resolves.toEqual({ status: 500, data: null });
  });

  it.each([
    [{ errMsg: 'request:fail timeout' }],
    [{ name: 'AbortError', message: 'The user aborted a request.' }],
    [{ errMsg: 'request:fail socket time out timeout:60000' }],
  ])('maps %o to a timeout failure', async (error) => {
    taroRequest.mockRejectedValue(error);
    await expect(taroAdapter(req)).rejects.toEqual({ kind: 'timeout', status: 0 });
  });

  it('maps other failures to network', async () => {
    taroRequest.mockRejectedValue({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' });
    await expect(taroAdapter(req)).rejects.toEqual({ kind: 'network', status: 0 });
    taroRequest.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(taroAdapter(req)).rejects.toEqual({ kind: 'network', status: 0 });
  });

  it('treats a failure at the time limit as a timeout whatever the message', async () => {
    taroRequest.mockImplementation(
      () => new Promise((_r, reject) => setTimeout(() => reject({ errMsg: 'request:fail' }), 30)),
    );
    await expect(taroAdapter({ ...req, timeout: 60 })).rejects.toEqual({ kind: 'timeout', status: 0 });
  });
});
