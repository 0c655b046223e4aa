/** People: employees, frequent travellers, departments, addresses and hotel memberships (SPEC §7 People, §3). */
import { request } from './transport';
import { type Answer, type Obj } from './call';
import type { PageData, PageQuery } from './contract/envelope';
import { LIMITS } from '../domain/limits';
import type { Address, TravellerCandidate, TravellerSearchRequest } from './contract/booking';
import type {
  AddressSaveData,
  ContactIdRequest,
  ContactSaveData,
  CreateInvitationRequest,
  DeptListRequest,
  DeptNode,
  EmpDetail,
  EmpIdRequest,
  EmpManageItem,
  EmpManageListRequest,
  EmpSaveData,
  HotelMembership,
  HotelMembershipListRequest,
  InvitationData,
  MembershipIdRequest,
  MembershipSaveData,
  NeedOrderItem,
  UserOrderItem,
  UserOrderListRequest,
  VipEmpContactsEditRequest,
  VipEmpEditDetailRequest,
  VipEmpAddrEditRequest,
  VipEmpJdhyEditRequest,
  VipEmpSaveDetailRequest,
} from './contract/peopleAdmin';

export type { VipEmpAddrEditRequest, VipEmpJdhyEditRequest };

// Employees (administrator screens and traveller pickers)
/**
 * Employees within my booking scope (SPEC §6: only myself / department / company; outsiders with bookOutside), or
 * with `kind: 'manage'` the employees I may manage (administrator list: keyword, department, active/departed).
 */
export function empFindList(body: EmpManageListRequest): Answer<PageData, EmpManageItem>;
export function empFindList(body?: TravellerSearchRequest): Answer<PageData, TravellerCandidate>;
export function empFindList(
  body: TravellerSearchRequest | EmpManageListRequest = {},
): Answer<PageData, TravellerCandidate | EmpManageItem> {
  return request('/obt/empFindList', { ...(body.kind === 'manage' ? { count: LIMITS.pageSize.list } : {}), ...body });
}
export const vipEmpSaveDetail = (body: VipEmpSaveDetailRequest): Answer<EmpSaveData> =>
  request('/obt/vipEmpSaveDetail', body);
export const vipEmpFindDetail = (body: EmpIdRequest): Answer<EmpDetail> => request('/obt/vipEmpFindDetail', body);
export const vipEmpEditDetail = (body: VipEmpEditDetailRequest): Answer<EmpSaveData> =>
  request('/obt/vipEmpEditDetail', body);
/** Departure: the employee becomes inactive and every session of theirs ends at once. */
export const vipEmpDel = (body: EmpIdRequest): Answer<EmpSaveData> => request('/obt/vipEmpDel', body);
/** Departments (count 999): the tree flattened depth-first (DeptNode.level / parentId). */
export const vipDeptFindList = (body: DeptListRequest = {}): Answer<PageData, DeptNode> =>
  request('/obt/vipDeptFindList', { pageNum: 1, count: LIMITS.pageSize.departments, ...body });
/** An invitation code (7 days) for a department; public join through vipDeptTreeForEmpQr / userRegisterForQr. */
export const createInvitation = (body: CreateInvitationRequest): Answer<InvitationData> =>
  request('/obt/createInvitation', body);

// Frequent travellers
/** My frequent travellers (clkFlag 0/1; documents masked, with refs). */
export const vipEmpContactsPage = (body: TravellerSearchRequest = {}): Answer<PageData, TravellerCandidate> =>
  request('/obt/vipEmpContactsPage', body);
export const vipEmpContactsDel = (body: ContactIdRequest): Answer<ContactSaveData> =>
  request('/obt/vipEmpContactsDel', body);
export const vipEmpContactsEdit = (body: VipEmpContactsEditRequest): Answer<ContactSaveData> =>
  request('/obt/vipEmpContactsEdit', body);

// Addresses
/** My saved delivery addresses (phones masked). */
export const vipEmpAddrList = (body: PageQuery = {}): Answer<PageData, Address> =>
  request('/obt/vipEmpAddr/list', body);
export const vipEmpAddrEdit = (body: VipEmpAddrEditRequest): Answer<AddressSaveData> =>
  request('/obt/vipEmpAddr/edit', body);
export const vipEmpAddrDel = (body: { empAddrId: string }): Answer<AddressSaveData> =>
  request('/obt/vipEmpAddr/del', body);

// Hotel memberships
export const vipEmpJdhyList = (body: HotelMembershipListRequest = {}): Answer<PageData, HotelMembership> =>
  request('/obt/vipEmpJdhy/list', body);
export const vipEmpJdhyEdit = (body: VipEmpJdhyEditRequest): Answer<MembershipSaveData> =>
  request('/obt/vipEmpJdhy/edit', body);
export const vipEmpJdhyDel = (body: MembershipIdRequest): Answer<MembershipSaveData> =>
  request('/obt/vipEmpJdhy/del', body);

// User-centre order lists
/** My demand orders across products (today flight needs), newest first. */
export const needOrderList = (body: UserOrderListRequest = {}): Answer<PageData, NeedOrderItem> =>
  request('/obt/needOrder/list', body);
/** Train berth (waitlist) orders within my order scope (order type 20031). */
export const trBenchList = (body: UserOrderListRequest = {}): Answer<PageData, UserOrderItem> =>
  request('/obt/trBenchList', body);

// Civil-servant card checks
export const gpIdValid = (body: Obj): Answer => request('/obt/gpIdValid', body);
export const gpLoadVcode = (body: Obj = {}): Answer => request('/obt/gpLoadVcode', body);
