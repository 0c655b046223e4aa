/** Online payment host (ARCHITECTURE §5 payment): H5 QR image; weapp/qywx `Taro.requestPayment`; one interface. */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { requestPayment: jest.fn() },
}));

import Taro from '@tarojs/taro';
import type { PayOnlineData } from '../../../src/api/contract/pay';
import * as h5 from '../../../src/hosts/payment/index.h5';
import * as weapp from '../../../src/hosts/payment/index.weapp';
import * as qywx from '../../../src/hosts/payment/index.qywx';
import * as bare from '../../../src/hosts/payment';
import { PAYMENT_FAILURE } from '../../../src/hosts/payment/types';

const requestPayment = Taro.requestPayment as jest.Mock;

const PARAMS = {
  timeStamp: '1795000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA' as const,
  paySign: 'c2lnbg==',
};
const pending = (extra: Partial<PayOnlineData>): PayOnlineData => ({ payId: 'pay-1', status: 'pending', ...extra });

beforeEach(() => jest.resetAllMocks());

describe('H5', () => {
  it('draws the QR content as an SVG data URL', async () => {
    const started = await h5.startOnlinePayment(pending({ qrCode: 'obtpay://pay/pay-1' }));
    expect(started.kind).toBe('qr');
    const image = (started as { image: string }).image;
    expect(image.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(image)).toContain('<svg');
    expect(requestPayment).not.toHaveBeenCalled();
  });

  it('different content, different image; the same content, the same image', async () => {
    const a = await h5.startOnlinePayment(pending({ qrCode: 'obtpay://pay/a' }));
    const b = await h5.startOnlinePayment(pending({ qrCode: 'obtpay://pay/b' }));
    const a2 = await h5.startOnlinePayment(pending({ qrCode: 'obtpay://pay/a' }));
    expect(a).not.toEqual(b);
    expect(a).toEqual(a2);
  });

  it('no QR content: failed with a reason, nothing drawn', async () => {
    await expect(h5.startOnlinePayment(pending({}))).resolves.toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILURE.noParams,
    });
  });

  it('asks pay/online as the h5 client; the bare import is the H5 file', () => {
    expect(h5.paymentClient()).toBe('h5');
    expect(bare.startOnlinePayment).toBe(h5.startOnlinePayment);
  });
});

describe.each([
  ['weapp', weapp],
  ['qywx', qywx],
] as const)('%s', (client, host) => {
  it('names itself as the client', () => {
    expect(host.paymentClient()).toBe(client);
  });

  it('opens the payment sheet with the server parameters', async () => {
    requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' });
    await expect(host.startOnlinePayment(pending({ requestPayment: PARAMS }))).resolves.toEqual({ kind: 'requested' });
    expect(requestPayment).toHaveBeenCalledWith(PARAMS);
  });

  it('the payer closing the sheet is a cancel, not a failure', async () => {
    requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail cancel' });
    await expect(host.startOnlinePayment(pending({ requestPayment: PARAMS }))).resolves.toEqual({ kind: 'cancelled' });
  });

  it('other failures are reported as failed', async () => {
    requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail system error' });
    await expect(host.startOnlinePayment(pending({ requestPayment: PARAMS }))).resolves.toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILURE.request,
    });
    requestPayment.mockImplementation(() => {
      throw new Error('not supported');
    });
    await expect(host.startOnlinePayment(pending({ requestPayment: PARAMS }))).resolves.toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILURE.request,
    });
  });

  it('no parameters: failed without opening anything', async () => {
    await expect(host.startOnlinePayment(pending({ qrCode: 'obtpay://x' }))).resolves.toEqual({
      kind: 'failed',
      reason: PAYMENT_FAILURE.noParams,
    });
    expect(requestPayment).not.toHaveBeenCalled();
  });
});
