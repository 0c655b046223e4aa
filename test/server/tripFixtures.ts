/** Helpers of the trip-application tests: uploads, requests, the approval round trip, auth for direct calls. */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { CcsqdAddData, CcsqdAddRequest, TripRouteInput } from '../../src/api/contract/trip';
import type { AuthInfo } from '../../server/src/modules/session/service';
import { callWithKey } from './helpers/payFixtures';
import { call, type Answer } from './helpers/testApp';

/** An upload row of the company (the attachment check reads the table; the file itself is not needed). */
export async function attachment(app: FastifyInstance, corpId: string, empId: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await app.obt.db
    .insertInto('uploads')
    .values({
      id,
      corp_id: corpId,
      emp_id: empId,
      name: 'a.png',
      mime: 'image/png',
      size: 10,
      scene: '',
      created_at: 0,
    })
    .execute();
  return `/obt/upload/${id}.png`;
}

export const FLIGHT_LEG: TripRouteInput = {
  routeType: 'flight',
  depCity: 'SHA',
  depCityName: '上海',
  arrCity: 'BJS',
  arrCityName: '北京',
  dateBegin: '2026-03-10',
  cost: 1500,
};

export const HOTEL_LEG: TripRouteInput = {
  routeType: 'hotel',
  depCity: 'BJS',
  depCityName: '北京',
  dateBegin: '2026-03-10',
  dateEnd: '2026-03-12',
  cost: 900,
  supplier: '北京国贸大酒店',
};

export function tripBody(empId: string, over: Partial<CcsqdAddRequest> = {}): CcsqdAddRequest {
  return {
    vipPerson: [{ empId }],
    ccsy: '客户拜访',
    mdd: '北京',
    dateBegin: '2026-03-10',
    dateEnd: '2026-03-12',
    jtys: 1500,
    zsys: 900,
    qtys: 100.5,
    vipRoute: [FLIGHT_LEG, HOTEL_LEG],
    addMethod: 1,
    ...over,
  };
}

export async function addTrip(
  app: FastifyInstance,
  token: string,
  body: CcsqdAddRequest,
  lang?: string,
): Promise<Answer<CcsqdAddData>> {
  return call<CcsqdAddData>(app, '/obt/vipCcsqd/add', body, { token, lang });
}

let keySeq = 0;
const key = () => `trip-test-${Date.now()}-${(keySeq += 1)}`;

/** Sends an 11099 subject (request id or change id) to level-1 approver `approverId` of rule `spgzId`. */
export async function sendTrip(
  app: FastifyInstance,
  token: string,
  orderId: string,
  approverId: string,
  spgzId = '91001',
) {
  return callWithKey(
    app,
    '/obt/vipBpmSendAppNew',
    { orderId, orderType: 11099, spgzId, sendApps: [{ level: 1, empIds: [approverId] }], appRemark: '请审批' },
    token,
    key(),
  );
}

/** The pending work item of an approver for an order. */
export async function pendingItem(app: FastifyInstance, orderId: string, approverId: string): Promise<string> {
  const row = await app.obt.db
    .selectFrom('approval_work_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where('approver_emp_id', '=', approverId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function decide(
  app: FastifyInstance,
  approverToken: string,
  workItemId: string,
  completeState: 1 | 2,
  appRemark?: string,
) {
  return call(app, '/obt/vipBpmReceiveAppResult', { workItemId, completeState, appRemark }, { token: approverToken });
}

/** AuthInfo for calling the booking checks directly. */
export async function authFor(app: FastifyInstance, empId: string): Promise<AuthInfo> {
  const e = await app.obt.db
    .selectFrom('employees')
    .select(['id', 'corp_id', 'dept_id', 'name', 'book_range'])
    .where('id', '=', empId)
    .executeTakeFirstOrThrow();
  return {
    sessionId: 'test',
    empId: e.id,
    corpId: e.corp_id,
    deptId: e.dept_id,
    empName: e.name,
    bookRange: e.book_range >= 3 ? 3 : e.book_range === 2 ? 2 : 1,
    isAdmin: false,
    ifBooker: false,
    ifApprover: false,
    isDirector: false,
  };
}

/** A valid cost centre of the company (DEMO2's booking rules require one). */
export async function costCenterOf(app: FastifyInstance, corpId: string): Promise<string> {
  const row = await app.obt.db
    .selectFrom('cost_centers')
    .select('id')
    .where('corp_id', '=', corpId)
    .where('is_valid', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A DEMO request of the token's employee, submitted, sent to 李四 (rule 91001) and approved by him. */
export async function approvedDemoTrip(
  app: FastifyInstance,
  token: string,
  lisiToken: string,
  body: CcsqdAddRequest,
  applicant: { corpId: string; empId: string },
): Promise<string> {
  const url = await attachment(app, applicant.corpId, applicant.empId);
  const res = await addTrip(app, token, { ...body, addMethod: 2, url });
  if (res.code !== 1) throw new Error(`add failed: ${res.tips}`);
  const id = res.data.ccsqdId;
  const sent = await sendTrip(app, token, id, '40002');
  if (sent.code !== 1) throw new Error(`send failed: ${sent.tips}`);
  const decided = await decide(app, lisiToken, await pendingItem(app, id, '40002'), 1);
  if (decided.code !== 1) throw new Error(`approve failed: ${decided.tips}`);
  return id;
}
