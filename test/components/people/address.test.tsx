/**
 * Delivery addresses (SPEC §2 /userCenter/CommonInfo/EditAddress/:id?, §3 address, §5 address rules): the post-code
 * rule, the area and street checks, the three-level region picker, the default flag, and the default badge.
 */
jest.mock('../../../src/api/people', () => ({
  vipEmpAddrList: jest.fn(),
  vipEmpAddrEdit: jest.fn(),
  vipEmpAddrDel: jest.fn(),
  vipEmpContactsPage: jest.fn(),
  vipEmpContactsDel: jest.fn(),
  vipEmpJdhyList: jest.fn(),
  vipEmpJdhyDel: jest.fn(),
}));

import * as peopleApi from '../../../src/api/people';
import type { Address } from '../../../src/api/contract';
import CommonInfoPage from '../../../src/packages/user/pages/CommonInfo/index';
import EditAddressPage from '../../../src/packages/user/pages/CommonInfo/EditAddress/index';
import {
  checkAddressForm,
  newAddressForm,
  toAddressRequest,
  type AddressForm,
} from '../../../src/packages/user/people/addressForm';
import { citiesOf, districtsOf, provinces } from '../../../src/packages/user/people/regions';
import { byTestId, click, type } from '../support/render';
import { recorded } from '../support/taro';
import { input, ok, page, setUp, show, tearDown } from './fixtures';

const api = peopleApi as unknown as Record<string, jest.Mock>;

const complete = (over: Partial<AddressForm> = {}): AddressForm => ({
  ...newAddressForm(),
  recipient: '张三',
  phone: '13800000001',
  province: '广东省',
  city: '深圳市',
  area: '南山区',
  addr: '科技园路1号',
  post: '518057',
  ...over,
});

const saved = (over: Partial<Address> = {}): Address => ({
  empAddrId: 'a1',
  recipient: '张三',
  phoneNumber: '138****0001',
  province: '北京市',
  city: '北京市',
  area: '朝阳区',
  addr: '建国路1号',
  post: '100020',
  isDefault: 0,
  ...over,
});

beforeEach(setUp);
afterEach(tearDown);

describe('address rules', () => {
  it('takes a post code of exactly six digits, or none', () => {
    expect(checkAddressForm(complete())).toEqual({});
    expect(checkAddressForm(complete({ post: '' }))).toEqual({});
    expect(checkAddressForm(complete({ post: '51805' })).post).toBe('v.postCode.format');
    expect(checkAddressForm(complete({ post: '5180571' })).post).toBe('v.postCode.format');
    expect(checkAddressForm(complete({ post: '51805a' })).post).toBe('v.postCode.format');
  });

  it('asks for the region, the street, a recipient and a phone (a telephone starting with 0 passes)', () => {
    expect(checkAddressForm(complete({ area: '' })).area).toBe('people.address.v.area');
    expect(checkAddressForm(complete({ city: '' })).area).toBe('people.address.v.area');
    expect(checkAddressForm(complete({ addr: '  ' })).addr).toBe('people.address.v.addr');
    expect(checkAddressForm(complete({ recipient: '' })).recipient).toBe('v.name.empty');
    expect(checkAddressForm(complete({ phone: '12345' })).phone).toBe('v.telephone.format');
    expect(checkAddressForm(complete({ phone: '010-62345678' }))).toEqual({});
    // Editing: the masked phone on file is kept when none is typed.
    expect(checkAddressForm(complete({ phone: '', phoneOnFile: '138****0001' }))).toEqual({});
    expect(toAddressRequest(complete({ phone: '', phoneOnFile: '138****0001' })).phoneNumber).toBe('138****0001');
  });

  it('sends the default flag as 1 or 0', () => {
    expect(toAddressRequest(complete({ isDefault: true })).isDefault).toBe(1);
    expect(toAddressRequest(complete()).isDefault).toBe(0);
  });

  it('has the 34 provincial-level divisions, every one with cities', () => {
    expect(provinces()).toHaveLength(34);
    for (const p of provinces()) expect(citiesOf(p.name).length).toBeGreaterThan(0);
    expect(districtsOf('北京市', '北京市')).toContain('海淀区');
    expect(districtsOf('广东省', '深圳市')).toContain('南山区');
    expect(districtsOf('广东省', '东莞市')).toEqual([]);
  });
});

describe('/userCenter/CommonInfo/EditAddress', () => {
  it('picks province, city and district, refuses a five-digit post code, then saves as the default', async () => {
    api.vipEmpAddrEdit.mockReturnValue(ok({ empAddrId: 'a9' }));
    const { container } = await show(<EditAddressPage />);
    await type(input(container, 'address-recipient'), '张三');
    await type(input(container, 'address-phone'), '13800000001');
    await type(input(container, 'address-addr'), '科技园路1号');
    await type(input(container, 'address-post'), '51805');
    await click(byTestId(container, 'address-save'));
    expect(byTestId(container, 'address-region-error')?.textContent).toBe('请选择所在地区');
    expect(byTestId(container, 'address-post-error')?.textContent).toBe('邮政编码错误');
    expect(api.vipEmpAddrEdit).not.toHaveBeenCalled();

    await click(byTestId(container, 'address-region'));
    await click(byTestId(container, 'address-region-province-广东省'));
    await click(byTestId(container, 'address-region-city-深圳市'));
    await click(byTestId(container, 'address-region-area-南山区'));
    expect(byTestId(container, 'address-region')?.textContent).toContain('广东省 深圳市 南山区');
    await type(input(container, 'address-post'), '518057');
    await click(byTestId(container, 'address-default'));
    await click(byTestId(container, 'address-save'));
    expect(api.vipEmpAddrEdit).toHaveBeenCalledWith({
      recipient: '张三',
      phoneNumber: '13800000001',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      addr: '科技园路1号',
      post: '518057',
      isDefault: 1,
    });
  });

  it('lets the district be typed for a city without a district list', async () => {
    const { container } = await show(<EditAddressPage />);
    await click(byTestId(container, 'address-region'));
    await click(byTestId(container, 'address-region-province-广东省'));
    await click(byTestId(container, 'address-region-city-东莞市'));
    expect(byTestId(container, 'address-area')).not.toBeNull();
  });

  it('edits a saved address found in the list, keeping the masked phone', async () => {
    api.vipEmpAddrList.mockReturnValue(page([saved()]));
    api.vipEmpAddrEdit.mockReturnValue(ok({ empAddrId: 'a1' }));
    const { container } = await show(<EditAddressPage />, { id: 'a1' });
    expect(input(container, 'address-addr').value).toBe('建国路1号');
    expect(container.textContent).toContain('138****0001');
    await click(byTestId(container, 'address-save'));
    expect(api.vipEmpAddrEdit).toHaveBeenCalledWith(
      expect.objectContaining({ empAddrId: 'a1', phoneNumber: '138****0001', area: '朝阳区', isDefault: 0 }),
    );
  });
});

describe('/userCenter/CommonInfo addresses', () => {
  it('marks the default address and deletes one after a confirmation', async () => {
    api.vipEmpContactsPage.mockReturnValue(page([]));
    api.vipEmpAddrList.mockReturnValue(page([saved({ isDefault: 1 }), saved({ empAddrId: 'a2', area: '海淀区' })]));
    api.vipEmpAddrDel.mockReturnValue(ok({ empAddrId: 'a2' }));
    const { container } = await show(<CommonInfoPage />, { tab: 'addresses' });
    const rows = container.querySelectorAll('[data-testid="address-row"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelector('[data-testid="address-default"]')).not.toBeNull();
    expect(rows[1]?.querySelector('[data-testid="address-default"]')).toBeNull();
    await click(rows[1]?.querySelector('[data-testid="address-delete"]') ?? null);
    expect(recorded.modals).toHaveLength(1);
    expect(api.vipEmpAddrDel).toHaveBeenCalledWith({ empAddrId: 'a2' });
  });
});
