/** Route schemas of the cashier calls, checked against the contract types. */
import type {
  AppPaymentParams,
  DevProviderPayRequest,
  JsapiPayParams,
  PayOnlineData,
  PayOnlineRequest,
  PaySmsCodeCheckData,
  PaySmsCodeCheckRequest,
  PaySmsCodeData,
  PaySmsCodeRequest,
  PayOrderIdListData,
  PayOrderIdListRequest,
  PayStatusData,
  PayStatusRequest,
  PaySubject,
  PaySubjectData,
  PaySubjectRequest,
  RequestPaymentParams,
} from '../../../../src/api/contract/pay';
import { arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';
import type { TextPart } from '../../../../src/i18n/textParts';
import type { PayNotifyBody } from './provider';
import { MAX_ORDERS_PER_PAYMENT } from './service';

const ORDER_ID = str({ maxLength: 64 });
// Not required by the schema: an empty list answers with the SPEC §8 'order ID missing' message.
const ORDER_IDS = arr(ORDER_ID, { maxItems: MAX_ORDERS_PER_PAYMENT });

export const paySubjectSchema = {
  summary: 'Payment subjects, amount and deadline of orders awaiting payment',
  body: obj<PaySubjectRequest>({ orderIds: ORDER_IDS }),
  response: reply(
    obj<PaySubjectData>(
      {
        subjects: arr(
          obj<PaySubject>(
            {
              subjectId: str(),
              method: oneOf(['company', 'online'], 'string'),
              name: str(),
              balance: { type: ['number', 'null'] },
              smsRequired: bool(),
            },
            ['subjectId', 'method', 'name', 'balance', 'smsRequired'],
          ),
        ),
        amount: num(),
        deadline: str(),
        orders: arr(
          obj<Omit<PaySubjectData['orders'][number], 'contentParts'>>(
            {
              orderId: str(),
              orderNo: str(),
              orderType: int(),
              title: str(),
              titleParts: arr(obj<TextPart>({ text: str(), data: bool() })),
              amount: num(),
            },
            ['orderId', 'orderNo', 'orderType', 'title', 'amount'],
          ),
        ),
      },
      ['subjects', 'amount', 'deadline', 'orders'],
    ),
  ),
};

export const payOnlineSchema = {
  summary: 'Pay orders by company account or online (Idempotency-Key required)',
  body: obj<PayOnlineRequest>({
    orderList: ORDER_IDS,
    payPwd: str({ maxLength: 256 }),
    payScene: int(),
    subjectBeanList: arr(obj<{ subjectId: string }>({ subjectId: str({ maxLength: 64 }) }, ['subjectId']), {
      maxItems: 5,
    }),
    webHost: str({ maxLength: 256 }),
    smsCodeId: str({ maxLength: 64 }),
    client: oneOf(['h5', 'weapp', 'qywx', 'app', 'wechat'], 'string'),
  }),
  response: reply(
    obj<PayOnlineData>(
      {
        payId: str(),
        status: oneOf(['paid', 'pending'], 'string'),
        qrCode: str(),
        requestPayment: obj<RequestPaymentParams>(
          { timeStamp: str(), nonceStr: str(), package: str(), signType: str(), paySign: str() },
          ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'],
        ),
        appPayment: obj<AppPaymentParams>({ channel: oneOf(['wechat', 'alipay'], 'string'), payload: str() }, [
          'channel',
          'payload',
        ]),
        jsapi: obj<JsapiPayParams>(
          { appId: str(), timeStamp: str(), nonceStr: str(), package: str(), signType: str(), paySign: str() },
          ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'],
        ),
        demo: bool(),
      },
      ['payId', 'status'],
    ),
  ),
};

export const payStatusSchema = {
  summary: 'Payment status of orders (polled by the cashier)',
  body: obj<PayStatusRequest>({ orderIds: ORDER_IDS }),
  response: reply(obj<PayStatusData>({ status: str(), paidAt: str() }, ['status', 'paidAt'])),
};

/** onlinePay (SPEC §7 name): the same call as pay/online. */
export const onlinePaySchema = { ...payOnlineSchema, summary: 'onlinePay: the same call as pay/online' };

export const payOrderIdListSchema = {
  summary: 'The orders a payment covers (getPayOrderIdList)',
  body: obj<PayOrderIdListRequest>({ payId: str({ minLength: 1, maxLength: 64 }) }, ['payId']),
  response: reply(
    obj<PayOrderIdListData>({ payId: str(), status: str(), orderIds: arr(str()) }, ['payId', 'status', 'orderIds']),
  ),
};

export const paySmsCodeSchema = {
  summary: "Send a payment SMS code to the payer's mobile",
  body: obj<PaySmsCodeRequest>({ orderIds: ORDER_IDS }),
  response: reply(
    obj<PaySmsCodeData>({ smsCodeId: str(), resendAfter: int(), phone: str(), demoCode: str() }, [
      'smsCodeId',
      'resendAfter',
      'phone',
    ]),
  ),
};

export const paySmsCheckSchema = {
  summary: 'Check a payment SMS code',
  body: obj<PaySmsCodeCheckRequest>(
    { smsCodeId: str({ minLength: 1, maxLength: 64 }), code: str({ pattern: '^\\d{6}$' }) },
    ['smsCodeId', 'code'],
  ),
  response: reply(obj<PaySmsCodeCheckData>({ smsCodeId: str() }, ['smsCodeId'])),
};

export const payNotifySchema = {
  summary: "The payment provider's signed notify (HMAC-SHA256, PAY_NOTIFY_SECRET); idempotent",
  body: obj<PayNotifyBody>(
    {
      payId: str({ minLength: 1, maxLength: 64 }),
      tradeNo: str({ maxLength: 64 }),
      totalFen: int({ minimum: 0 }),
      status: str({ maxLength: 16 }),
      timestamp: int(),
      nonce: str({ maxLength: 64 }),
      sign: str({ maxLength: 128 }),
    },
    ['payId', 'tradeNo', 'totalFen', 'status', 'timestamp', 'nonce', 'sign'],
  ),
  response: reply(obj<{ status: string }>({ status: str() }, ['status'])),
};

export const providerPaySchema = {
  summary: 'Demo only: the simulated provider pays and sends its signed notify',
  body: obj<DevProviderPayRequest>({ payId: str({ minLength: 1, maxLength: 64 }) }, ['payId']),
  response: reply(obj<{ status: string }>({ status: str() }, ['status'])),
};
