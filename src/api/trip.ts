/** Trip applications (ccsqd) and their change orders (SPEC §7 Common: trip applications; §3, §4). */
import { request } from './transport';
import type { Answer } from './call';
import type { PageData } from './contract/envelope';
import type {
  CcsqdAddData,
  CcsqdAddRequest,
  CcsqdBookItem,
  CcsqdChange,
  CcsqdChangeAddData,
  CcsqdChangeAddRequest,
  CcsqdChangeDelRequest,
  CcsqdChangeGetRequest,
  CcsqdChooseRequest,
  CcsqdDetail,
  CcsqdDetail4Book,
  CcsqdDetail4BookRequest,
  CcsqdIdRequest,
  CcsqdList4BookRequest,
  CcsqdListItem,
  CcsqdListRequest,
} from './contract/trip';

/** Trip applications (status filter default 2). */
export const vipCcsqdList = (body: CcsqdListRequest = { status: 2 }): Answer<PageData, CcsqdListItem> =>
  request('/obt/vipCcsqd/list', body);
/** Approved, not ended trip applications to choose from. */
export const vipCcsqdListForChoose = (body: CcsqdChooseRequest = {}): Answer<PageData, CcsqdListItem> =>
  request('/obt/vipCcsqd/listForChoose', body);
/** The full request with travellers, legs, changes and approval milestones. */
export const vipCcsqdInfo = (body: CcsqdIdRequest): Answer<CcsqdDetail> => request('/obt/vipCcsqd/info', body);
/** Requests usable for booking a product (product query screens with bookStyle 2). */
export const vipCcsqdList4Book = (body: CcsqdList4BookRequest = {}): Answer<PageData, CcsqdBookItem> =>
  request('/obt/vipCcsqd/list4Book', body);
/** Legs of a product with their booking date windows, remaining budgets and travellers. */
export const vipCcsqdDetail4Book = (body: CcsqdDetail4BookRequest): Answer<CcsqdDetail4Book> =>
  request('/obt/vipCcsqd/detail4Book', body);
/** Save a draft (addMethod 1) or submit (addMethod 2); see CcsqdAddData.nextStep. */
export const vipCcsqdAdd = (body: CcsqdAddRequest): Answer<CcsqdAddData> => request('/obt/vipCcsqd/add', body);
/** Deletes the owner's draft. */
export const vipCcsqdDel = (body: CcsqdIdRequest): Answer<CcsqdIdRequest> => request('/obt/vipCcsqd/del', body);

// Change orders (changeId, changeYy, bgqzys, bghzys, routeList)
export const ccsqdChangeGet = (body: CcsqdChangeGetRequest): Answer<undefined, CcsqdChange> =>
  request('/obt/vipCcsqd/change/get', body);
export const ccsqdChangeAdd = (body: CcsqdChangeAddRequest): Answer<CcsqdChangeAddData> =>
  request('/obt/vipCcsqd/change/add', body);
export const ccsqdChangeDel = (body: CcsqdChangeDelRequest): Answer<CcsqdChangeDelRequest> =>
  request('/obt/vipCcsqd/change/del', body);
