/** Common and settings calls (SPEC §7 Common and settings; parameters, page settings, support calls). */
import { request } from './transport';
import { type Answer, type Obj, PUBLIC } from './call';
import type { PageSettings, ParameterValue } from './contract/common';
import type { GetParameterRequest, QueryParameterRequest } from './contract/company';
import type { SdkSignatureData } from './contract/account';
import type { SdkSignatureRequest } from './contract/signOn';
import type { PageData } from './contract/envelope';
import type { PdfGenerateRequest, PdfGenerateResult } from './contract/invoice';
import type {
  BookingRules,
  CostCenter,
  CplxRequest,
  PickerListRequest,
  Project,
  ViolationReason,
} from './contract/booking';
import type {
  AirportBusItem,
  AirportBusRequest,
  FlightPolicyItem,
  FlightPolicyListRequest,
  FlightPolicyRequest,
} from './contract/flight';
import { LIMITS } from '../domain/limits';

/** smsEmail: sends a document by e-mail (SPEC §3 e-mail download dialog). */
export interface SmsEmailRequest {
  sendScene: string | number;
  url?: string;
  emailUrl: string;
  bdh?: string;
  orderNo?: string;
  orderType?: number;
}

/** commUpdateById: sets the default e-mail. */
export interface CommUpdateByIdRequest {
  id: string;
  email: string;
}

/** getBClass: business classes of a parent number (15900). */
export interface GetBClassRequest {
  parNo: string | number;
}

/** vipWbyy/list: violation reasons of a product (cplx = product code). */
export interface VipWbyyListRequest {
  cplx: string | number;
}

// Page settings, parameters and signatures -----------------------------------------------------

/** Page settings (logo, theme, slogan); no payload. */
export const etPageSetList = (body: Obj = {}): Answer<PageSettings> => request('/obt/etPageSetList', body, PUBLIC);
/** Company page settings. */
export const compPageSetList = (body: Obj = {}): Answer => request('/obt/compPageSetList', body, PUBLIC);
/** Messaging-app SDK signature for a page URL (without hash). */
export const getSdkQx = (body: SdkSignatureRequest): Answer<SdkSignatureData> => request('/obt/getSdkQx', body);
/** WeChat JS-SDK signature variant. */
export const wxGetSdkQx = (body: SdkSignatureRequest): Answer<SdkSignatureData> => request('/obt/wx/getSdkQx', body);
export const getParameter = (body: GetParameterRequest): Answer<ParameterValue> =>
  request('/obt/getParameter', body, PUBLIC);
export const queryParameter = (body: QueryParameterRequest): Answer<Obj, ParameterValue> =>
  request('/obt/queryParameter', body, PUBLIC);
export const getSysParameter = (body: Obj): Answer => request('/obt/getSysParameter', body);
export const getParListByCodes = (body: Obj): Answer => request('/obt/getParListByCodes', body);
/** Parameter list by paramNo list. */
export const queryList = (body: Obj): Answer => request('/obt/queryList', body);
/** Company (VIP) parameters: the booking rules of a product (required fields, must comply, service fee…). */
export const queryVipParameter = (body: CplxRequest): Answer<BookingRules> => request('/obt/queryVipParameter', body);
export const vipParamQueryList = (body: Obj): Answer => request('/obt/vipParam/queryList', body);
export const getBClass = (body: GetBClassRequest = { parNo: 15900 }): Answer => request('/obt/getBClass', body);
export const findNationList = (body: Obj = {}): Answer => request('/obt/findNationList', body);
/** Product privileges: the menu of visible products (SPEC §6). */
export const getAuthorizationPnos = (body: Obj = {}): Answer<unknown, string> =>
  request('/obt/getAuthorizationPnos', body);

// Company data used while booking ---------------------------------------------------------------

export const trainSupplier = (body: Obj = {}): Answer => request('/obt/trainSupplier', body);
/** Province/city list. */
export const cityProCity = (body: Obj = {}): Answer => request('/obt/city/proCity', body);
/** Cost centres of my company (rows in `list`). */
export const costCenterFindList = (body: PickerListRequest = {}): Answer<PageData, CostCenter> =>
  request('/obt/costCenterFindList', body);
/** Projects (count 999; rows in `list`). */
export const projectList = (body: PickerListRequest = {}): Answer<PageData, Project> =>
  request('/obt/projectList', { pageNum: 1, count: LIMITS.pageSize.projects, ...body });
/** Violation reasons of a product (rows in `list`). */
export const vipWbyyList = (body: VipWbyyListRequest): Answer<Obj, ViolationReason> =>
  request('/obt/vipWbyy/list', body);
export const vipJcsjbGetList = (body: Obj = {}): Answer => request('/obt/vipJcsjbGetList', body);

// Policies, support and e-mail ------------------------------------------------------------------

/** Travellers' flight standards (default: mine); rows in `list`. */
export const policyList = (body: FlightPolicyListRequest = {}): Answer<unknown, FlightPolicyItem> =>
  request('/obt/policy/list', body);
/** One traveller's flight standard (default: mine). */
export const policyDetail = (body: FlightPolicyRequest = {}): Answer<FlightPolicyItem> =>
  request('/obt/policy/detail', body);
/** Bus lines of an airport; rows in `list`. */
export const airportBusQuery = (body: AirportBusRequest): Answer<unknown, AirportBusItem> =>
  request('/obt/airportBus/query', body);
export const smsSend = (body: Obj): Answer => request('/obt/smsSend', body);
/** Unfinished orders. */
export const queryWcxOrder = (body: Obj = {}): Answer => request('/obt/queryWcxOrder', body);
/** Customer-service group id. */
export const getCustomerServiceGroupId = (body: Obj = {}): Answer => request('/obt/getCustomerServiceGroupId', body);
/** Sends a document by e-mail. */
export const smsEmail = (body: SmsEmailRequest): Answer => request('/obt/smsEmail', body);
/** Sets the default e-mail. */
export const commUpdateById = (body: CommUpdateByIdRequest): Answer => request('/obt/commUpdateById', body);
export const getCxtxInfo = (body: Obj = {}): Answer => request('/obt/getCxtxInfo', body);

// Attachments, documents, ads and shop ----------------------------------------------------------
// The attachment upload itself is a multipart file upload to /obt/upload: it belongs to the host
// adapters (Taro.uploadFile), not to this JSON transport.

export const attachmentQuery = (body: Obj): Answer => request('/obt/attachment/query', body);
/** A short-lived signed download link of an invoice or itinerary PDF (GET it without headers). */
export const pdfGenerate = (body: PdfGenerateRequest): Answer<PdfGenerateResult> => request('/obt/pdf/generate', body);
export const adPullData = (body: Obj = {}): Answer => request('/obt/ad/pullData', body);
export const shopAdImg = (body: Obj = {}): Answer => request('/obt/shop/adImg', body);
export const shopGenTurnUrl = (body: Obj): Answer => request('/obt/shop/genTurnUrl', body);
