/** `Taro.requestPayment`, shared by the weapp and qywx platform files. */
import Taro from '@tarojs/taro';
import type { PayOnlineData } from '../../api/contract/pay';
import { PAYMENT_FAILURE, type OnlinePaymentStart } from './types';

export async function requestPaymentStart(data: PayOnlineData): Promise<OnlinePaymentStart> {
  const params = data.requestPayment;
  if (!params) return { kind: 'failed', reason: PAYMENT_FAILURE.noParams };
  try {
    await Taro.requestPayment({
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
    });
    return { kind: 'requested' };
  } catch (e) {
    // 'requestPayment:fail cancel' is the payer closing the sheet, not an error to report.
    const errMsg = (e as { errMsg?: unknown } | null)?.errMsg;
    if (typeof errMsg === 'string' && /cancel/i.test(errMsg)) return { kind: 'cancelled' };
    return { kind: 'failed', reason: PAYMENT_FAILURE.request };
  }
}
