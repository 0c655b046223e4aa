/**
 * One invoice request (SPEC §2 /userCenter/Invoice/distributionDetail; §3 paper delivery, e-mail download dialog):
 * an issued e-invoice offers its PDF and "send to e-mail" (checked address); paper shows courier, number, fee and
 * address, the express events, and lets the address change while not posted.
 */
jest.mock('../../../src/api/invoice', () => ({
  invoiceDetail: jest.fn(),
  sendKpEmail: jest.fn(),
  expressQuery: jest.fn(),
  editPsdz: jest.fn(),
}));
jest.mock('../../../src/api/people', () => ({
  vipEmpAddrList: jest.fn(),
}));

import * as invoiceApi from '../../../src/api/invoice';
import * as peopleApi from '../../../src/api/people';
import type { InvoiceDetail } from '../../../src/api/contract/invoice';
import DistributionDetailPage from '../../../src/packages/user/pages/Invoice/distributionDetail/index';
import { byTestId, click, settle, type } from '../support/render';
import { recorded } from '../support/taro';
import { input, ok, page, setUp, show, tearDown } from '../people/fixtures';
import { USCC, address } from './fixtures';

const api = invoiceApi as unknown as Record<string, jest.Mock>;
const people = peopleApi as unknown as Record<string, jest.Mock>;

const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 'i1',
  kpNo: 'KP202611220001',
  kpType: 1,
  status: 'issued',
  buyer: { gsmc: '演示科技有限公司', nsrsbh: USCC, yydzTel: '', yhxx: '', unitType: 1 },
  email: 'finance@demo.test',
  remark: '',
  amount: 1250.5,
  expressFee: 0,
  orders: [{ glddlx: 11001, glddid: 'o1', glddbh: 'TK202611220001', title: '北京 - 上海 CA1501', amount: 1250.5 }],
  invoiceNo: '26110000000001',
  issuedAt: '2026-11-22 10:01:00',
  createdAt: '2026-11-22 10:00:00',
  pdfUrl: '/obt/pdf/invoice/i1?t=abc',
  delivery: null,
  canEditAddress: false,
  canSendEmail: true,
  ...over,
});

beforeEach(setUp);
afterEach(tearDown);

describe('an electronic invoice', () => {
  it('offers the PDF and sends its link to a checked e-mail address', async () => {
    api.invoiceDetail.mockReturnValue(ok(detail()));
    api.sendKpEmail.mockReturnValue(ok({}));
    const { container, text } = await show(<DistributionDetailPage />, { id: 'i1' });
    await settle();
    expect(api.invoiceDetail).toHaveBeenCalledWith({ invoiceId: 'i1' });
    expect(byTestId(container, 'invoice-status')?.textContent).toBe('已开具');
    expect(byTestId(container, 'invoice-amount')?.textContent).toBe('¥1,250.50');
    expect(text()).toContain('26110000000001');
    // The order's title is data (route, flight): browser translators and the en-US check leave it alone.
    const titles = [...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent);
    expect(titles).toContain('北京 - 上海 CA1501');
    expect(byTestId(container, 'invoice-pdf')?.getAttribute('data-url')).toBe(
      'http://localhost/obt/pdf/invoice/i1?t=abc',
    );

    await click(byTestId(container, 'invoice-send-email'));
    const dialog = byTestId(container, 'invoice-email-dialog');
    expect(dialog?.textContent).toContain('http://localhost/obt/pdf/invoice/i1?t=abc');
    expect(input(container, 'invoice-email-field').value).toBe('finance@demo.test');
    await type(input(container, 'invoice-email-field'), 'boss@');
    await click(byTestId(container, 'invoice-email-send'));
    expect(byTestId(container, 'invoice-email-field-error')?.textContent).toBe('邮箱格式不正确');
    expect(api.sendKpEmail).not.toHaveBeenCalled();
    await type(input(container, 'invoice-email-field'), 'boss@demo.test');
    await click(byTestId(container, 'invoice-email-send'));
    expect(api.sendKpEmail).toHaveBeenCalledWith({ invoiceId: 'i1', email: 'boss@demo.test' });
    expect(byTestId(container, 'invoice-email-dialog')).toBeNull();
    expect(recorded.toasts.at(-1)?.title).toBe('已发送到 boss@demo.test');
  });

  it('says the invoice is being issued until it is', async () => {
    api.invoiceDetail.mockReturnValue(
      ok(detail({ status: 'requested', pdfUrl: '', invoiceNo: '', issuedAt: '', canSendEmail: false })),
    );
    const { container } = await show(<DistributionDetailPage />, { id: 'i1' });
    await settle();
    expect(byTestId(container, 'invoice-pending')).not.toBeNull();
    expect(byTestId(container, 'invoice-pdf')).toBeNull();
  });
});

describe('a paper invoice', () => {
  const paper = (over: Partial<InvoiceDetail> = {}) =>
    detail({
      kpType: 2,
      status: 'requested',
      pdfUrl: '',
      invoiceNo: '',
      canSendEmail: false,
      canEditAddress: true,
      expressFee: 12,
      delivery: {
        sendMode: 2,
        reciPient: '张三',
        reciPhone: '138****0001',
        province: '北京市',
        city: '北京市',
        area: '朝阳区',
        reciAddr: '建国路1号',
        fee: 12,
        courierCompany: '',
        trackingNo: '',
        postedAt: '',
        deliveredAt: '',
      },
      ...over,
    });

  it('shows the delivery and lets the address change while not posted', async () => {
    api.invoiceDetail.mockReturnValue(ok(paper()));
    api.expressQuery.mockReturnValue(ok({ courierCompany: '', trackingNo: '', state: 'notPosted', events: [] }));
    people.vipEmpAddrList.mockReturnValue(page([address()]));
    const moved = paper();
    moved.delivery = {
      ...moved.delivery!,
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      reciAddr: '科技园路1号',
    };
    api.editPsdz.mockReturnValue(ok(moved));
    const { container } = await show(<DistributionDetailPage />, { id: 'i1' });
    await settle();
    expect(byTestId(container, 'invoice-delivery-fee')?.textContent).toContain('¥12.00');
    expect(byTestId(container, 'invoice-delivery-courier')?.textContent).toContain('尚未寄出');
    expect(byTestId(container, 'invoice-delivery-address')?.textContent).toContain('北京市 朝阳区 建国路1号');
    expect(byTestId(container, 'invoice-tracking-events')?.getAttribute('data-state')).toBe('notPosted');

    await click(byTestId(container, 'invoice-edit-address'));
    await settle();
    await click(byTestId(container, 'invoice-address-a1'));
    await settle();
    expect(api.editPsdz).toHaveBeenCalledWith({ invoiceId: 'i1', addressId: 'a1' });
    expect(byTestId(container, 'invoice-delivery-address')?.textContent).toContain('深圳市 南山区 科技园路1号');
  });

  it('shows courier, number and events once posted (no address change)', async () => {
    const posted = paper({ status: 'posted', canEditAddress: false });
    posted.delivery = {
      ...posted.delivery!,
      courierCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
      postedAt: '2026-11-23 09:00:00',
    };
    api.invoiceDetail.mockReturnValue(ok(posted));
    api.expressQuery.mockReturnValue(
      ok({
        courierCompany: '顺丰速运',
        trackingNo: 'SF1234567890',
        state: 'inTransit',
        events: [
          { at: '2026-11-23 18:00:00', text: '快件已到达【北京顺义集散中心】' },
          { at: '2026-11-23 09:00:00', text: '顺丰速运 已收取快件' },
        ],
      }),
    );
    const { container } = await show(<DistributionDetailPage />, { id: 'i1' });
    await settle();
    expect(byTestId(container, 'invoice-delivery-courier')?.textContent).toContain('顺丰速运');
    expect(byTestId(container, 'invoice-delivery-trackingNo')?.textContent).toContain('SF1234567890');
    expect(byTestId(container, 'invoice-edit-address')).toBeNull();
    expect(container.querySelectorAll('.inv-event')).toHaveLength(2);
    expect(byTestId(container, 'invoice-tracking-events')?.textContent).toContain('运输中');
  });
});
