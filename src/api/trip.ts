/** Trip applications (ccsqd) and their change orders (SPEC §7 Common: trip applications; §3, §4). */
import { request } from './transport';
import { type Answer, type Obj } from './call';
import type { PageData } from './contract/envelope';
import type { CcsqdListItem, CcsqdListRequest } from './contract/trip';

/** Trip application add (draft or submit, SPEC §3 trip application). */
export interface VipCcsqdAddRequest {
  ccsqdId?: string;
  ccr?: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  jtys?: number;
  qtys?: number;
  zsys?: number;
  zys?: number;
  projectId?: string;
  costCenterId?: string;
  subjectCode?: string;
  remark?: string;
  vipPerson?: Obj[];
  vipRoute?: Obj[];
  /** Draft or submit. */
  addMethod: string | number;
  url?: string;
  [key: string]: unknown;
}

/** Trip applications (status filter default 2). */
export const vipCcsqdList = (body: CcsqdListRequest = { status: 2 }): Answer<PageData, CcsqdListItem> =>
  request('/obt/vipCcsqd/list', body);
/** Trip applications to choose from while booking. */
export const vipCcsqdListForChoose = (body: Obj = {}): Answer => request('/obt/vipCcsqd/listForChoose', body);
export const vipCcsqdInfo = (body: { ccsqdId: string }): Answer => request('/obt/vipCcsqd/info', body);
export const vipCcsqdList4Book = (body: Obj = {}): Answer => request('/obt/vipCcsqd/list4Book', body);
export const vipCcsqdDetail4Book = (body: Obj): Answer => request('/obt/vipCcsqd/detail4Book', body);
export const vipCcsqdAdd = (body: VipCcsqdAddRequest): Answer => request('/obt/vipCcsqd/add', body);
/** Deletes a draft. */
export const vipCcsqdDel = (body: { ccsqdId: string }): Answer => request('/obt/vipCcsqd/del', body);

// Change orders (changeId, changeYy, bgqzys, bghzys, routeList)
export const ccsqdChangeGet = (body: Obj): Answer => request('/obt/vipCcsqd/change/get', body);
export const ccsqdChangeAdd = (body: Obj): Answer => request('/obt/vipCcsqd/change/add', body);
export const ccsqdChangeDel = (body: Obj): Answer => request('/obt/vipCcsqd/change/del', body);
