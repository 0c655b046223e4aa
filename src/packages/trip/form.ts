/**
 * The trip-application form (SPEC §3 trip application, §5 general rules) as plain data and pure functions: checks,
 * the vipCcsqd/add request, loading a saved request, and the trip-builder legs ↔ API routes. Money: fen inside
 * (the builder's params), yuan only in the request (ARCHITECTURE §13).
 */
import type {
  CcsqdAddMethod,
  CcsqdAddRequest,
  CcsqdDetail,
  TripPersonInput,
  TripRoute,
  TripRouteInput,
  TripRouteType,
} from '../../api/contract/trip';
import { PRODUCT } from '../../domain/codes';
import { LIMITS } from '../../domain/limits';
import { fenToYuan, yuanToFen } from '../../domain/money';
import {
  allLegs,
  areaOfProType,
  loadTripBuilder,
  newLeg,
  type LegArea,
  type TripBuilderState,
  type TripLeg,
  type TripParams,
  type TripProType,
  type TripTraveller,
} from '../../domain/tripBuilder';
import { tripTotalFen } from '../../domain/tripBudget';
import type { MessageKey } from '../../i18n';
import '../../i18n/parts/trip';

/** The budget fields of the form, as the builder's params keys. */
export const BUDGET_KEYS = ['jtysFen', 'zsysFen', 'qtysFen'] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];

/** An uploaded attachment (SPEC §5 image, at most 10 MB). */
export interface Attachment {
  /** URL answered by /obt/upload. */
  url: string;
  name: string;
}

/** What the user typed or picked (the legs, budgets and travellers live in the trip builder). */
export interface TripForm {
  ccsy: string;
  /** Destination city name and code. */
  mdd: string;
  mddCode: string;
  dateBegin: string;
  dateEnd: string;
  projectId: string;
  projectName: string;
  costCenterId: string;
  costCenterName: string;
  subjectCode: string;
  remark: string;
  attachment: Attachment | null;
  /** Budgets as typed (yuan); a valid text is also in the builder's params. */
  budgetText: Record<BudgetKey, string>;
}

export function blankTripForm(): TripForm {
  return {
    ccsy: '',
    mdd: '',
    mddCode: '',
    dateBegin: '',
    dateEnd: '',
    projectId: '',
    projectName: '',
    costCenterId: '',
    costCenterName: '',
    subjectCode: '',
    remark: '',
    attachment: null,
    budgetText: { jtysFen: '', zsysFen: '', qtysFen: '' },
  };
}

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

/** A typed amount in yuan as fen: '' is 0; null when it is not an amount ≥ 0 with at most 2 decimals. */
export function parseYuan(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!YUAN.test(t)) return null;
  return yuanToFen(t);
}

/** Fen as the text of an amount input ('' for 0, '1200', '12.5'). */
export function yuanText(fen: number): string {
  return fen === 0 ? '' : String(fenToYuan(fen));
}

/** The total budget zys (fen) of the builder's params (SPEC §3: jtys + zsys + qtys). */
export function totalFen(params: TripParams): number {
  return tripTotalFen(params);
}

/** Company rules the form follows (BookingRules of queryVipParameter). */
export interface TripRules {
  costCenterRequired: boolean;
  projectRequired: boolean;
}

export type TripFormField =
  | 'travellers'
  | 'ccsy'
  | 'mdd'
  | 'dates'
  | 'jtysFen'
  | 'zsysFen'
  | 'qtysFen'
  | 'routes'
  | 'project'
  | 'costCenter'
  | 'remark'
  | 'attachment';

export type TripFormErrors = Partial<Record<TripFormField, MessageKey>>;

/** Field order on the screen (the first error is scrolled to and toasted). */
export const FIELD_ORDER: readonly TripFormField[] = [
  'travellers',
  'ccsy',
  'mdd',
  'dates',
  'jtysFen',
  'zsysFen',
  'qtysFen',
  'routes',
  'project',
  'costCenter',
  'remark',
  'attachment',
];

/** A leg whose dates fall outside the travel dates. */
function outside(leg: TripLeg, begin: string, end: string): boolean {
  return leg.departDate < begin || (leg.arriveDate || leg.departDate) > end;
}

/**
 * Checks the form (SPEC §5): a draft needs both dates, in order, readable budgets and a remark of at most 200
 * characters; submitting also needs travellers, reason, destination, legs within the travel dates, the attachment,
 * and a cost centre / project when the company requires them.
 */
export function checkTripForm(
  form: TripForm,
  builder: TripBuilderState,
  method: CcsqdAddMethod,
  rules: TripRules,
): TripFormErrors {
  const errors: TripFormErrors = {};
  const submit = method === 2;
  if (submit && builder.travelerList.length === 0) errors.travellers = 'trip.error.travellers';
  if (submit && !form.ccsy.trim()) errors.ccsy = 'trip.error.reason';
  if (submit && !form.mdd.trim()) errors.mdd = 'trip.error.destination';
  // The server keeps no request without its dates, a draft included.
  if (!form.dateBegin || !form.dateEnd) errors.dates = 'trip.error.dates';
  else if (form.dateEnd < form.dateBegin) errors.dates = 'trip.error.endBeforeStart';
  else if (submit && allLegs(builder).some((l) => outside(l, form.dateBegin, form.dateEnd))) {
    errors.routes = 'trip.error.routeOutside';
  }
  for (const key of BUDGET_KEYS) if (parseYuan(form.budgetText[key]) === null) errors[key] = 'trip.error.budget';
  if (submit && rules.projectRequired && !form.projectId) errors.project = 'trip.error.project';
  if (submit && rules.costCenterRequired && !form.costCenterId) errors.costCenter = 'trip.error.costCenter';
  if (Array.from(form.remark).length > LIMITS.input.remarkMax) errors.remark = 'v.remark.tooLong';
  if (submit && !form.attachment) errors.attachment = 'trip.error.attachment';
  return errors;
}

export function firstError(errors: TripFormErrors): TripFormField | null {
  return FIELD_ORDER.find((f) => errors[f]) ?? null;
}

// Legs ↔ API routes ------------------------------------------------------------------------------------------------

const ROUTE_TYPE_OF: Partial<Record<LegArea, TripRouteType>> = {
  flight: 'flight',
  train: 'train',
  hotel: 'hotel',
  car: 'car',
};

const PRO_TYPE_OF: Record<TripRouteType, TripProType> = {
  flight: PRODUCT.flight,
  train: PRODUCT.train,
  hotel: PRODUCT.hotel,
  car: PRODUCT.car,
};

/** Route type of a leg (international flight legs are sent as flight legs: the API has no type of their own). */
export function routeTypeOfLeg(leg: TripLeg): TripRouteType {
  const area = areaOfProType(leg.proType);
  return (area && ROUTE_TYPE_OF[area]) || 'flight';
}

/** A builder leg as a vipRoute entry (yuan; the hotel name travels in the remark). */
export function legToRoute(leg: TripLeg, keepId = false): TripRouteInput {
  const type = routeTypeOfLeg(leg);
  const stay = type === 'hotel' || type === 'car';
  return {
    ...(keepId && leg.routeId ? { routeId: leg.routeId } : {}),
    routeType: type,
    depCity: leg.departCity,
    depCityName: leg.departCityName,
    ...(stay && !leg.arriveCityName ? {} : { arrCity: leg.arriveCity, arrCityName: leg.arriveCityName }),
    dateBegin: leg.departDate,
    ...(leg.arriveDate ? { dateEnd: leg.arriveDate } : {}),
    cost: fenToYuan(leg.fyysFen),
    ...(leg.cxr ? { supplier: leg.cxr } : {}),
    ...(leg.cxrId ? { supplierId: leg.cxrId } : {}),
    ...(leg.flightNo ? { remark: leg.flightNo } : {}),
  };
}

/** A saved route as a builder leg. */
export function routeToLeg(route: TripRoute): TripLeg {
  const costFen = yuanToFen(route.cost);
  return newLeg(PRO_TYPE_OF[route.routeType] ?? PRODUCT.flight, {
    departCity: route.depCity,
    departCityName: route.depCityName,
    arriveCity: route.arrCity,
    arriveCityName: route.arrCityName,
    departDate: route.dateBegin,
    arriveDate: route.dateEnd,
    cxr: route.supplier,
    cxrId: route.supplierId,
    flightNo: route.remark,
    fyysFen: costFen,
    routeId: route.routeId,
    routeStatus: route.status,
    xcxh: route.seq,
    params: route.routeType === 'car' ? { fyysFen: costFen } : null,
  });
}

/** A traveller of the builder as a vipPerson entry: employees by id, outsiders by name. */
export function travellerToPerson(p: TripTraveller): TripPersonInput {
  return p.empId ? { empId: p.empId } : { name: p.name };
}

/** The vipCcsqd/add request (draft 1 or submit 2); zys is left to the server. */
export function toAddRequest(
  form: TripForm,
  builder: TripBuilderState,
  method: CcsqdAddMethod,
  ccsqdId: string,
): CcsqdAddRequest {
  const { params } = builder;
  return {
    ...(ccsqdId ? { ccsqdId } : {}),
    vipPerson: builder.travelerList.map(travellerToPerson),
    ccsy: form.ccsy.trim(),
    mdd: form.mdd.trim(),
    dateBegin: form.dateBegin,
    dateEnd: form.dateEnd,
    jtys: fenToYuan(params.jtysFen),
    zsys: fenToYuan(params.zsysFen),
    qtys: fenToYuan(params.qtysFen),
    ...(form.projectId ? { projectId: form.projectId } : {}),
    ...(form.costCenterId ? { costCenterId: form.costCenterId } : {}),
    ...(form.subjectCode.trim() ? { subjectCode: form.subjectCode.trim() } : {}),
    ...(form.remark ? { remark: form.remark } : {}),
    ...(form.attachment ? { url: form.attachment.url } : {}),
    vipRoute: allLegs(builder).map((l) => legToRoute(l)),
    addMethod: method,
  };
}

/** The name an attachment URL shows when it was saved earlier (its last path part). */
function attachmentName(url: string): string {
  return url.split('/').pop() ?? url;
}

/** A saved request as form and builder (editing a draft, or sending it from its detail screen). */
export function fromDetail(d: CcsqdDetail): { form: TripForm; builder: TripBuilderState } {
  const params = { jtysFen: yuanToFen(d.jtys), zsysFen: yuanToFen(d.zsys), qtysFen: yuanToFen(d.qtys) };
  const builder = loadTripBuilder(
    d.vipRoute.map(routeToLeg),
    params,
    d.vipPerson.map((p) => ({
      key: p.empId ? `e:${p.empId}` : `p:${p.personId}`,
      empId: p.empId,
      name: p.name,
      deptName: p.deptName,
    })),
  );
  return {
    form: {
      ccsy: d.ccsy,
      mdd: d.mdd,
      mddCode: '',
      dateBegin: d.dateBegin,
      dateEnd: d.dateEnd,
      projectId: d.projectId,
      projectName: d.projectName,
      costCenterId: d.costCenterId,
      costCenterName: d.costCenterName,
      subjectCode: d.subjectCode,
      remark: d.remark,
      attachment: d.url ? { url: d.url, name: attachmentName(d.url) } : null,
      budgetText: {
        jtysFen: yuanText(params.jtysFen),
        zsysFen: yuanText(params.zsysFen),
        qtysFen: yuanText(params.qtysFen),
      },
    },
    builder,
  };
}
