/** Company details and company-level settings calls (SPEC §3 vipCorp, §7 Common and Account). */
import type { Flag } from './account';

/** vipCorpFindDetail: the session's company. Contact phone is masked 3+4. */
export interface CorpDetail {
  corpId: string;
  corpNo: string;
  fullname: string;
  shortname: string;
  enName: string;
  address: string;
  linkman: string;
  linkPhone: string;
  email: string;
  industry: string;
  hotelVersion: 1 | 2;
  bookStyle: 1 | 2;
  khlx: string;
  brandCode: string;
  hideTravelStandard: Flag;
}

/** getParameter request. */
export interface GetParameterRequest {
  paramNo: string;
}

/** queryParameter request. */
export interface QueryParameterRequest {
  paramNos: string[];
}

/** getComplaintPhone answer. */
export interface ComplaintPhone {
  phone: string;
  serviceHours: string;
}
