/** People: employees, frequent travellers, departments, addresses and hotel memberships (SPEC §7 People, §3). */
import { request } from './transport';
import { type Answer, type Obj } from './call';
import type { PageData, PageQuery } from './contract/envelope';
import type { Address, TravellerCandidate, TravellerSearchRequest } from './contract/booking';
import { LIMITS } from '../domain/limits';

/** Delivery address (SPEC §3 address). */
export interface VipEmpAddrEditRequest {
  empAddrId?: string;
  recipient: string;
  phoneNumber: string;
  province: string;
  city: string;
  area: string;
  addr: string;
  post?: string;
  isDefault?: 0 | 1;
}

/** Hotel membership card (SPEC §3). */
export interface VipEmpJdhyEditRequest {
  id?: string;
  empId?: string;
  hykh: string;
  interfacePlat: string;
}

// Employees (administrator screens and traveller pickers)
/** Employees within my booking scope (SPEC §6: only myself / department / company; outsiders with bookOutside). */
export const empFindList = (body: TravellerSearchRequest = {}): Answer<PageData, TravellerCandidate> =>
  request('/obt/empFindList', body);
export const vipEmpSaveDetail = (body: Obj): Answer => request('/obt/vipEmpSaveDetail', body);
export const vipEmpFindDetail = (body: Obj): Answer => request('/obt/vipEmpFindDetail', body);
export const vipEmpEditDetail = (body: Obj): Answer => request('/obt/vipEmpEditDetail', body);
export const vipEmpDel = (body: Obj): Answer => request('/obt/vipEmpDel', body);
/** Departments (count 999). */
export const vipDeptFindList = (body: Obj & PageQuery = {}): Answer =>
  request('/obt/vipDeptFindList', { pageNum: 1, count: LIMITS.pageSize.departments, ...body });

// Frequent travellers
/** My frequent travellers (clkFlag 0/1; documents masked, with refs). */
export const vipEmpContactsPage = (body: TravellerSearchRequest = {}): Answer<PageData, TravellerCandidate> =>
  request('/obt/vipEmpContactsPage', body);
export const vipEmpContactsDel = (body: Obj): Answer => request('/obt/vipEmpContactsDel', body);
export const vipEmpContactsEdit = (body: Obj): Answer => request('/obt/vipEmpContactsEdit', body);

// Addresses
/** My saved delivery addresses (phones masked). */
export const vipEmpAddrList = (body: PageQuery = {}): Answer<PageData, Address> =>
  request('/obt/vipEmpAddr/list', body);
export const vipEmpAddrEdit = (body: VipEmpAddrEditRequest): Answer => request('/obt/vipEmpAddr/edit', body);
export const vipEmpAddrDel = (body: { empAddrId: string }): Answer => request('/obt/vipEmpAddr/del', body);

// Hotel memberships
export const vipEmpJdhyList = (body: Obj & PageQuery = {}): Answer => request('/obt/vipEmpJdhy/list', body);
export const vipEmpJdhyEdit = (body: VipEmpJdhyEditRequest): Answer => request('/obt/vipEmpJdhy/edit', body);
export const vipEmpJdhyDel = (body: { id: string }): Answer => request('/obt/vipEmpJdhy/del', body);

// Civil-servant card checks
export const gpIdValid = (body: Obj): Answer => request('/obt/gpIdValid', body);
export const gpLoadVcode = (body: Obj = {}): Answer => request('/obt/gpLoadVcode', body);
