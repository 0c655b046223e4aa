import { act } from 'react';
import TkEditPage from '../../../src/packages/flight/pages/tkEdit/index';
import type { FlightBookRequest, MatchClbzRequest } from '../../../src/api/contract';
import { fromCandidate } from '../../../src/stores/booking';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { COLLEAGUE, RULES, callsTo, startFakeServer, type FakeServerState } from './fakeServer';
import { $, all, idle, setup } from './harness';

let server: FakeServerState;
beforeEach(() => {
  resetTaro();
  server = startFakeServer();
});

async function openForm() {
  const env = await setup();
  const view = await env.mount(<TkEditPage />);
  await idle();
  return { ...env, ...view };
}

const bookCalls = () => callsTo(server, '/obt/flight/order/bookV3');
const bookBody = (i = 0) => bookCalls()[i]?.data as FlightBookRequest;

async function fillContact(container: Element) {
  await type($(container, 'contact-linkTel'), '13800000001');
}

const violating = (mustComply: boolean) => (req: MatchClbzRequest) => ({
  results: req.travellers.map((traveller) => ({
    traveller,
    name: '',
    policy: {
      compliant: false,
      violations: [{ code: 'cabinClass', text: '公务舱高于您的差旅标准（经济舱）' }],
    },
  })),
  mustComply,
});

describe('/tk/tkEdit (issue 3: flight booking form)', () => {
  it('shows the segment, myself as traveller with my document on file, the policy and the contact', async () => {
    const { container } = await openForm();
    expect($(container, 'tk-edit-segment')?.textContent).toContain('CA1501');
    expect($(container, 'tk-edit-segment')?.textContent).toContain('08:00');
    const me = $(container, 'traveller-item-0');
    expect(me?.textContent).toContain('张三');
    expect(me?.textContent).toContain('成人');
    expect(me?.textContent).toContain('身份证 110***********1234');
    expect($(container, 'tk-edit-policy')?.textContent).toBe('符合差旅标准');
    expect(callsTo(server, '/obt/flight/v3/shopping/matchClbz')[0]?.data).toEqual({
      fareKey: 'fk-1',
      travellers: [{ empId: 'e1' }],
    });
    expect(($(container, 'contact-linkman') as HTMLInputElement).value).toBe('张三');
    expect(callsTo(server, '/obt/queryVipParameter')[0]?.data).toEqual({ cplx: '10901' });
  });

  it('books with ONE idempotency key: a double tap sends one request, a lost answer is retried with the same key', async () => {
    server.holdBook = true;
    server.book = [
      'network',
      { code: 1, data: { orderId: 'O7', orderNo: 'NO7', amount: 1150, nextStep: 'pay', payDeadline: '' } },
    ];
    const { container } = await openForm();
    await fillContact(container);
    const submit = $(container, 'tk-edit-submit') as HTMLElement;
    await click(submit);
    await click(submit);
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect($(container, 'tk-edit-submit')?.textContent).toBe('提交中…');
    expect(bookCalls()).toHaveLength(1);
    server.releaseBook();
    await idle();
    // The answer was lost (network): the form stays, the next tap replays the same intent.
    expect(($(container, 'contact-linkTel') as HTMLInputElement).value).toBe('13800000001');
    server.holdBook = false;
    await click($(container, 'tk-edit-submit'));
    await idle();
    const keys = bookCalls().map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The order opens tkCmp in place of the form.
    const nav = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(nav).toContain('tkCmp');
    expect(nav).toContain('orderId=O7');
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
  });

  it('sends the form as bookV3 takes it, and checks time-out, duplicates and the whitelist first', async () => {
    const { container } = await openForm();
    await fillContact(container);
    await type($(container, 'tk-edit-remark-input'), '客户会议');
    await click($(container, 'tk-edit-submit'));
    await idle();
    const order = server.calls.map((c) => c.url).filter((u) => !u.includes('shopping') && u.includes('/flight/'));
    expect(order).toEqual([
      '/obt/flight/validateTimeOut',
      '/obt/flight/checkSameOrder',
      '/obt/flight/checkXyhBmd',
      '/obt/flight/order/bookV3',
    ]);
    expect(callsTo(server, '/obt/flight/checkSameOrder')[0]?.data).toEqual({
      fareKeys: ['fk-1'],
      travellers: [{ empId: 'e1' }],
      psgNames: ['张三'],
    });
    expect(bookBody()).toEqual({
      fareKeys: ['fk-1'],
      tripType: 1,
      psgList: [
        {
          psgName: '张三',
          psgType: 1,
          idType: 'ID',
          idno: '',
          documentRef: 'doc-e1',
          sex: 'M',
          born: '1990-03-15',
          phoneNumber: '138****0001',
          empId: 'e1',
        },
      ],
      linkman: '张三',
      linkTel: '13800000001',
      linkEmail: 'zhangsan@demo.test',
      // Offered by default.
      insurance: [{ psgIndex: 0, bxid: 'bx1' }],
      sendMode: 0,
      remark: '客户会议',
      orderFrom: 'h5',
    });
  });

  it('a refused booking keeps the form and uses a new key for the corrected one', async () => {
    server.book = [
      { code: 2, tips: '舱位不足' },
      { code: 1, data: { orderId: 'O8', orderNo: 'NO8', amount: 1150, nextStep: 'pay', payDeadline: '' } },
    ];
    const { container } = await openForm();
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(server.outcomes).toEqual([{ kind: 'toast', code: 2, tips: '舱位不足' }]);
    expect(recorded.navigations.filter((n) => n.url.includes('tkCmp'))).toHaveLength(0);
    await click($(container, 'tk-edit-submit'));
    await idle();
    const keys = bookCalls().map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('requires a violation reason when a traveller breaks the policy (listed or typed)', async () => {
    server.policy = violating(false);
    const { container } = await openForm();
    expect($(container, 'tk-edit-policy')?.textContent).toBe('超出差旅标准：公务舱高于您的差旅标准（经济舱）');
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    expect($(container, 'violation-reason-error')?.textContent).toBe('请选择或填写超标原因');
    expect($(container, 'tk-edit-error')?.textContent).toBe('请选择或填写超标原因');
    expect(recorded.toasts.at(-1)?.title).toBe('请选择或填写超标原因');
    expect(bookCalls()).toHaveLength(0);

    // A typed reason is allowed by this company.
    await click($(container, 'violation-reason-other'));
    await type($(container, 'violation-reason-text'), '客户临时改期');
    await click($(container, 'violation-reason-r2'));
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookBody()).toMatchObject({ violationReasonId: 'r2', violationReasonText: '客户指定航班' });
  });

  it('blocks booking when the company requires travellers to comply', async () => {
    server.policy = violating(true);
    const { container } = await openForm();
    expect($(container, 'tk-edit-blocked')?.textContent).toContain('违反差旅标准不能预订');
    expect($(container, 'violation-reason')).toBeNull();
    expect($(container, 'tk-edit-submit')?.hasAttribute('disabled')).toBe(true);
  });

  it('requires a cost centre where the company says so, and sends the chosen one', async () => {
    server.rules = { ...RULES, costCenterRequired: true };
    const { container } = await openForm();
    expect($(container, 'project')?.textContent).toContain('选填');
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    expect($(container, 'cost-center-error')?.textContent).toBe('请选择成本中心');
    expect(bookCalls()).toHaveLength(0);
    await click($(container, 'cost-center'));
    expect($(container, 'cost-center-option-none')).toBeNull();
    await click($(container, 'cost-center-option-cc2'));
    expect($(container, 'cost-center')?.textContent).toContain('市场成本中心');
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(bookBody()).toMatchObject({ costCenterId: 'cc2' });
  });

  it('marks the total busy while the price is asked, final once it answered', async () => {
    server.holdPrice = true;
    const { container } = await openForm();
    expect($(container, 'tk-edit-total')?.getAttribute('aria-busy')).toBe('true');
    server.releasePrice();
    await idle();
    expect($(container, 'tk-edit-total')?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows the price detail in yuan from fen: fares, taxes, insurance, the service fee per ticket and the total', async () => {
    const { container, booking } = await openForm();
    // 1 adult: fare 1000 + tax 110 + accident insurance 20 (offered by default) + service fee 20.
    expect($(container, 'tk-edit-total')?.textContent).toBe('¥1,150.00');
    // Priced and the reference data loaded: the total is final (not busy).
    expect($(container, 'tk-edit-total')?.getAttribute('aria-busy')).toBe('false');
    expect($(container, 'tk-edit-service-fee')?.textContent).toBe('服务费 ¥20.00/张');
    await act(async () => booking.setTravellers([...booking.travellers, fromCandidate(COLLEAGUE)]));
    await idle();
    await click(container.querySelector('[data-testid="insurance-bx2-e:e2"]'));
    await click($(container, 'tk-edit-price-open'));
    const sheet = $(container, 'price-detail') as Element;
    const lines = all(sheet, '[role="listitem"]').map((el) => el.textContent);
    expect(lines).toEqual([
      '成人票价¥1,000.00 × 2¥2,000.00',
      '成人机建燃油¥110.00 × 2¥220.00',
      '航空意外险¥20.00 × 2¥40.00',
      '航班延误险¥30.00 × 1¥30.00',
      '服务费¥20.00 × 2¥40.00',
    ]);
    expect($(sheet, 'price-total')?.textContent).toBe('¥2,330.00');
    expect($(container, 'tk-edit-total')?.textContent).toBe('¥2,330.00');
  });

  it('shows the duplicate-order reminder: cancel stops, continue books with confirmDuplicate', async () => {
    server.sameOrder = {
      duplicates: [
        { orderId: 'X1', orderNo: 'NO-X1', psgName: '张三', flightNo: 'CA1501', depTime: '2026-12-01 08:00' },
      ],
    };
    const { container } = await openForm();
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect($(container, 'duplicate-item')?.textContent).toBe('张三 · CA1501 · 2026-12-01 08:00（订单号 NO-X1）');
    expect($(container, 'duplicate-dialog')?.querySelector('[role="alertdialog"]')).not.toBeNull();
    await click($(container, 'duplicate-cancel'));
    await idle();
    expect($(container, 'duplicate-dialog')).toBeNull();
    expect(bookCalls()).toHaveLength(0);

    await click($(container, 'tk-edit-submit'));
    await idle();
    await click($(container, 'duplicate-continue'));
    await idle();
    expect(bookBody()).toMatchObject({ confirmDuplicate: true });
  });

  it('stops when a passenger is not on the agreement whitelist', async () => {
    server.whitelist = { passed: false, list: [{ psgName: '张三', airline: '中国国航', reason: '不在白名单' }] };
    const { container } = await openForm();
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(callsTo(server, '/obt/flight/checkXyhBmd')[0]?.data).toEqual({
      fareKeys: ['fk-1'],
      psgList: [{ psgName: '张三', documentRef: 'doc-e1', empId: 'e1' }],
    });
    expect(recorded.modals.at(-1)?.content).toBe(
      '以下乘客不在三方协议乘客白名单内，不能预订：张三（中国国航）不在白名单',
    );
    expect(bookCalls()).toHaveLength(0);
  });

  it('an expired search cache says so and goes back to the list', async () => {
    server.validate = { valid: false, reason: 'cacheExpired' };
    const { container, flight } = await openForm();
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    await idle();
    expect(recorded.modals.at(-1)?.content).toBe('缓存已过期，请重新查询');
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('tkList');
    expect(bookCalls()).toHaveLength(0);
    expect(flight.selection.segments).toHaveLength(0);
  });

  it('checks the form with dictionary messages: contact mobile, e-mail, remark length', async () => {
    const { container } = await openForm();
    await type($(container, 'contact-linkTel'), '12345');
    await type($(container, 'contact-linkEmail'), 'not-an-email');
    await type($(container, 'tk-edit-remark-input'), '长'.repeat(201));
    await click($(container, 'tk-edit-submit'));
    expect($(container, 'contact-linkTel-error')?.textContent).toBe('请输入正确的手机号格式');
    expect($(container, 'contact-linkEmail-error')?.textContent).toBe('邮箱格式不正确');
    expect($(container, 'tk-edit-remark-error')?.textContent).toBe('备注不能超过200字');
    expect($(container, 'tk-edit-error')?.textContent).toBe('请输入正确的手机号格式');
    expect(callsTo(server, '/obt/flight/validateTimeOut')).toHaveLength(0);
  });

  it('names the traveller whose details are missing', async () => {
    const { container, booking } = await openForm();
    await act(async () =>
      booking.setTravellers([...booking.travellers, { ...fromCandidate(COLLEAGUE), documentRef: '', documents: [] }]),
    );
    await idle();
    await fillContact(container);
    await click($(container, 'tk-edit-submit'));
    expect($(container, 'tk-edit-traveller-error')?.textContent).toBe('李四：证件号不能为空');
    expect($(container, 'traveller-item-1')?.textContent).toContain('请补充证件或手机号');
  });
});
