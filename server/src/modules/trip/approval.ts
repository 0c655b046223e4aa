/**
 * The approval handler of trip applications (order type 11099, SPEC §9). An 11099 order id is a request id (the
 * request's own approval) or a change id (a change order's approval). Request: sent → 1, approved → 2, rejected → 3,
 * withdrawn → 0 (a draft again). Change: sent → change 'inApproval' and request 1; approved → applied, request 2;
 * rejected → discarded, request 2; withdrawn → change 'draft' again, request 2.
 */
import type { Updateable } from 'kysely';
import { CCSQD_ORDER_TYPE, type TripRouteType } from '../../../../src/api/contract/trip';
import { formatYuan } from '../../../../src/domain/money';
import type { Db } from '../../db';
import type { CcsqdTable } from './tables';
import { invalid } from '../../lib/errors';
import type { ApprovalHandler, ApprovalSubject } from '../approval/engine';
import type { ChangeSnapshot } from './present';
import { tripRepository, type CcsqdChangeRow, type CcsqdRow } from './repository';
import { applyChange } from './changes';
import { TRIP_APPROVAL_PRODUCT } from './service';

/** The order types whose approval this handler decides: trip requests and their changes (11099). */
export const TRIP_APPROVAL_ORDER_TYPES = [CCSQD_ORDER_TYPE] as const;

/** Plain data text of the approval detail (the approval pages show it as written). */
const ROUTE_LABEL: Record<TripRouteType, string> = { flight: '机票', train: '火车票', hotel: '酒店', car: '用车' };

interface Resolved {
  row: CcsqdRow;
  change: CcsqdChangeRow | null;
}

async function resolve(trx: Db, orderId: string, corpId?: string): Promise<Resolved | null> {
  const repo = tripRepository(trx);
  const row = await repo.one(orderId, corpId);
  if (row) return { row, change: null };
  const change = await trx
    .selectFrom('ccsqd_changes')
    .selectAll()
    .where('id', '=', orderId)
    .$if(corpId !== undefined, (q) => q.where('corp_id', '=', corpId ?? ''))
    .executeTakeFirst();
  if (!change) return null;
  const parent = await repo.one(change.ccsqd_id);
  return parent ? { row: parent, change } : null;
}

function routeLine(r: {
  routeType: TripRouteType;
  depCityName: string;
  arrCityName: string;
  dateBegin: string;
  dateEnd: string;
  costFen: number;
  supplier: string;
}): string {
  const place = r.arrCityName ? `${r.depCityName}→${r.arrCityName}` : r.depCityName;
  const dates = r.dateEnd && r.dateEnd !== r.dateBegin ? `${r.dateBegin}~${r.dateEnd}` : r.dateBegin;
  const supplier = r.supplier ? ` ${r.supplier}` : '';
  return `${ROUTE_LABEL[r.routeType]} ${place}${supplier} ${dates} ${formatYuan(r.costFen)}`;
}

function budgetLine(s: { jtysFen: number; zsysFen: number; qtysFen: number; zysFen: number }): string {
  return `交通 ${formatYuan(s.jtysFen)} / 住宿 ${formatYuan(s.zsysFen)} / 其他 ${formatYuan(s.qtysFen)} / 合计 ${formatYuan(s.zysFen)}`;
}

async function subjectOf(trx: Db, corpId: string, orderId: string): Promise<ApprovalSubject | null> {
  const found = await resolve(trx, orderId, corpId);
  if (!found || found.row.corp_id !== corpId) return null;
  const { row, change } = found;
  const repo = tripRepository(trx);
  const persons = await repo.persons([row.id]);
  const base = {
    corpId: row.corp_id,
    deptId: row.dept_id,
    applicantEmpId: row.emp_id,
    travellerEmpIds: persons.flatMap((p) => (p.emp_id ? [p.emp_id] : [])),
    product: TRIP_APPROVAL_PRODUCT,
    violated: false,
    violateItems: [],
    orderNo: row.ccsqd_no,
    violations: [],
  };
  if (change) {
    const before = JSON.parse(change.before_json) as ChangeSnapshot;
    const after = JSON.parse(change.after_json) as ChangeSnapshot;
    return {
      ...base,
      title: `出差变更：${row.mdd} ${row.ccsy}`.trim(),
      amountFen: Number(change.bghzys_fen),
      lines: [
        `变更原因 ${change.change_yy}`,
        `出差日期 ${before.dateBegin}~${before.dateEnd} → ${after.dateBegin}~${after.dateEnd}`,
        `变更前预算 ${budgetLine(before)}`,
        `变更后预算 ${budgetLine(after)}`,
        `出行人 ${row.ccr}`,
        ...after.routes.map(routeLine),
      ],
    };
  }
  const routes = await repo.routes([row.id]);
  return {
    ...base,
    title: `出差申请：${row.mdd} ${row.ccsy}`.trim(),
    amountFen: Number(row.zys_fen),
    lines: [
      `出差日期 ${row.date_begin}~${row.date_end}`,
      `出行人 ${row.ccr}`,
      `预算 ${budgetLine({
        jtysFen: Number(row.jtys_fen),
        zsysFen: Number(row.zsys_fen),
        qtysFen: Number(row.qtys_fen),
        zysFen: Number(row.zys_fen),
      })}`,
      ...routes.map((r) =>
        routeLine({
          routeType: r.route_type as TripRouteType,
          depCityName: r.dep_city_name,
          arrCityName: r.arr_city_name,
          dateBegin: r.date_begin,
          dateEnd: r.date_end,
          costFen: Number(r.cost_fen),
          supplier: r.supplier,
        }),
      ),
      ...(row.remark ? [`备注 ${row.remark}`] : []),
    ],
  };
}

async function setChange(trx: Db, id: string, state: string, nowMs: number, decided: boolean) {
  await trx
    .updateTable('ccsqd_changes')
    .set({ state, updated_at: nowMs, ...(decided ? { decided_at: nowMs } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Moves the request from `from` to `to`; false when another transaction moved it first. */
async function setStatus(
  trx: Db,
  id: string,
  from: number,
  to: number,
  extra: Updateable<CcsqdTable>,
  nowMs: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('ccsqd')
    .set({ status: to, updated_at: nowMs, ...extra })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const tripApprovalHandler: ApprovalHandler = {
  subject: subjectOf,

  async submitted(trx, orderId, nowMs) {
    const found = await resolve(trx, orderId);
    if (!found) throw invalid('tripNotSendable');
    const { row, change } = found;
    if (change) {
      if (change.state !== 'draft' || row.status !== 2) throw invalid('tripNotSendable');
      // A concurrent send of the same request loses here and its whole transaction rolls back.
      if (!(await setStatus(trx, row.id, 2, 1, {}, nowMs))) throw invalid('tripNotSendable');
      await setChange(trx, change.id, 'inApproval', nowMs, false);
      return;
    }
    if (row.status !== 0) throw invalid('tripNotSendable');
    // Only a submitted request (attachment and the other submit checks passed) goes to approval.
    if (row.add_method !== 2) throw invalid('tripNotSubmitted');
    const sent = await setStatus(
      trx,
      row.id,
      0,
      1,
      { submitted_at: nowMs, rejected_at: null, reject_remark: '' },
      nowMs,
    );
    if (!sent) throw invalid('tripNotSendable');
  },

  async approved(trx, orderId, nowMs) {
    const found = await resolve(trx, orderId);
    if (!found) return;
    const { row, change } = found;
    if (change) {
      if (change.state !== 'inApproval') return;
      await applyChange(trx, change, nowMs);
      await setChange(trx, change.id, 'approved', nowMs, true);
      return;
    }
    await setStatus(trx, row.id, 1, 2, { approved_at: nowMs }, nowMs);
  },

  async rejected(trx, orderId, nowMs, remark) {
    const found = await resolve(trx, orderId);
    if (!found) return;
    const { row, change } = found;
    if (change) {
      if (change.state !== 'inApproval') return;
      await setChange(trx, change.id, 'rejected', nowMs, true);
      await setStatus(trx, row.id, 1, 2, {}, nowMs);
      return;
    }
    await setStatus(trx, row.id, 1, 3, { rejected_at: nowMs, reject_remark: remark.slice(0, 200) }, nowMs);
  },

  async withdrawn(trx, orderId, nowMs) {
    const found = await resolve(trx, orderId);
    if (!found) return;
    const { row, change } = found;
    if (change) {
      if (change.state !== 'inApproval') return;
      await setChange(trx, change.id, 'draft', nowMs, false);
      await setStatus(trx, row.id, 1, 2, {}, nowMs);
      return;
    }
    await setStatus(trx, row.id, 1, 0, { submitted_at: null }, nowMs);
  },
};
