/**
 * Where an operation takes an id of a record, derived from its schemas: path parameters, query parameters and body
 * fields (nested in objects and arrays too) named like ids. Each slot gets the kinds of record it may name; fields
 * that look like ids but name no one's record are exceptions, each with its reason. A new id-like field that is
 * neither fails the access-matrix suite, so a product that lands with a new kind of id must be classified here.
 */
import type { JsonSchema, Operation } from './openapi';
import type { Kind } from './owner';

export interface Slot {
  where: 'path' | 'query' | 'body';
  /** Property path into the body (array steps are 0), or [name] for path and query parameters. */
  pointer: (string | number)[];
  field: string;
  kinds: Kind[];
  /** An array of ids (the value is sent as [id]). */
  many: boolean;
}

const FIELD_KINDS: Record<string, Kind[]> = {
  orderId: ['order'],
  orderIds: ['order'],
  orderList: ['order'],
  glddid: ['order'],
  orderNo: ['orderNo'],
  glddbh: ['orderNo'],
  travelNo: ['ccsqdNo'],
  ccsqdNo: ['ccsqdNo'],
  ccsqdId: ['ccsqd'],
  routeId: ['route'],
  refundId: ['refund'],
  changeId: ['change'],
  needId: ['need'],
  invoiceId: ['invoice'],
  addressId: ['address'],
  empAddrId: ['address'],
  contactsId: ['contact'],
  railAccountId: ['railAccount'],
  clkId: ['railPassenger'],
  payId: ['payment'],
  workItemId: ['workItem'],
  kpswxxId: ['invoiceTitle'],
  titleId: ['invoiceTitle'],
  empId: ['emp'],
  empIds: ['emp'],
  travellerEmpId: ['emp'],
  membershipId: ['membership'],
  cardToken: ['card'],
  psgIds: ['flightPassenger'],
  rangeId: ['flightRange'],
  rangeIds: ['flightRange'],
  ticketIds: ['trainTicket'],
  deptId: ['dept'],
  spgzId: ['approvalRule'],
  costCenterId: ['costCenter'],
  projectId: ['project'],
  bxid: ['insurance'],
  violationReasonId: ['violationReason'],
  overBudgetReasonId: ['violationReason'],
};

/** `id` and path parameters: the kind follows from the call. */
const ID_BY_ROUTE: [RegExp, Kind[]][] = [
  [/^\/obt\/message\//, ['message']],
  [/^\/obt\/swxx\//, ['invoiceTitle']],
  [/^\/obt\/(getTzContent|readGgtz)$/, ['notice']],
  [/^\/obt\/common\/gaode\/favorites$/, ['favorite']],
  [/^\/obt\/vipEmpJdhy\//, ['membership']],
  [/^\/obt\/car\/getDriverLocation$/, ['order']],
  [/^\/obt\/pdf\/generate$/, ['order', 'invoice']],
  [/^\/obt\/pdf\/invoice\/\{id\}$/, ['invoice']],
  [/^\/obt\/pdf\/itinerary\/\{id\}$/, ['order']],
];

/** Id-like fields that name no record of a person or company, wherever they appear. */
export const FIELD_EXCEPTIONS: Record<string, string> = {
  compId: 'the company a login names: the login and sign-on tests cover it',
  corpId: 'the company a login or sign-on names: the login and sign-on tests cover it',
  deviceId: "the caller's own device",
  openId: 'a WeChat identity, taken only from a getOpenId exchange (sign-on tests)',
  validateCodeId: 'a verification-code handle, useless without its code (brute-force suite)',
  smsCodeId: 'a verification-code handle, useless without its code (brute-force suite)',
  imageCodeId: 'an image-code handle, useless without its code (brute-force suite)',
  registrationId: 'a rail-registration handle, useless without its code',
  flightId: 'supplier catalogue: public offers',
  hotelId: 'supplier catalogue: public offers',
  roomId: 'supplier catalogue: public offers',
  vehicleTypeId: 'supplier catalogue: public offers',
  cityId: 'base data: public',
  transferId: 'supplier catalogue: public offers',
  civilBankId: 'registration: the civil-bank number a company asks new employees for',
  supplierId: 'supplier catalogue: the supplier a trip leg prefers',
  roleIds: 'role names (admin, finance, assistant), not records: the privilege-escalation part covers who sets them',
  subjectId: 'the paying subject of the cashier (company account or own card), checked against the caller',
};

/** Whole calls whose ids name no one's record. */
export const ROUTE_EXCEPTIONS: Record<string, string> = {
  '/obt/maps/placeDetail': 'a map place id: public map data',
  '/obt/flight/airport/queryApTrfDetail': 'an airport transfer id: public airport data',
  '/obt/hotel/img/{name}': 'a drawn hotel picture: public',
  '/obt/bdc/car/img/{name}': 'a car picture: public base data',
  '/obt/bdc/geo/{productCode}/{file}': 'map outlines: public base data',
  '/obt/upload/{name}': 'an uploaded file by its unguessable capability name (an <img> sends no token)',
  '/obt/pay/notify': "the provider's notify: verified by its HMAC signature, not a session (payment suite)",
  '/obt/dev/providerPage': 'demo-only payment page (demo mode)',
  '/obt/dev/providerPay': 'demo-only payment page (demo mode)',
  '/obt/dev/qyCode': 'demo-only WeCom code minting (demo mode)',
  '/obt/dev/wxCode': 'demo-only WeChat code minting (demo mode)',
};

const ID_LIKE = /^(id|bxid|glddid|glddbh|orderList|cardToken|orderNo|ccsqdNo|travelNo)$|Ids?$/;

export interface SlotScan {
  slots: Slot[];
  /** `route field: reason` of id-like fields left out. */
  exceptions: string[];
  /** The exception rules used (a field name of FIELD_EXCEPTIONS or a call of ROUTE_EXCEPTIONS). */
  rules: string[];
  /** Id-like fields with neither a kind nor an exception (the suite fails on any). */
  unclassified: string[];
}

/** A product's calls take that product's orders (every order is still tried on the shared calls). */
const ORDER_BY_ROUTE: [RegExp, Kind][] = [
  [/^\/obt\/flight\//, 'flightOrder'],
  [/^\/obt\/train\//, 'trainOrder'],
  [/^\/obt\/hotel\//, 'hotelOrder'],
  [/^\/obt\/(car|vehicles)\//, 'carOrder'],
];

function kindsFor(route: string, field: string): Kind[] | undefined {
  if (FIELD_KINDS[field]?.[0] === 'order') {
    for (const [re, kind] of ORDER_BY_ROUTE) if (re.test(route)) return [kind];
  }
  if (FIELD_KINDS[field]) return FIELD_KINDS[field];
  if (field === 'id' || field === 'name') {
    for (const [re, kinds] of ID_BY_ROUTE) if (re.test(route)) return kinds;
  }
  return undefined;
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
}

export function scanSlots(op: Operation): SlotScan {
  const scan: SlotScan = { slots: [], exceptions: [], rules: [], unclassified: [] };
  if (ROUTE_EXCEPTIONS[op.path]) {
    scan.exceptions.push(`${op.path}: ${ROUTE_EXCEPTIONS[op.path]}`);
    scan.rules.push(op.path);
    return scan;
  }
  const consider = (where: Slot['where'], pointer: (string | number)[], field: string, schema: JsonSchema) => {
    if (!ID_LIKE.test(field) && where !== 'path') return false;
    const many = typeOf(schema) === 'array';
    const kinds = kindsFor(op.path, field);
    if (kinds) scan.slots.push({ where, pointer, field, kinds, many });
    else if (FIELD_EXCEPTIONS[field]) {
      scan.exceptions.push(`${op.path} ${field}: ${FIELD_EXCEPTIONS[field]}`);
      scan.rules.push(field);
    } else scan.unclassified.push(`${op.method} ${op.path} ${pointer.join('.')}`);
    return true;
  };
  for (const p of op.pathParams) consider('path', [p], p, { type: 'string' });
  for (const [name, sub] of Object.entries(op.query?.properties ?? {})) consider('query', [name], name, sub);
  const walk = (schema: JsonSchema, pointer: (string | number)[]) => {
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      const at = [...pointer, name];
      if (consider('body', at, name, sub)) continue;
      const t = typeOf(sub);
      if (t === 'object') walk(sub, at);
      else if (t === 'array' && sub.items && typeOf(sub.items) === 'object') walk(sub.items, [...at, 0]);
    }
  };
  if (op.body) walk(op.body, []);
  return scan;
}
