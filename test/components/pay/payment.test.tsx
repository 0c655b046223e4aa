/**
 * The cashier (SPEC §2 /pay/payment, §7 payment, §8 payment messages, §9 15-minute limit; ARCHITECTURE §5, §7):
 * countdown and expiry, the payment password, the SMS step, one idempotency key per intent, and online payment
 * with the H5 QR code polled to paid. The API is faked at the module boundary; the H5 payment host is real.
 */
jest.mock('../../../src/api/pay', () => ({
  getPaySubject: jest.fn(),
  payOnline: jest.fn(),
  queryOnlinePayStatus: jest.fn(),
  payGetSmsCode: jest.fn(),
  paySmsCodeCheck: jest.fn(),
  devProviderPay: jest.fn(),
}));

import { TextEncoder } from 'util';
import { act } from 'react';
import * as api from '../../../src/api/pay';
import type { PaySubject, PaySubjectData } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/transport';
import { chinaNow } from '../../../src/domain/time';
import { decryptPassword } from '../../../src/domain/passwordCipher';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import PaymentPage from '../../../src/packages/pay/pages/payment/index';
import { click, render, settle, type, byTestId } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { pressKey } from '../support/keyboard';

// jsdom has no TextEncoder; browsers and WebViews do (the QR library needs it).
(globalThis as { TextEncoder?: unknown }).TextEncoder ??= TextEncoder;

const getPaySubject = api.getPaySubject as jest.Mock;
const payOnline = api.payOnline as jest.Mock;
const queryOnlinePayStatus = api.queryOnlinePayStatus as jest.Mock;
const payGetSmsCode = api.payGetSmsCode as jest.Mock;
const paySmsCodeCheck = api.paySmsCodeCheck as jest.Mock;
const devProviderPay = api.devProviderPay as jest.Mock;

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const COMPANY: PaySubject = {
  subjectId: 's-corp',
  method: 'company',
  name: '企业月结',
  balance: 50000,
  smsRequired: false,
};
const ONLINE: PaySubject = {
  subjectId: 's-online',
  method: 'online',
  name: '微信支付',
  balance: null,
  smsRequired: false,
};

function subjectData(subjects: PaySubject[], secondsLeft = 15 * 60): PaySubjectData {
  return {
    subjects,
    amount: 1290.5,
    deadline: chinaNow(NOW + secondsLeft * 1000).format('YYYY-MM-DD HH:mm:ss'),
    orders: [
      { orderId: 'o1', orderNo: 'TK20261122001', orderType: 11001, title: '北京 → 上海 MU5101', amount: 1290.5 },
    ],
  };
}

const ok = <D,>(data: D) => Promise.resolve({ code: 1, data });

async function open(subjects: PaySubject[], secondsLeft?: number) {
  getPaySubject.mockReturnValue(ok(subjectData(subjects, secondsLeft)));
  recorded.routerParams = { orderIds: 'o1' };
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(
    <StoreProvider store={store}>
      <PaymentPage />
    </StoreProvider>,
  );
  await settle();
  return view;
}

const submit = (c: Element) => click(byTestId(c, 'pay-submit'));
const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  jest.useFakeTimers({ now: NOW });
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('cashier: orders, amount and the 15-minute countdown', () => {
  it('shows the orders and the amount, and the countdown ticks every second', async () => {
    const { container, text } = await open([COMPANY]);
    expect(getPaySubject).toHaveBeenCalledWith({ orderIds: ['o1'] });
    expect(byTestId(container, 'pay-amount')?.textContent).toBe('¥1,290.50');
    expect(text()).toContain('TK20261122001');
    // The order title (route, flight) is data: kept from browser translators and the en-US check.
    const title = container.querySelector('.cashier__order-title');
    expect(title?.textContent).toBe('北京 → 上海 MU5101');
    expect(title?.querySelector('[translate="no"]')?.textContent).toBe('北京 → 上海 MU5101');
    expect(byTestId(container, 'pay-countdown')?.textContent).toContain('15:00');
    expect(byTestId(container, 'pay-countdown')?.getAttribute('role')).toBe('timer');
    await advance(1000);
    expect(byTestId(container, 'pay-countdown')?.textContent).toContain('14:59');
    await advance(60_000);
    expect(byTestId(container, 'pay-countdown')?.textContent).toContain('13:59');
  });

  it('at zero: payment timeout, restart payment, and back to the order', async () => {
    const { container } = await open([COMPANY], 3);
    expect(byTestId(container, 'pay-countdown')?.textContent).toContain('00:03');
    await advance(3000);
    await settle();
    expect(recorded.modals.at(-1)?.content).toBe('支付超时，请重新发起支付');
    expect(lastUrl()).toContain('tkOrderDetail');
    expect(lastUrl()).toContain('orderId=o1');
    expect(payOnline).not.toHaveBeenCalled();
  });

  it('an order already past its deadline opens expired', async () => {
    getPaySubject.mockReturnValue(ok(subjectData([COMPANY], -10)));
    recorded.routerParams = { orderIds: 'o1' };
    const { store } = makeStore();
    await store.session.adoptToken('c'.repeat(32));
    await render(
      <StoreProvider store={store}>
        <PaymentPage />
      </StoreProvider>,
    );
    await settle();
    expect(recorded.modals.at(-1)?.content).toBe('支付超时，请重新发起支付');
  });

  it('without orderIds: order ID missing, and no call', async () => {
    recorded.routerParams = {};
    const { store } = makeStore();
    const { text } = await render(
      <StoreProvider store={store}>
        <PaymentPage />
      </StoreProvider>,
    );
    expect(text()).toContain('订单号缺失');
    expect(getPaySubject).not.toHaveBeenCalled();
  });
});

describe('cashier: company account', () => {
  it('requires the payment password, six digits, masked and labelled; sends it ciphered', async () => {
    payOnline.mockReturnValue(ok({ payId: 'p1', status: 'paid' }));
    const { container } = await open([COMPANY]);
    const pin = container.querySelector('#pay-pin') as HTMLInputElement;
    expect(pin.getAttribute('aria-label')).toBe('支付密码');
    expect(pin.type).toBe('password');
    // The six-box PIN pad: the problem is announced beside the boxes, not in the general error line.
    expect(container.querySelectorAll('[data-testid="pay-pin-box"]')).toHaveLength(6);
    await submit(container);
    expect(byTestId(container, 'pay-pin-error')?.textContent).toBe('请输入支付密码');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(byTestId(container, 'pay-error')).toBeNull();
    await type(pin, '123');
    expect(byTestId(container, 'pay-pin-error')).toBeNull();
    expect(container.querySelectorAll('.obt-pin__box--filled')).toHaveLength(3);
    await submit(container);
    expect(byTestId(container, 'pay-pin-error')?.textContent).toBe('支付密码为6位数字');
    expect(payOnline).not.toHaveBeenCalled();

    await type(pin, '123456');
    await submit(container);
    await settle();
    expect(payOnline).toHaveBeenCalledTimes(1);
    const [body, key] = payOnline.mock.calls[0];
    expect(body).toMatchObject({
      orderList: ['o1'],
      payScene: 1,
      subjectBeanList: [{ subjectId: 's-corp' }],
      client: 'h5',
    });
    expect(body.payPwd).not.toBe('123456');
    expect(decryptPassword(body.payPwd, 'obtDemoPwdKey16!')).toBe('123456');
    expect(typeof key).toBe('string');
    expect(lastUrl()).toContain('paySuccess');
    expect(lastUrl()).toContain('orderIds=o1');
  });

  it('SMS step when the company requires it: code requested, resend countdown, checked, then paid', async () => {
    payGetSmsCode.mockReturnValue(
      ok({ smsCodeId: 'sms-9', resendAfter: 60, phone: '138****0001', demoCode: '654321' }),
    );
    paySmsCodeCheck.mockReturnValue(ok({ smsCodeId: 'sms-9-ok' }));
    payOnline.mockReturnValue(ok({ payId: 'p1', status: 'paid' }));
    const { container, text } = await open([{ ...COMPANY, smsRequired: true }]);
    expect(byTestId(container, 'pay-sms')).not.toBeNull();
    await type(container.querySelector('#pay-pin'), '123456');
    await submit(container);
    expect(byTestId(container, 'pay-error')?.textContent).toBe('请先获取短信验证码');

    await click(byTestId(container, 'pay-sms-send'));
    expect(payGetSmsCode).toHaveBeenCalledWith({ orderIds: ['o1'] });
    expect(text()).toContain('验证码已发送至 138****0001');
    expect(text()).toContain('演示环境验证码：654321');
    expect(byTestId(container, 'pay-sms-send')?.textContent).toBe('60秒后重发');
    await advance(1000);
    expect(byTestId(container, 'pay-sms-send')?.textContent).toBe('59秒后重发');

    await type(container.querySelector('#pay-sms-code'), '65');
    await submit(container);
    expect(byTestId(container, 'pay-error')?.textContent).toBe('验证码为6位数字');
    await type(container.querySelector('#pay-sms-code'), '654321');
    await submit(container);
    await settle();
    expect(paySmsCodeCheck).toHaveBeenCalledWith({ smsCodeId: 'sms-9', code: '654321' });
    expect(payOnline.mock.calls[0][0].smsCodeId).toBe('sms-9-ok');
    expect(lastUrl()).toContain('paySuccess');
  });

  it('one idempotency key per intent: a double tap pays once, a retry after a lost answer reuses the key', async () => {
    let fail: (e: unknown) => void = () => undefined;
    payOnline.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const { container } = await open([COMPANY]);
    await type(container.querySelector('#pay-pin'), '123456');
    const button = byTestId(container, 'pay-submit') as HTMLElement;
    await act(async () => {
      button.click();
      button.click();
    });
    await settle();
    expect(payOnline).toHaveBeenCalledTimes(1);
    const firstKey = payOnline.mock.calls[0][1];

    // The answer is lost: the outcome is unknown, so the retry must replay the same intent.
    await act(async () => fail(new ApiError('network', 0, '')));
    await settle();
    payOnline.mockReturnValueOnce(ok({ payId: 'p1', status: 'paid' }));
    await submit(container);
    await settle();
    expect(payOnline).toHaveBeenCalledTimes(2);
    expect(payOnline.mock.calls[1][1]).toBe(firstKey);
  });

  it('a refused payment (wrong PIN) changed nothing: the PIN is cleared and the next attempt has a new key', async () => {
    payOnline.mockImplementationOnce(() => Promise.reject(new ApiError('code', 2, '支付密码错误')));
    const { container } = await open([COMPANY]);
    await type(container.querySelector('#pay-pin'), '111111');
    await submit(container);
    await settle();
    expect((container.querySelector('#pay-pin') as HTMLInputElement).value).toBe('');
    payOnline.mockReturnValueOnce(ok({ payId: 'p1', status: 'paid' }));
    await type(container.querySelector('#pay-pin'), '123456');
    await submit(container);
    await settle();
    expect(payOnline.mock.calls[1][1]).not.toBe(payOnline.mock.calls[0][1]);
  });
});

describe('cashier: online payment on H5', () => {
  it('shows the QR code, offers the demo scan, and polls the order status until paid', async () => {
    payOnline.mockReturnValue(ok({ payId: 'pay-77', status: 'pending', qrCode: 'obtpay://pay/pay-77', demo: true }));
    queryOnlinePayStatus
      .mockReturnValueOnce(ok({ status: 'pending', paidAt: '' }))
      .mockReturnValueOnce(ok({ status: 'pending', paidAt: '' }))
      .mockReturnValue(ok({ status: 'paid', paidAt: '2026-11-22 10:03' }));
    devProviderPay.mockReturnValue(ok({}));
    const { container } = await open([ONLINE, COMPANY]);
    expect(container.querySelector('#pay-pin')).toBeNull();
    await submit(container);
    // The QR library loads on demand.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await settle();
    expect(payOnline.mock.calls[0][0]).toMatchObject({ subjectBeanList: [{ subjectId: 's-online' }], client: 'h5' });
    expect(payOnline.mock.calls[0][0].payPwd).toBeUndefined();
    const qr = byTestId(container, 'pay-qr');
    expect(qr).not.toBeNull();
    expect(qr?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr?.querySelector('img')?.getAttribute('alt')).toBe('支付二维码');
    expect(queryOnlinePayStatus).toHaveBeenCalledWith({ orderIds: ['o1'] });

    await click(byTestId(container, 'pay-simulate'));
    expect(devProviderPay).toHaveBeenCalledWith({ payId: 'pay-77' });
    expect(lastUrl()).not.toContain('paySuccess');
    await advance(2000);
    await advance(2000);
    await settle();
    expect(lastUrl()).toContain('paySuccess');
    const calls = queryOnlinePayStatus.mock.calls.length;
    await advance(10_000);
    expect(queryOnlinePayStatus.mock.calls.length).toBe(calls);
  });

  it('the provider reports the payment expired: timeout message', async () => {
    payOnline.mockReturnValue(ok({ payId: 'pay-78', status: 'pending', qrCode: 'obtpay://pay/pay-78' }));
    queryOnlinePayStatus.mockReturnValue(ok({ status: 'expired', paidAt: '' }));
    const { container } = await open([ONLINE]);
    await submit(container);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await settle();
    expect(byTestId(container, 'pay-simulate')).toBeNull();
    expect(recorded.modals.at(-1)?.content).toBe('支付超时，请重新发起支付');
  });
});

describe('cashier: keyboard (issue 15)', () => {
  it('the payment subjects are radios Tab reaches and Space picks; Enter on the pay button pays', async () => {
    payOnline.mockReturnValue(ok({ payId: 'p1', status: 'paid' }));
    const { container } = await open([ONLINE, COMPANY]);
    const corp = byTestId(container, 'subject-s-corp');
    expect(corp?.getAttribute('role')).toBe('radio');
    expect(corp?.getAttribute('aria-checked')).toBe('false');
    await pressKey(corp, ' ');
    expect(corp?.getAttribute('aria-checked')).toBe('true');
    expect(byTestId(container, 'subject-s-online')?.getAttribute('aria-checked')).toBe('false');
    await type(container.querySelector('#pay-pin'), '123456');
    const pay = byTestId(container, 'pay-submit');
    expect(pay?.getAttribute('role')).toBe('button');
    await pressKey(pay, 'Enter');
    await settle();
    expect(payOnline).toHaveBeenCalledTimes(1);
    expect(payOnline.mock.calls[0][0]).toMatchObject({ subjectBeanList: [{ subjectId: 's-corp' }] });
  });
});
