/** Route schemas of the booking-kit calls, checked against the contract types. */
import type {
  BookingRules,
  CostCenter,
  CplxRequest,
  PickerListRequest,
  Project,
  ViolationReason,
} from '../../../../src/api/contract/booking';
import { PAGE_DATA, PAGE_PROPS, bool, num, obj, reply, str } from '../../lib/schema';

/** Product code (SPEC §9, e.g. 10901); a number is accepted and read as text. */
export const CPLX = str({ pattern: '^\\d{5}$' });

const CPLX_BODY = obj<CplxRequest>({ cplx: CPLX }, ['cplx']);

const PICKER_BODY = obj<PickerListRequest>({ ...PAGE_PROPS, keyword: str({ maxLength: 50 }) });

export const rulesSchema = {
  summary: "The company's booking rules for a product (required fields, must comply, service fee, approval)",
  body: CPLX_BODY,
  response: reply(
    obj<BookingRules>(
      {
        costCenterRequired: bool(),
        projectRequired: bool(),
        remarkRequired: bool(),
        mustComply: bool(),
        freeTextReason: bool(),
        serviceFee: num(),
        hideTravelStandard: bool(),
        approvalRequired: bool(),
      },
      [
        'costCenterRequired',
        'projectRequired',
        'remarkRequired',
        'mustComply',
        'freeTextReason',
        'serviceFee',
        'hideTravelStandard',
        'approvalRequired',
      ],
    ),
  ),
};

export const violationReasonsSchema = {
  summary: 'Violation reasons of a product (vipWbyy/list)',
  body: CPLX_BODY,
  response: reply(undefined, obj<ViolationReason>({ id: str(), cplx: str(), text: str() }, ['id', 'cplx', 'text'])),
};

export const costCentersSchema = {
  summary: "The company's cost centres",
  body: PICKER_BODY,
  response: reply(
    PAGE_DATA,
    obj<CostCenter>({ costCenterId: str(), code: str(), name: str() }, ['costCenterId', 'code', 'name']),
  ),
};

export const projectsSchema = {
  summary: "The company's projects (count 999)",
  body: PICKER_BODY,
  response: reply(
    PAGE_DATA,
    obj<Project>({ projectId: str(), code: str(), name: str() }, ['projectId', 'code', 'name']),
  ),
};
