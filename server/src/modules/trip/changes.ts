/**
 * Change orders of trip applications (SPEC §3 change order: changeId, changeYy, bgqzys, bghzys, routeList; §7 change
 * order get, add, del). A change is made on an APPROVED request by its owner and snapshots the request before and
 * after. It is approved as an approval subject of its own (order type 11099, order id = change id): while it is in
 * approval the request is 1; approved → applied (dates, budgets and open legs replaced, booked legs always kept);
 * rejected → discarded; withdrawn → a draft again. Without a matching approval rule it is applied at once.
 * Only a change still in 'draft' can be deleted.
 */
import type { AppContext } from '../../context';
import {
  TRIP_ROUTE_PRODUCT,
  type CcsqdChange,
  type CcsqdChangeAddData,
  type CcsqdChangeAddRequest,
  type CcsqdChangeGetRequest,
  type TripRouteType,
} from '../../../../src/api/contract/trip';
import { yuanToFen } from '../../../../src/domain/money';
import { tripTotalFen } from '../../../../src/domain/tripBudget';
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { isCalendarDate } from '../../lib/time';
import { needsApproval } from '../approval/engine';
import type { AuthInfo } from '../session/service';
import { snapshotRoute, toChange, type ChangeSnapshot, type SnapshotRoute } from './present';
import { tripRepository, type CcsqdChangeRow, type CcsqdRow } from './repository';
import { TRIP_APPROVAL_PRODUCT, insertRoutes } from './service';
import { checkRoute, routeFields, type RouteValue } from './validate';

const productOf = (t: TripRouteType): string => TRIP_ROUTE_PRODUCT[t];

function toSnapshotRoute(r: RouteValue, id: string): SnapshotRoute {
  return {
    routeId: id,
    ...routeFields(r),
    status: 0,
    bookedOrderId: '',
    bookedAmountFen: 0,
  };
}

/**
 * Applies an approved change to its request (in the caller's transaction): dates and budgets replaced; open legs
 * replaced by the change's legs; legs booked meanwhile are kept whatever the change says.
 */
export async function applyChange(trx: Db, change: CcsqdChangeRow, nowMs: number): Promise<void> {
  const after = JSON.parse(change.after_json) as ChangeSnapshot;
  await trx
    .updateTable('ccsqd')
    .set({
      date_begin: after.dateBegin,
      date_end: after.dateEnd,
      jtys_fen: after.jtysFen,
      zsys_fen: after.zsysFen,
      qtys_fen: after.qtysFen,
      zys_fen: after.zysFen,
      status: 2,
      updated_at: nowMs,
    })
    .where('id', '=', change.ccsqd_id)
    .execute();

  const current = await tripRepository(trx).routes([change.ccsqd_id]);
  const booked = new Set(current.filter((r) => r.status === 3).map((r) => r.id));
  // Open legs go; the change's open legs come back (same ids for kept ones) and booked legs stay as they are.
  await trx.deleteFrom('ccsqd_routes').where('ccsqd_id', '=', change.ccsqd_id).where('status', '<>', 3).execute();
  const order: string[] = [];
  const fresh: RouteValue[] = [];
  for (const r of after.routes) {
    order.push(r.routeId);
    if (booked.has(r.routeId)) continue;
    fresh.push({ id: r.routeId, product: productOf(r.routeType), ...routeFields(r) });
  }
  await insertRoutes(trx, change.ccsqd_id, change.corp_id, fresh, nowMs);
  for (const id of booked) if (!order.includes(id)) order.push(id);
  for (const [i, id] of order.entries()) {
    await trx
      .updateTable('ccsqd_routes')
      .set({ seq: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export function tripChanges(ctx: AppContext) {
  const repo = tripRepository(ctx.db);

  return {
    async get(auth: AuthInfo, req: CcsqdChangeGetRequest): Promise<CcsqdChange[]> {
      if (req.changeId) {
        const c = await repo.change(req.changeId, auth.corpId);
        if (!c || !(await repo.visibleOne(auth.corpId, auth.empId, c.ccsqd_id))) throw notFound();
        return [toChange(c, productOf)];
      }
      if (!req.ccsqdId) throw invalidField('ccsqdId', 'fieldRequired');
      const row = await repo.visibleOne(auth.corpId, auth.empId, req.ccsqdId);
      if (!row) throw notFound();
      return (await repo.changes(row.id)).map((c) => toChange(c, productOf));
    },

    async add(trx: Db, auth: AuthInfo, req: CcsqdChangeAddRequest): Promise<CcsqdChangeAddData> {
      const nowMs = ctx.now().getTime();
      const r = tripRepository(trx);
      const row: CcsqdRow | undefined = await r.one(req.ccsqdId, auth.corpId);
      if (!row || row.emp_id !== auth.empId) throw notFound();
      if (row.status !== 2) throw invalid('tripChangeNotApproved');
      if (await r.openChange(row.id)) throw invalid('tripChangeOpen');
      const changeYy = req.changeYy.trim();
      if (changeYy === '') throw invalidField('changeYy', 'fieldRequired');

      const routes = await r.routes([row.id]);
      const before: ChangeSnapshot = {
        dateBegin: row.date_begin,
        dateEnd: row.date_end,
        jtysFen: Number(row.jtys_fen),
        zsysFen: Number(row.zsys_fen),
        qtysFen: Number(row.qtys_fen),
        zysFen: Number(row.zys_fen),
        routes: routes.map(snapshotRoute),
      };

      const dateBegin = req.dateBegin ?? before.dateBegin;
      const dateEnd = req.dateEnd ?? before.dateEnd;
      if (!isCalendarDate(dateBegin)) throw invalidField('dateBegin', 'fieldFormat');
      if (!isCalendarDate(dateEnd)) throw invalidField('dateEnd', 'fieldFormat');
      if (dateEnd < dateBegin) throw invalid('tripDateRange');

      const areasSent = req.jtys !== undefined || req.zsys !== undefined || req.qtys !== undefined;
      const jtysFen = req.jtys !== undefined ? yuanToFen(req.jtys) : before.jtysFen;
      const zsysFen = req.zsys !== undefined ? yuanToFen(req.zsys) : before.zsysFen;
      let qtysFen = req.qtys !== undefined ? yuanToFen(req.qtys) : before.qtysFen;
      if (!areasSent && req.bghzys !== undefined) {
        // Only a new total: the difference goes to the other budget.
        qtysFen = yuanToFen(req.bghzys) - jtysFen - zsysFen;
        if (qtysFen < 0) throw invalid('tripChangeOtherNegative');
      }
      if (jtysFen < 0 || zsysFen < 0 || qtysFen < 0) throw invalidField('bghzys', 'fieldRange');
      const zysFen = tripTotalFen({ jtysFen, zsysFen, qtysFen });

      let afterRoutes: SnapshotRoute[];
      if (req.routeList === undefined) {
        afterRoutes = before.routes;
      } else {
        const byId = new Map(before.routes.map((x) => [x.routeId, x]));
        const used = new Set<string>();
        afterRoutes = [];
        for (const [i, input] of req.routeList.entries()) {
          const existing = input.routeId ? byId.get(input.routeId) : undefined;
          if (input.routeId && !existing) throw invalid('tripChangeRouteUnknown');
          if (existing) {
            if (used.has(existing.routeId)) throw invalid('tripChangeRouteUnknown');
            used.add(existing.routeId);
          }
          // A booked leg is kept as it is, whatever was sent for it.
          if (existing?.status === 3) {
            afterRoutes.push(existing);
            continue;
          }
          const checked = checkRoute(input, i + 1, { dateBegin, dateEnd });
          afterRoutes.push(toSnapshotRoute(checked, existing?.routeId ?? newId(nowMs)));
        }
        for (const x of before.routes) if (x.status === 3 && !used.has(x.routeId)) afterRoutes.push(x);
      }

      const after: ChangeSnapshot = { dateBegin, dateEnd, jtysFen, zsysFen, qtysFen, zysFen, routes: afterRoutes };
      const changeId = newId(nowMs);
      await trx
        .insertInto('ccsqd_changes')
        .values({
          id: changeId,
          ccsqd_id: row.id,
          corp_id: auth.corpId,
          emp_id: auth.empId,
          change_yy: changeYy,
          state: 'draft',
          bgqzys_fen: before.zysFen,
          bghzys_fen: zysFen,
          before_json: JSON.stringify(before),
          after_json: JSON.stringify(after),
          created_at: nowMs,
          updated_at: nowMs,
          decided_at: null,
        })
        .execute();

      const need = await needsApproval(trx, {
        corpId: auth.corpId,
        deptId: row.dept_id,
        applicantEmpId: row.emp_id,
        travellerEmpIds: (await r.persons([row.id])).flatMap((p) => (p.emp_id ? [p.emp_id] : [])),
        product: TRIP_APPROVAL_PRODUCT,
        violated: false,
        violateItems: [],
      });
      if (need.required) {
        return { changeId, ccsqdId: row.id, state: 'draft', nextStep: 'approval', approvalOrderId: changeId };
      }
      const change = await r.change(changeId, auth.corpId);
      if (!change) throw notFound();
      await applyChange(trx, change, nowMs);
      await trx
        .updateTable('ccsqd_changes')
        .set({ state: 'approved', decided_at: nowMs, updated_at: nowMs })
        .where('id', '=', changeId)
        .execute();
      return { changeId, ccsqdId: row.id, state: 'approved', nextStep: 'approved', approvalOrderId: changeId };
    },

    /** change/del: the request's owner deletes a change still in draft. */
    async del(trx: Db, auth: AuthInfo, changeId: string): Promise<{ changeId: string }> {
      const r = tripRepository(trx);
      const change = await r.change(changeId, auth.corpId);
      const row = change ? await r.one(change.ccsqd_id, auth.corpId) : undefined;
      if (!change || !row || row.emp_id !== auth.empId) throw notFound();
      if (change.state !== 'draft') throw invalid('tripChangeNotDraft');
      await trx.deleteFrom('ccsqd_changes').where('id', '=', changeId).where('state', '=', 'draft').execute();
      return { changeId };
    },
  };
}
