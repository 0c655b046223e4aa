/** Order-detail building blocks (SPEC §4 orders): status tag, price lines, passengers, timeline and actions. */
jest.mock('../../../src/api/common', () => ({ smsEmail: jest.fn() }));

import { act } from 'react';
import * as common from '../../../src/api/common';
import type { PriceLine } from '../../../src/api/contract/flight';
import {
  OrderActions,
  PassengerList,
  PriceLines,
  StatusTag,
  Timeline,
  priceLinesTotalFen,
  type OrderActionFlags,
} from '../../../src/components/order';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { click, render, type, byTestId, byText } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const smsEmail = common.smsEmail as jest.Mock;

function wrap(node: JSX.Element) {
  const { store } = makeStore();
  return { store, ui: <StoreProvider store={store}>{node}</StoreProvider> };
}

const NONE: OrderActionFlags = { cancel: false, pay: false, refund: false, change: false, resend: false };

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('StatusTag', () => {
  it('reads the status label from the dictionaries and colours it by order-centre group', async () => {
    const { ui, store } = wrap(
      <>
        <StatusTag status="awaitingPayment" />
        <StatusTag status="issued" />
        <StatusTag status="cancelled" />
        <StatusTag status="somethingNew" />
      </>,
    );
    const { container } = await render(ui);
    const tags = Array.from(container.querySelectorAll('.obt-status'));
    expect(tags.map((t) => t.textContent)).toEqual(['待支付', '已出票', '已取消', '处理中']);
    expect(tags.map((t) => t.getAttribute('data-group'))).toEqual(['toPay', 'done', 'closed', 'processing']);
    expect(tags[0].className).toContain('obt-status--toPay');
    await act(async () => store.ui.setLocale('en-US'));
    expect(container.querySelector('.obt-status')?.textContent).not.toBe('待支付');
  });
});

describe('PriceLines', () => {
  const lines: PriceLine[] = [
    { kind: 'fare', label: '成人票价', unitPrice: 630.1, count: 2, amount: 1260.2 },
    { kind: 'tax', label: '', unitPrice: 50.1, count: 2, amount: 100.2 },
    { kind: 'insurance', label: '航空意外险', unitPrice: 0.1, count: 1, amount: 0.1 },
    { kind: 'serviceFee', label: '服务费', unitPrice: 20, count: 2, amount: 40 },
  ];

  it('sums in fen: no floating-point drift', () => {
    expect(priceLinesTotalFen(lines)).toBe(140050);
    expect(priceLinesTotalFen([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
  });

  it('shows each line with unit × count and the total', async () => {
    const { ui } = wrap(<PriceLines lines={lines} />);
    const { container } = await render(ui);
    const rows = container.querySelectorAll('[data-kind]');
    expect(rows).toHaveLength(4);
    expect(rows[0].textContent).toContain('成人票价');
    expect(rows[0].textContent).toContain('¥630.10 × 2');
    expect(rows[0].textContent).toContain('¥1,260.20');
    // No label from the server: the kind's own text.
    expect(rows[1].textContent).toContain('机建燃油');
    expect(byTestId(container, 'price-total')?.textContent).toBe('合计¥1,400.50');
  });
});

describe('PassengerList and Timeline', () => {
  it('masks documents and phones again whatever arrives, and shows ticket numbers once issued', async () => {
    const { ui } = wrap(
      <PassengerList
        passengers={[
          {
            id: 'p1',
            name: '张三',
            psgType: 1,
            idType: 'ID',
            idno: '110101199001011234',
            phone: '13800000001',
            ticketNo: '781-1234567890',
          },
          { id: 'p2', name: 'LI/SI', psgType: 2, idType: 'PASSPORT', idno: 'E12345678', phone: '', ticketNo: '' },
        ]}
      />,
    );
    const { container, text } = await render(ui);
    expect(text()).not.toContain('110101199001011234');
    expect(text()).toContain('110***********1234');
    expect(text()).toContain('138****0001');
    expect(text()).toContain('E1*****78');
    expect(byTestId(container, 'passenger-p1')?.textContent).toContain('781-1234567890');
    expect(byTestId(container, 'passenger-p2')?.querySelector('[data-testid="ticket-no"]')).toBeNull();
    expect(byTestId(container, 'passenger-p2')?.textContent).toContain('儿童');
  });

  it('timeline: newest first with status labels', async () => {
    const { ui } = wrap(
      <Timeline
        events={[
          { status: 'awaitingPayment', at: '2026-11-22 10:00', note: '' },
          { status: 'paid', at: '2026-11-22 10:02', note: '企业账户' },
          { status: 'issued', at: '2026-11-22 10:03', note: '' },
        ]}
      />,
    );
    const { container } = await render(ui);
    const items = Array.from(container.querySelectorAll('[role="listitem"]')).map((el) => el.textContent);
    expect(items[0]).toContain('已出票');
    expect(items[1]).toContain('企业账户');
    expect(items[2]).toContain('待支付');
  });
});

describe('OrderActions', () => {
  const base = {
    orderId: 'o1',
    orderNo: 'TK1',
    orderType: 11001,
    refundUrl: '/tk/tkRefundApply',
    changeUrl: '/tk/tkChangeApply',
  };
  const buttons = (c: Element) =>
    Array.from(c.querySelectorAll('[data-action]')).map((b) => b.getAttribute('data-action'));

  it('shows exactly the actions the flags allow, and nothing when none', async () => {
    const onCancel = jest.fn();
    const first = await render(wrap(<OrderActions {...base} actions={NONE} onCancel={onCancel} />).ui);
    expect(byTestId(first.container, 'order-actions')).toBeNull();
    const { container } = await render(
      wrap(<OrderActions {...base} actions={{ ...NONE, pay: true, cancel: true }} onCancel={onCancel} />).ui,
    );
    expect(buttons(container)).toEqual(['cancel', 'pay']);
    const all = await render(
      wrap(
        <OrderActions
          {...base}
          actions={{ cancel: true, pay: true, refund: true, change: true, resend: true }}
          onCancel={onCancel}
        />,
      ).ui,
    );
    // Five do not fit one row (issue 15): the last two stay, the others wait behind "more".
    expect(buttons(all.container)).toEqual(['refund', 'pay']);
    await click(byTestId(all.container, 'order-actions-more'));
    expect(buttons(all.container).sort()).toEqual(['cancel', 'change', 'pay', 'refund', 'resend']);
  });

  it('pay opens the cashier; refund and change open the product apply screens with the order id', async () => {
    const { container } = await render(
      wrap(<OrderActions {...base} actions={{ ...NONE, pay: true, refund: true, change: true }} onCancel={jest.fn()} />)
        .ui,
    );
    await click(container.querySelector('[data-action="pay"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain(
      'packages/pay/pages/payment/index?orderIds=o1',
    );
    await click(container.querySelector('[data-action="refund"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/tkRefundApply(\/index)?\?orderId=o1/);
    await click(container.querySelector('[data-action="change"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/tkChangeApply(\/index)?\?orderId=o1/);
  });

  it('cancel asks for confirmation, requires a reason when the product does, then cancels', async () => {
    const onCancel = jest.fn().mockResolvedValue(undefined);
    const onCancelled = jest.fn();
    const { container } = await render(
      wrap(
        <OrderActions
          {...base}
          actions={{ ...NONE, cancel: true }}
          cancelReasonRequired
          onCancel={onCancel}
          onCancelled={onCancelled}
        />,
      ).ui,
    );
    await click(container.querySelector('[data-action="cancel"]'));
    const sheet = byTestId(container, 'order-cancel');
    expect(sheet?.getAttribute('role')).toBe('dialog');
    await click(byText(container, '确认取消'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('请填写取消原因');
    expect(onCancel).not.toHaveBeenCalled();
    await type(container.querySelector('#order-cancel-reason'), '行程变更');
    await click(byText(container, '确认取消'));
    expect(onCancel).toHaveBeenCalledWith('行程变更');
    expect(onCancelled).toHaveBeenCalled();
    expect(byTestId(container, 'order-cancel')).toBeNull();
    expect(recorded.toasts.at(-1)?.title).toBe('订单已取消');
  });

  it('keeping the order closes the confirmation without cancelling', async () => {
    const onCancel = jest.fn();
    const { container } = await render(
      wrap(<OrderActions {...base} actions={{ ...NONE, cancel: true }} onCancel={onCancel} />).ui,
    );
    await click(container.querySelector('[data-action="cancel"]'));
    await click(byText(container, '暂不取消'));
    expect(byTestId(container, 'order-cancel')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('resends the itinerary by e-mail (smsEmail) after checking the address', async () => {
    smsEmail.mockResolvedValue({ code: 1 });
    const { container } = await render(
      wrap(<OrderActions {...base} actions={{ ...NONE, resend: true }} onCancel={jest.fn()} defaultEmail="" />).ui,
    );
    await click(container.querySelector('[data-action="resend"]'));
    await type(container.querySelector('#order-resend-email'), 'not-an-email');
    await click(byText(container, '发送'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('邮箱格式不正确');
    expect(smsEmail).not.toHaveBeenCalled();
    await type(container.querySelector('#order-resend-email'), 'zhangsan@demo.test');
    await click(byText(container, '发送'));
    expect(smsEmail).toHaveBeenCalledWith({
      sendScene: 1,
      emailUrl: 'zhangsan@demo.test',
      orderNo: 'TK1',
      orderType: 11001,
    });
    expect(recorded.toasts.at(-1)?.title).toBe('已发送至 zhangsan@demo.test');
  });
});
