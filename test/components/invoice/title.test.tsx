/**
 * Invoice titles (SPEC §2 /userCenter/Invoice/addInvoiceTitle, §3 swxx): the tax-number rule per title type, the
 * e-mail check, saving a normalised request, editing a loaded title; the titles tab lists them with edit / delete.
 */
jest.mock('../../../src/api/invoice', () => ({
  swxxList: jest.fn(),
  swxxEdit: jest.fn(),
  swxxDetail: jest.fn(),
  swxxDelete: jest.fn(),
  invoiceOrderList: jest.fn(),
  invoiceList: jest.fn(),
}));

import * as invoiceApi from '../../../src/api/invoice';
import AddInvoiceTitlePage from '../../../src/packages/user/pages/Invoice/addInvoiceTitle/index';
import InvoiceOrderListPage from '../../../src/packages/user/pages/Invoice/InvoiceOrderList/index';
import {
  checkTitleForm,
  newTitleForm,
  toSwxxRequest,
  type TitleForm,
} from '../../../src/packages/user/pages/Invoice/parts/titleForm';
import { byTestId, click, settle, type } from '../support/render';
import { recorded } from '../support/taro';
import { choice, input, ok, page, setUp, show, tearDown } from '../people/fixtures';
import { USCC, title } from './fixtures';

const api = invoiceApi as unknown as Record<string, jest.Mock>;

const form = (over: Partial<TitleForm> = {}): TitleForm => ({
  ...newTitleForm(),
  gsmc: '演示科技有限公司',
  nsrsbh: USCC,
  ...over,
});

beforeEach(setUp);
afterEach(tearDown);

describe('title rules', () => {
  it('needs a valid tax number for an enterprise', () => {
    expect(checkTitleForm(form())).toEqual({});
    expect(checkTitleForm(form({ nsrsbh: '' })).nsrsbh).toBe('invoice.v.nsrsbh.empty');
    expect(checkTitleForm(form({ nsrsbh: '9111010855138508' })).nsrsbh).toBe('invoice.v.nsrsbh.length');
    // Same code, wrong check character.
    expect(checkTitleForm(form({ nsrsbh: '91110108551385082A' })).nsrsbh).toBe('invoice.v.nsrsbh.checksum');
    expect(checkTitleForm(form({ nsrsbh: '91110108551385082I' })).nsrsbh).toBe('invoice.v.nsrsbh.chars');
    // The older 15- and 20-character numbers; spaces and lower case are forgiven.
    expect(checkTitleForm(form({ nsrsbh: '110108551385082' }))).toEqual({});
    expect(checkTitleForm(form({ nsrsbh: '11010855138508200001' }))).toEqual({});
    expect(checkTitleForm(form({ nsrsbh: ' 91110108 551385082q ' }))).toEqual({});
  });

  it('lets an individual or public body leave the tax number empty, but checks one that is given', () => {
    expect(checkTitleForm(form({ unitType: 2, nsrsbh: '' }))).toEqual({});
    expect(checkTitleForm(form({ unitType: 2, nsrsbh: '1234' })).nsrsbh).toBe('invoice.v.nsrsbh.length');
  });

  it('needs a name and checks an e-mail when given', () => {
    expect(checkTitleForm(form({ gsmc: '  ' })).gsmc).toBe('invoice.v.gsmc');
    expect(checkTitleForm(form({ jsEmail: 'finance@' })).jsEmail).toBe('v.email.format');
    expect(checkTitleForm(form({ jsEmail: 'finance@demo.test' }))).toEqual({});
  });

  it('sends the tax number normalised and the id only when editing', () => {
    const request = toSwxxRequest(form({ nsrsbh: ' 91110108 551385082q ', gsmc: ' 演示 ' }));
    expect(request).toMatchObject({ gsmc: '演示', nsrsbh: USCC, unitType: 1 });
    expect(request).not.toHaveProperty('id');
    expect(toSwxxRequest(form({ id: 's9' })).id).toBe('s9');
  });
});

describe('/userCenter/Invoice/addInvoiceTitle', () => {
  it('refuses an enterprise title without a valid tax number and saves once it is valid', async () => {
    api.swxxEdit.mockReturnValue(ok(title()));
    const { container } = await show(<AddInvoiceTitlePage />);
    await type(input(container, 'title-gsmc'), '演示科技有限公司');
    await click(byTestId(container, 'title-save'));
    expect(byTestId(container, 'title-nsrsbh-error')?.textContent).toBe('企业单位请填写税号');
    expect(api.swxxEdit).not.toHaveBeenCalled();

    // A complete credit code with a wrong check character shows the problem while typing.
    await type(input(container, 'title-nsrsbh'), '91110108551385082A');
    expect(byTestId(container, 'title-nsrsbh-error')?.textContent).toBe('税号校验位不正确，请核对');
    await click(byTestId(container, 'title-save'));
    expect(api.swxxEdit).not.toHaveBeenCalled();

    await type(input(container, 'title-nsrsbh'), USCC.toLowerCase());
    expect(byTestId(container, 'title-nsrsbh-error')).toBeNull();
    await type(input(container, 'title-jsEmail'), 'finance@demo.test');
    await click(byTestId(container, 'title-save'));
    expect(api.swxxEdit).toHaveBeenCalledTimes(1);
    expect(api.swxxEdit.mock.calls[0][0]).toEqual({
      unitType: 1,
      gsmc: '演示科技有限公司',
      nsrsbh: USCC,
      yydzTel: '',
      yhxx: '',
      jsEmail: 'finance@demo.test',
    });
  });

  it('saves an individual title without a tax number', async () => {
    api.swxxEdit.mockReturnValue(ok(title({ unitType: 2, nsrsbh: '' })));
    const { container } = await show(<AddInvoiceTitlePage />);
    await click(choice(container, 'title-unitType', '2'));
    await type(input(container, 'title-gsmc'), '张三');
    await click(byTestId(container, 'title-save'));
    expect(api.swxxEdit).toHaveBeenCalledWith(expect.objectContaining({ unitType: 2, gsmc: '张三', nsrsbh: '' }));
  });

  it('loads a title to edit (?id=) and saves it under its id', async () => {
    api.swxxDetail.mockReturnValue(ok(title()));
    api.swxxEdit.mockReturnValue(ok(title()));
    const { container } = await show(<AddInvoiceTitlePage />, { id: 's1' });
    await settle();
    expect(api.swxxDetail).toHaveBeenCalledWith({ id: 's1' });
    expect(input(container, 'title-gsmc').value).toBe('演示科技有限公司');
    expect(input(container, 'title-nsrsbh').value).toBe(USCC);
    await click(byTestId(container, 'title-save'));
    expect(api.swxxEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 's1', nsrsbh: USCC }));
  });
});

describe('invoice titles tab', () => {
  it('lists the titles with their details, edit and delete', async () => {
    api.swxxList.mockReturnValue(page([title(), title({ id: 's2', gsmc: '张三', unitType: 2, nsrsbh: '' })]));
    api.swxxDelete.mockReturnValue(ok({}));
    const { container, text } = await show(<InvoiceOrderListPage />, { tab: 'titles' });
    await settle();
    const rows = container.querySelectorAll('[data-testid="invoice-title-row"]');
    expect(rows).toHaveLength(2);
    expect(text()).toContain(USCC);
    expect(text()).toContain('无税号');
    expect(text()).toContain('finance@demo.test');
    await click(rows[0].querySelector('[data-testid="invoice-title-edit"]'));
    expect(recorded.navigations.at(-1)?.url).toContain('id=s1');
    await click(rows[1].querySelector('[data-testid="invoice-title-delete"]'));
    expect(recorded.modals.at(-1)?.content).toContain('张三');
    expect(api.swxxDelete).toHaveBeenCalledWith({ id: 's2' });
  });
});
