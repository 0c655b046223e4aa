/**
 * Payment cashier (SPEC §7 Payment: getPaySubject, pay/online, queryOnlinePayStatus, pay/getSmsCode,
 * pay/smsCodeCheck; §8 payment messages; §9 15-minute limit). Amounts in yuan.
 */
import type { WithTextParts } from '../../i18n/textParts';

/** 'company' company account with payment password; 'online' QR code (H5) or requestPayment (mini-programs). */
export type PayMethod = 'company' | 'online';

export interface PaySubject {
  /** Subject id to send back in subjectBeanList. */
  subjectId: string;
  method: PayMethod;
  name: string;
  /** Company account balance or credit left, yuan; null for online. */
  balance: number | null;
  /** The company requires an SMS check on top of the payment password. */
  smsRequired: boolean;
}

export interface PaySubjectRequest {
  orderIds: string[];
}

export interface PaySubjectData {
  subjects: PaySubject[];
  /** Sum of the orders, yuan. */
  amount: number;
  /** Earliest payment deadline of the orders, China time; past it payment is refused (payment timeout). */
  deadline: string;
  /** titleParts: the title cut into wording and data (a localized prefix and the route), when the server sends it. */
  orders: ({ orderId: string; orderNo: string; orderType: number; title: string; amount: number } & WithTextParts)[];
}

/** pay/online (SPEC §7: orderList, payPwd, payScene, subjectBeanList, webHost). Sent with an Idempotency-Key. */
export interface PayOnlineRequest {
  orderList: string[];
  /** Fixed-key cipher text of the payment password (company account). */
  payPwd?: string;
  /** 1 order payment, 2 change difference, 3 service fee … */
  payScene: number;
  subjectBeanList: { subjectId: string }[];
  /** H5 origin, for the provider's return URL. */
  webHost?: string;
  /** The checked SMS code when the subject requires it. */
  smsCodeId?: string;
  /**
   * 'h5' → QR code; 'weapp' | 'qywx' → requestPayment parameters; 'app' (the native shell offering
   * requestPayment) → an app payment payload; 'wechat' (the WeChat webview with WeixinJSBridge) → JSAPI parameters.
   */
  client?: 'h5' | 'weapp' | 'qywx' | 'app' | 'wechat';
}

export interface RequestPaymentParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'MD5' | 'HMAC-SHA256';
  paySign: string;
}

/** The app shell's payment: the provider channel and the server-signed payload string the provider SDK takes. */
export interface AppPaymentParams {
  channel: 'wechat' | 'alipay';
  payload: string;
}

/** WeChat JSAPI payment parameters (getBrandWCPayRequest): requestPayment's fields plus the app id. */
export interface JsapiPayParams extends RequestPaymentParams {
  appId: string;
}

export interface PayOnlineData {
  payId: string;
  /** 'paid' for the company account; 'pending' while an online payment waits for the provider's notify. */
  status: 'paid' | 'pending';
  /** Online on H5: the content to show as a QR code (and a link the demo's simulated provider pays). */
  qrCode?: string;
  /** Online on mini-programs. */
  requestPayment?: RequestPaymentParams;
  /** Online in the native app shell: what its bridge's requestPayment hands to the provider SDK. */
  appPayment?: AppPaymentParams;
  /** Online in the WeChat webview: `WeixinJSBridge.invoke('getBrandWCPayRequest', jsapi, …)`. */
  jsapi?: JsapiPayParams;
  /** Only true when the server runs in demo mode (the cashier then offers 'simulate scan', /obt/dev/providerPay). */
  demo?: boolean;
}

export interface PayStatusRequest {
  orderIds: string[];
}

export interface PayStatusData {
  /** 'unpaid' | 'pending' | 'paid' | 'expired'. */
  status: string;
  paidAt: string;
}

/** getPayOrderIdList: the orders one payment covers (SPEC §7 payment). */
export interface PayOrderIdListRequest {
  payId: string;
}

export interface PayOrderIdListData {
  payId: string;
  /** The payment's status: 'pending' | 'paid' | 'closed' | 'refunded'. */
  status: string;
  orderIds: string[];
}

/** pay/getSmsCode: a 6-digit code (SPEC §9: valid 15 minutes) to the paying employee's mobile. */
export interface PaySmsCodeRequest {
  orderIds: string[];
}

export interface PaySmsCodeData {
  smsCodeId: string;
  /** Seconds until another code may be requested. */
  resendAfter: number;
  /** Masked mobile the code went to (3+4). */
  phone: string;
  /** Only present when the server runs in demo mode. */
  demoCode?: string;
}

/** pay/smsCodeCheck: checks the code; the checked id is then sent as `PayOnlineRequest.smsCodeId`. */
export interface PaySmsCodeCheckRequest {
  smsCodeId: string;
  code: string;
}

export interface PaySmsCodeCheckData {
  smsCodeId: string;
}

/** Demo only: POST /obt/dev/providerPay makes the simulated provider pay `payId` (it then sends the signed notify). */
export interface DevProviderPayRequest {
  payId: string;
}
