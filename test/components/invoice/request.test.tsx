/**
 * Requesting an invoice (SPEC §2 /userCenter/Invoice/InvoiceOrderList and addInvoice; §7 kpOrderAdd, matchFee):
 * choosing orders with their total, electronic needs an e-mail (prefilled from the title or my profile), paper
 * needs an address and shows the delivery fee before submitting, and a double tap sends one request; a retry of
 * the same request reuses its idempotency key.
 */
jest.mock('../../../src/api/invoice', () => ({
  swxxList: jest.fn(),
  swxxDelete: jest.fn(),
  invoiceOrderList: jest.fn(),
  invoiceList: jest.fn(),
  expressMatchFee: jest.fn(),
  kpOrderAdd: jest.fn(),
}));
jest.mock('../../../src/api/people', () => ({
  vipEmpAddrList: jest.fn(),
}));

import * as invoiceApi from '../../../src/api/invoice';
import * as peopleApi from '../../../src/api/people';
import { ApiError } from '../../../src/api/transport';
import AddInvoicePage from '../../../src/packages/user/pages/Invoice/addInvoice/index';
import InvoiceOrderListPage from '../../../src/packages/user/pages/Invoice/InvoiceOrderList/index';
import { parseOrderIds } from '../../../src/packages/user/pages/Invoice/parts/requestForm';
import { byTestId, click, settle, type } from '../support/render';
import { recorded } from '../support/taro';
import { choice, input, ok, page, setUp, show, tearDown } from '../people/fixtures';
import { address, fee, order, title } from './fixtures';

const api = invoiceApi as unknown as Record<string, jest.Mock>;
const people = peopleApi as unknown as Record<string, jest.Mock>;

const ORDERS = [order(), order({ orderId: 'o2', orderNo: 'TK202611220002', amount: 99.5 })];

function answerWith({ addresses = [address()], titles = [title()] } = {}) {
  api.invoiceOrderList.mockReturnValue(page(ORDERS));
  api.swxxList.mockReturnValue(page(titles));
  people.vipEmpAddrList.mockReturnValue(page(addresses));
  api.expressMatchFee.mockImplementation((body: { sendMode: 1 | 2; province: string }) =>
    ok(fee({ sendMode: body.sendMode, province: body.province, fee: body.sendMode === 2 ? 12 : 0 })),
  );
}

async function openRequest(orderIds = 'o1,o2') {
  const view = await show(<AddInvoicePage />, { orderIds });
  await settle();
  return view;
}

beforeEach(setUp);
afterEach(tearDown);

describe('the order list', () => {
  it('preselects ?orderId=, totals the selection and requests an invoice for it', async () => {
    answerWith();
    api.invoiceList.mockReturnValue(page([]));
    const { container } = await show(<InvoiceOrderListPage />, { orderId: 'o2' });
    await settle();
    const second = byTestId(container, 'invoice-order-o2');
    expect(second?.getAttribute('aria-checked')).toBe('true');
    expect(byTestId(container, 'invoice-selection-total')?.textContent).toBe('合计 ¥99.50');

    await click(byTestId(container, 'invoice-order-o1'));
    expect(byTestId(container, 'invoice-selection')?.textContent).toContain('已选 2 单');
    expect(byTestId(container, 'invoice-selection-total')?.textContent).toBe('合计 ¥1,350.00');
    await click(byTestId(container, 'invoice-order-o2'));
    expect(byTestId(container, 'invoice-selection-total')?.textContent).toBe('合计 ¥1,250.50');

    await click(byTestId(container, 'invoice-request'));
    expect(recorded.navigations.at(-1)?.url).toContain('orderIds=o1');
  });

  it('reads the ids of the request screen query', () => {
    expect(parseOrderIds(' o1, o2,,o1 ')).toEqual(['o1', 'o2']);
    expect(parseOrderIds(undefined)).toEqual([]);
  });
});

describe('/userCenter/Invoice/addInvoice', () => {
  it('shows the chosen orders and their total; electronic goes to the title e-mail', async () => {
    answerWith();
    api.kpOrderAdd.mockReturnValue(
      ok({ invoiceId: 'i1', kpNo: 'KP1', status: 'requested', amount: 1350, expressFee: 0 }),
    );
    const { container } = await openRequest();
    expect(byTestId(container, 'invoice-add-amount')?.textContent).toBe('¥1,350.00');
    expect(input(container, 'invoice-email').value).toBe('finance@demo.test');
    await click(byTestId(container, 'invoice-submit'));
    expect(api.kpOrderAdd).toHaveBeenCalledTimes(1);
    expect(api.kpOrderAdd.mock.calls[0][0]).toEqual({
      kpswxxId: 's1',
      kpType: 1,
      email: 'finance@demo.test',
      orders: [
        { glddlx: 11001, glddid: 'o1', glddbh: 'TK202611220001' },
        { glddlx: 11001, glddid: 'o2', glddbh: 'TK202611220002' },
      ],
    });
    expect(recorded.navigations.at(-1)).toEqual({
      kind: 'redirectTo',
      url: expect.stringContaining('distributionDetail') as string,
    });
  });

  it('needs an e-mail for an electronic invoice (prefilled from my profile when the title has none)', async () => {
    answerWith({ titles: [title({ jsEmail: '' })] });
    const { container } = await openRequest('o1');
    const email = input(container, 'invoice-email');
    expect(email.value).toBe('zhangsan@demo.test');
    await type(email, '');
    await click(byTestId(container, 'invoice-submit'));
    expect(byTestId(container, 'invoice-email-error')?.textContent).toBe('邮箱不能为空');
    await type(input(container, 'invoice-email'), 'zhangsan@');
    await click(byTestId(container, 'invoice-submit'));
    expect(byTestId(container, 'invoice-email-error')?.textContent).toBe('邮箱格式不正确');
    expect(api.kpOrderAdd).not.toHaveBeenCalled();
  });

  it('needs a title', async () => {
    answerWith({ titles: [] });
    const { container } = await openRequest('o1');
    expect(byTestId(container, 'invoice-title-new')).not.toBeNull();
    await click(byTestId(container, 'invoice-submit'));
    expect(byTestId(container, 'invoice-title-row-error')?.textContent).toBe('请选择发票抬头');
    expect(api.kpOrderAdd).not.toHaveBeenCalled();
  });

  it('needs a delivery address for paper', async () => {
    answerWith({ addresses: [] });
    const { container } = await openRequest('o1');
    await click(choice(container, 'invoice-kpType', '2'));
    expect(byTestId(container, 'invoice-fee')).toBeNull();
    await click(byTestId(container, 'invoice-submit'));
    expect(byTestId(container, 'invoice-address-error')?.textContent).toBe('请选择邮寄地址');
    expect(api.kpOrderAdd).not.toHaveBeenCalled();
  });

  it('shows the fee of the express type before submitting paper, and sends the address and express type', async () => {
    answerWith({
      addresses: [address({ isDefault: 0 }), address({ empAddrId: 'a2', province: '北京市', isDefault: 1 })],
    });
    api.kpOrderAdd.mockReturnValue(
      ok({ invoiceId: 'i1', kpNo: 'KP1', status: 'requested', amount: 1250.5, expressFee: 12 }),
    );
    const { container } = await openRequest('o1');
    await click(choice(container, 'invoice-kpType', '2'));
    await settle();
    // The default address, prepaid: matchFee for its province.
    expect(api.expressMatchFee).toHaveBeenLastCalledWith({ province: '北京市', sendMode: 2 });
    expect(byTestId(container, 'invoice-fee')?.getAttribute('data-state')).toBe('ready');
    expect(byTestId(container, 'invoice-fee-amount')?.textContent).toBe('¥12.00');
    expect(byTestId(container, 'invoice-add-fee-total')?.textContent).toContain('¥12.00');
    expect(container.textContent).toContain('顺丰速运');

    // Another address: its province's fee.
    await click(byTestId(container, 'invoice-address'));
    await click(byTestId(container, 'invoice-address-a1'));
    await settle();
    expect(api.expressMatchFee).toHaveBeenLastCalledWith({ province: '广东省', sendMode: 2 });

    // Return collect: nothing to pay now.
    await click(choice(container, 'invoice-sendMode', '1'));
    await settle();
    expect(api.expressMatchFee).toHaveBeenLastCalledWith({ province: '广东省', sendMode: 1 });
    expect(byTestId(container, 'invoice-fee-amount')?.textContent).toBe('到付，收件时支付给快递员');
    expect(byTestId(container, 'invoice-add-fee-total')).toBeNull();

    await click(byTestId(container, 'invoice-submit'));
    expect(api.kpOrderAdd.mock.calls[0][0]).toEqual({
      kpswxxId: 's1',
      kpType: 2,
      express: { sendMode: 1, addressId: 'a1' },
      orders: [{ glddlx: 11001, glddid: 'o1', glddbh: 'TK202611220001' }],
    });
  });

  it('waits for the fee before sending paper', async () => {
    answerWith();
    api.expressMatchFee.mockReturnValue(new Promise(() => undefined));
    const { container } = await openRequest('o1');
    await click(choice(container, 'invoice-kpType', '2'));
    expect(byTestId(container, 'invoice-fee')?.getAttribute('data-state')).toBe('loading');
    await click(byTestId(container, 'invoice-submit'));
    expect(byTestId(container, 'invoice-fee-error')?.textContent).toBe('请等待快递费计算完成');
    expect(api.kpOrderAdd).not.toHaveBeenCalled();
  });

  it('sends once on a double tap and retries a failed request under the same key', async () => {
    answerWith();
    let fail: (e: unknown) => void = () => undefined;
    api.kpOrderAdd.mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    const { container } = await openRequest('o1');
    const submit = byTestId(container, 'invoice-submit');
    await click(submit);
    await click(submit);
    await click(byTestId(container, 'invoice-submit'));
    expect(api.kpOrderAdd).toHaveBeenCalledTimes(1);
    expect(byTestId(container, 'invoice-submit')?.textContent).toBe('提交中…');

    // The connection dropped: the retry is the same request, so the same key (a replay answers the first result).
    fail(new ApiError('network', 0, ''));
    await settle();
    api.kpOrderAdd.mockReturnValueOnce(
      ok({ invoiceId: 'i1', kpNo: 'KP1', status: 'requested', amount: 1250.5, expressFee: 0 }),
    );
    await click(byTestId(container, 'invoice-submit'));
    expect(api.kpOrderAdd).toHaveBeenCalledTimes(2);
    const [firstKey, secondKey] = api.kpOrderAdd.mock.calls.map((call: unknown[]) => call[1]);
    expect(typeof firstKey).toBe('string');
    expect(secondKey).toBe(firstKey);
    // Done: further taps send nothing while the screen leaves.
    await click(byTestId(container, 'invoice-submit'));
    expect(api.kpOrderAdd).toHaveBeenCalledTimes(2);
  });

  it('says so when the orders can no longer be invoiced', async () => {
    answerWith();
    const { text } = await openRequest('gone');
    expect(text()).toContain('所选订单已开票或不可开票');
  });
});
