/**
 * The delivery-address form (SPEC §3 address: recipient, phone, province, city, area, addr, post, default; §5
 * address rules: empty address, wrong postal code, no area selected; name and phone checks) as pure data.
 */
import type { Address } from '../../../api/contract';
import type { VipEmpAddrEditRequest } from '../../../api/people';
import { checkName, checkPostCode, checkTelephone } from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';
import '../../../i18n/parts/people';

export interface AddressForm {
  empAddrId: string;
  recipient: string;
  /** New phone ('' keeps the masked one on file when editing). */
  phone: string;
  phoneOnFile: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post: string;
  isDefault: boolean;
}

export type AddressErrors = Partial<Record<'recipient' | 'phone' | 'area' | 'addr' | 'post', MessageKey>>;

export function newAddressForm(): AddressForm {
  return {
    empAddrId: '',
    recipient: '',
    phone: '',
    phoneOnFile: '',
    province: '',
    city: '',
    area: '',
    addr: '',
    post: '',
    isDefault: false,
  };
}

export function formFromAddress(a: Address): AddressForm {
  return {
    empAddrId: a.empAddrId,
    recipient: a.recipient,
    phone: '',
    phoneOnFile: a.phoneNumber,
    province: a.province,
    city: a.city,
    area: a.area,
    addr: a.addr,
    post: a.post,
    isDefault: a.isDefault === 1,
  };
}

/**
 * Recipient name, phone (a mobile, or a telephone starting with 0; required unless one is on file), province +
 * city + area all chosen, the street address, and the post code: six digits when given.
 */
export function checkAddressForm(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  const name = checkName(form.recipient);
  if (name) errors.recipient = validationKey(name);
  const phone = form.phone.trim();
  if (phone || !form.phoneOnFile) {
    const code = checkTelephone(phone);
    if (code) errors.phone = validationKey(code);
  }
  if (!form.province || !form.city || !form.area.trim()) errors.area = 'people.address.v.area';
  if (!form.addr.trim()) errors.addr = 'people.address.v.addr';
  if (form.post.trim()) {
    const code = checkPostCode(form.post.trim());
    if (code) errors.post = validationKey(code);
  }
  return errors;
}

/** vipEmpAddr/edit. An untouched masked phone is sent as it was answered: the server keeps the number on file. */
export function toAddressRequest(form: AddressForm): VipEmpAddrEditRequest {
  const request: VipEmpAddrEditRequest = {
    recipient: form.recipient.trim(),
    phoneNumber: form.phone.trim() || form.phoneOnFile,
    province: form.province,
    city: form.city,
    area: form.area.trim(),
    addr: form.addr.trim(),
    post: form.post.trim(),
    isDefault: form.isDefault ? 1 : 0,
  };
  if (form.empAddrId) request.empAddrId = form.empAddrId;
  return request;
}

/** 'Guangdong Shenzhen Nanshan, 1 Keji Road' for lists. */
export function addressText(a: Pick<Address, 'province' | 'city' | 'area' | 'addr'>): string {
  const region = a.province === a.city ? [a.city, a.area] : [a.province, a.city, a.area];
  return `${region.filter(Boolean).join(' ')} ${a.addr}`.trim();
}
