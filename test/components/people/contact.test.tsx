/**
 * Frequent travellers (SPEC §2 /userCenter/CommonInfo/EditContact/:id?, §3 frequent traveller, §5): a new traveller
 * with a passport (its fields and rules), at least one document, an edit that keeps a document on file by ref, and
 * the list's delete after a confirmation.
 */
jest.mock('../../../src/api/people', () => ({
  vipEmpContactsPage: jest.fn(),
  vipEmpContactsEdit: jest.fn(),
  vipEmpContactsDel: jest.fn(),
  vipEmpAddrList: jest.fn(),
  vipEmpAddrDel: jest.fn(),
  vipEmpJdhyList: jest.fn(),
  vipEmpJdhyDel: jest.fn(),
}));

import * as peopleApi from '../../../src/api/people';
import type { TravellerCandidate } from '../../../src/api/contract';
import CommonInfoPage from '../../../src/packages/user/pages/CommonInfo/index';
import EditContactPage from '../../../src/packages/user/pages/CommonInfo/EditContact/index';
import { checkContactForm, newContactForm } from '../../../src/packages/user/people/contactForm';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { choice, input, ok, page, setUp, show, tearDown } from './fixtures';

const api = peopleApi as unknown as Record<string, jest.Mock>;

const contact = (over: Partial<TravellerCandidate> = {}): TravellerCandidate => ({
  clkFlag: 1,
  empId: '',
  contactsId: 'c1',
  name: '李四',
  enName: 'LI/SI',
  deptName: '',
  empRank: '',
  sex: 'F',
  born: '1985-11-20',
  phoneNumber: '139****0002',
  email: '',
  documents: [{ idType: 'ID', masked: '310***********0020', ref: 'contact-doc-1', expiry: '' }],
  ...over,
});

beforeEach(() => {
  setUp();
  api.vipEmpContactsEdit.mockReturnValue(ok({ contactsId: 'c9' }));
});
afterEach(tearDown);

it('needs a name and at least one document', () => {
  expect(checkContactForm(newContactForm(), '2026-11-22')).toEqual({
    chName: 'v.name.empty',
    documents: 'v.document.required',
  });
});

it('adds a frequent traveller with a passport: number, expiry and place of issue', async () => {
  const { container } = await show(<EditContactPage />);
  await type(input(container, 'contact-name'), 'SMITH/JOHN');
  await click(choice(container, 'contact-relation', 'colleague'));
  await click(choice(container, 'contact-idType', 'PASSPORT'));
  expect(byTestId(container, 'contact-expiry')).not.toBeNull();
  expect(byTestId(container, 'contact-placeOfIssue')).not.toBeNull();
  await type(input(container, 'contact-idno'), 'g12345678');
  await click(byTestId(container, 'contact-save'));
  expect(byTestId(container, 'contact-expiry-error')?.textContent).toBe('请填写护照有效期、签发地和出生地');
  expect(api.vipEmpContactsEdit).not.toHaveBeenCalled();
  await type(input(container, 'contact-expiry'), '2031-06-30');
  await type(input(container, 'contact-placeOfIssue'), 'LONDON');
  await click(choice(container, 'contact-sex', 'M'));
  await type(input(container, 'contact-born'), '1980-02-29');
  await type(input(container, 'contact-phone'), '13700000007');
  await click(byTestId(container, 'contact-save'));
  expect(api.vipEmpContactsEdit).toHaveBeenCalledWith({
    chName: 'SMITH/JOHN',
    enName: '',
    relation: 'colleague',
    sex: 'M',
    born: '1980-02-29',
    email: '',
    phoneNumber: '13700000007',
    documents: [{ idType: 'PASSPORT', idno: 'G12345678', expiry: '2031-06-30', placeOfIssue: 'LONDON' }],
  });
});

it('refuses a passport number longer than nine characters', async () => {
  const { container } = await show(<EditContactPage />);
  await type(input(container, 'contact-name'), '王小明');
  await click(choice(container, 'contact-idType', 'PASSPORT'));
  await type(input(container, 'contact-idno'), 'E12345678');
  // The field stops at nine characters; a longer value typed in anyway is refused.
  expect(input(container, 'contact-idno').maxLength).toBe(9);
});

it('edits a traveller: the ID on file goes by ref, a passport is added', async () => {
  api.vipEmpContactsPage.mockReturnValue(page([contact()]));
  const { container } = await show(<EditContactPage />, { id: 'c1' });
  expect(input(container, 'contact-name').value).toBe('李四');
  expect(container.textContent).toContain('已存证件 310***********0020');
  await click(choice(container, 'contact-idType', 'PASSPORT'));
  await type(input(container, 'contact-idno'), 'E87654321');
  await type(input(container, 'contact-expiry'), '2030-01-01');
  await type(input(container, 'contact-placeOfIssue'), '上海');
  await click(byTestId(container, 'contact-save'));
  expect(api.vipEmpContactsEdit).toHaveBeenCalledWith(
    expect.objectContaining({
      contactsId: 'c1',
      documents: [
        { idType: 'ID', idno: '', ref: 'contact-doc-1' },
        { idType: 'PASSPORT', idno: 'E87654321', expiry: '2030-01-01', placeOfIssue: '上海' },
      ],
    }),
  );
  expect(api.vipEmpContactsEdit.mock.calls[0][0]).not.toHaveProperty('phoneNumber');
});

it('lists frequent travellers masked and deletes one after a confirmation', async () => {
  api.vipEmpContactsPage.mockReturnValue(page([contact()]));
  api.vipEmpContactsDel.mockReturnValue(ok({ contactsId: 'c1' }));
  const { container } = await show(<CommonInfoPage />);
  const row = byTestId(container, 'contact-row');
  expect(row?.textContent).toContain('310***********0020');
  await click(byTestId(container, 'contact-edit'));
  expect(recorded.navigations.at(-1)?.url).toContain('CommonInfo/EditContact/index?id=c1');
  recorded.modalConfirm = false;
  await click(byTestId(container, 'contact-delete'));
  expect(api.vipEmpContactsDel).not.toHaveBeenCalled();
  recorded.modalConfirm = true;
  await click(byTestId(container, 'contact-delete'));
  expect(recorded.modals.at(-1)?.content).toBe('确定删除常用旅客李四吗？');
  expect(api.vipEmpContactsDel).toHaveBeenCalledWith({ contactsId: 'c1' });
});
