/**
 * Trip applications (SPEC §3 trip application, §4 trip application and date rules, §5 general rules, §7 vipCcsqd):
 * list (status default 2), listForChoose, info, list4Book, detail4Book, add (draft or submit), del (drafts).
 * The applicant (owner) and the travellers named on a request may read it; only the owner edits, deletes and changes
 * it; everything else answers not found.
 */
import { claimBusinessNo } from '../../lib/businessNo';
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import {
  TRIP_ROUTE_PRODUCT,
  type CcsqdAddData,
  type CcsqdAddRequest,
  type CcsqdBookItem,
  type CcsqdChooseRequest,
  type CcsqdDetail,
  type CcsqdDetail4Book,
  type CcsqdDetail4BookRequest,
  type CcsqdList4BookRequest,
  type CcsqdListItem,
  type CcsqdListRequest,
  type CcsqdStatus,
  type TripRouteType,
} from '../../../../src/api/contract/trip';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import { tripRemainingFen, tripTotalFen } from '../../../../src/domain/tripBudget';
import { shiftTripDate, tripBookingWindow } from '../../../../src/domain/tripDateRules';
import type { Db } from '../../db';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime, chinaDay, isCalendarDate } from '../../lib/time';
import { needsApproval } from '../approval/engine';
import { bookingRepository } from '../booking/repository';
import { resolveBookingRules } from '../booking/rules';
import type { AuthInfo } from '../session/service';
import { toChange, toListItem, toPerson, toRoute, tripDateRule } from './present';
import { tripRepository, type CcsqdFilter, type CcsqdRouteRow, type CcsqdRow } from './repository';
import { checkAttachment, checkRoute, resolvePersons, type PersonValue, type RouteValue } from './validate';

export const DEFAULT_CCSQD_STATUS = 2;

/** The product of approval rules for trip applications (plan: rule product 'trip'). */
export const TRIP_APPROVAL_PRODUCT = 'trip';

const productOf = (t: TripRouteType): string => TRIP_ROUTE_PRODUCT[t];

/** Booked amounts (fen) of the legs drawing on one area: hotels on accommodation, the rest on transport. */
export function bookedFen(routes: readonly CcsqdRouteRow[], area: 'transport' | 'accommodation'): number[] {
  return routes
    .filter((r) => r.status === 3 && (r.route_type === 'hotel') === (area === 'accommodation'))
    .map((r) => Number(r.booked_amount_fen));
}

/** Replaces the travellers of a request. */
export async function writePersons(db: Db, ccsqdId: string, corpId: string, persons: readonly PersonValue[]) {
  await db.deleteFrom('ccsqd_persons').where('ccsqd_id', '=', ccsqdId).execute();
  if (persons.length === 0) return;
  await db
    .insertInto('ccsqd_persons')
    .values(
      persons.map((p, seq) => ({
        id: newId(),
        ccsqd_id: ccsqdId,
        corp_id: corpId,
        emp_id: p.empId,
        name: p.name,
        phone_number: p.phone,
        seq,
      })),
    )
    .execute();
}

/** Inserts legs of a request (ids: the given one or a new one), numbered from `firstSeq`. */
export async function insertRoutes(
  db: Db,
  ccsqdId: string,
  corpId: string,
  routes: readonly RouteValue[],
  nowMs: number,
  firstSeq = 1,
): Promise<void> {
  if (routes.length === 0) return;
  await db
    .insertInto('ccsqd_routes')
    .values(
      routes.map((r, i) => ({
        id: r.id ?? newId(nowMs),
        ccsqd_id: ccsqdId,
        corp_id: corpId,
        seq: firstSeq + i,
        route_type: r.routeType,
        product: r.product,
        dep_city: r.depCity,
        dep_city_name: r.depCityName,
        arr_city: r.arrCity,
        arr_city_name: r.arrCityName,
        date_begin: r.dateBegin,
        date_end: r.dateEnd,
        cost_fen: r.costFen,
        supplier: r.supplier,
        supplier_id: r.supplierId,
        remark: r.remark,
        status: 0,
        booked_order_id: null,
        booked_amount_fen: 0,
        booked_at: null,
        created_at: nowMs,
        updated_at: nowMs,
      })),
    )
    .execute();
}

export function tripService(ctx: AppContext) {
  const repo = tripRepository(ctx.db);

  /** Approved requests whose booking window has not ended: date_end ≥ today − tolerance. */
  async function openFilter(auth: AuthInfo): Promise<CcsqdFilter> {
    const rule = await tripDateRule(ctx.db, auth.corpId);
    const today = chinaDay(ctx.now().getTime());
    return {
      corpId: auth.corpId,
      empId: auth.empId,
      status: 2,
      asTraveller: true,
      dateEndFrom: shiftTripDate(today, -rule.toleranceDays),
    };
  }

  async function paged(filter: CcsqdFilter, req: { pageNum?: number; count?: number }) {
    const page = toPage(req);
    const [rows, total] = await Promise.all([repo.list(filter, page.offset, page.count), repo.count(filter)]);
    return { rows, page: pageData(page, total) };
  }

  /** A request the session may read; a change id stands for its request. */
  async function readable(auth: AuthInfo, id: string): Promise<CcsqdRow> {
    const row = await repo.visibleOne(auth.corpId, auth.empId, id);
    if (row) return row;
    const change = await repo.change(id, auth.corpId);
    const viaChange = change ? await repo.visibleOne(auth.corpId, auth.empId, change.ccsqd_id) : undefined;
    if (!viaChange) throw notFound();
    return viaChange;
  }

  return {
    async list(auth: AuthInfo, req: CcsqdListRequest): Promise<{ list: CcsqdListItem[]; page: PageData }> {
      const status = req.status ?? DEFAULT_CCSQD_STATUS;
      const { rows, page } = await paged(
        {
          corpId: auth.corpId,
          empId: auth.empId,
          status: status === -1 ? undefined : status,
          keyword: req.keyword?.trim(),
        },
        req,
      );
      return { list: rows.map(toListItem), page };
    },

    async listForChoose(auth: AuthInfo, req: CcsqdChooseRequest): Promise<{ list: CcsqdListItem[]; page: PageData }> {
      const { rows, page } = await paged({ ...(await openFilter(auth)), keyword: req.keyword?.trim() }, req);
      return { list: rows.map(toListItem), page };
    },

    async list4Book(auth: AuthInfo, req: CcsqdList4BookRequest): Promise<{ list: CcsqdBookItem[]; page: PageData }> {
      const filter = { ...(await openFilter(auth)), product: req.product, travellerEmpId: req.travellerEmpId };
      const { rows, page } = await paged(filter, req);
      const routes = await repo.routes(rows.map((r) => r.id));
      const list = rows.map<CcsqdBookItem>((r) => {
        const legs = routes.filter((x) => x.ccsqd_id === r.id && (!req.product || x.product === req.product));
        return {
          ...toListItem(r),
          routeCount: legs.length,
          openRouteCount: legs.filter((x) => x.status !== 3).length,
        };
      });
      return { list, page };
    },

    async detail4Book(auth: AuthInfo, req: CcsqdDetail4BookRequest): Promise<CcsqdDetail4Book> {
      const row = await repo.visibleOne(auth.corpId, auth.empId, req.ccsqdId);
      if (!row) throw notFound();
      if (row.status !== 2) throw invalid('tripRequestNotApproved', { no: row.ccsqd_no });
      const [rule, routes, persons] = await Promise.all([
        tripDateRule(ctx.db, auth.corpId),
        repo.routes([row.id]),
        repo.persons([row.id]),
      ]);
      const request = { dateBegin: row.date_begin, dateEnd: row.date_end };
      const whole = tripBookingWindow(rule, request);
      const transport = tripRemainingFen(Number(row.jtys_fen), bookedFen(routes, 'transport'));
      const accommodation = tripRemainingFen(Number(row.zsys_fen), bookedFen(routes, 'accommodation'));
      return {
        ccsqdId: row.id,
        ccsqdNo: row.ccsqd_no,
        ccsy: row.ccsy,
        mdd: row.mdd,
        dateBegin: row.date_begin,
        dateEnd: row.date_end,
        dateRule: { rangeType: rule.rangeType, toleranceDays: rule.toleranceDays },
        windowFrom: whole.from,
        windowTo: whole.to,
        jtys: fenToYuan(Number(row.jtys_fen)),
        zsys: fenToYuan(Number(row.zsys_fen)),
        bookedTransport: fenToYuan(Number(row.jtys_fen) - transport),
        remainingTransport: fenToYuan(transport),
        bookedAccommodation: fenToYuan(Number(row.zsys_fen) - accommodation),
        remainingAccommodation: fenToYuan(accommodation),
        travellers: persons.map(toPerson),
        routes: routes
          .filter((r) => !req.product || r.product === req.product)
          .map((r) => {
            const w = tripBookingWindow(rule, request, { dateBegin: r.date_begin, dateEnd: r.date_end });
            return { ...toRoute(r), windowFrom: w.from, windowTo: w.to };
          }),
      };
    },

    async info(auth: AuthInfo, id: string): Promise<CcsqdDetail> {
      const row = await readable(auth, id);
      const [routes, persons, changes, cc, project, applicant] = await Promise.all([
        repo.routes([row.id]),
        repo.persons([row.id]),
        repo.changes(row.id),
        repo.costCenterAny(row.cost_center_id),
        repo.projectAny(row.project_id),
        repo.applicantName(row.emp_id),
      ]);
      const owner = row.emp_id === auth.empId;
      const transport = tripRemainingFen(Number(row.jtys_fen), bookedFen(routes, 'transport'));
      const openChange = changes.some((c) => c.state === 'draft' || c.state === 'inApproval');
      return {
        ccsqdId: row.id,
        ccsqdNo: row.ccsqd_no,
        status: row.status as CcsqdStatus,
        empId: row.emp_id,
        applicantName: applicant,
        ccr: row.ccr,
        ccsy: row.ccsy,
        mdd: row.mdd,
        dateBegin: row.date_begin,
        dateEnd: row.date_end,
        jtys: fenToYuan(Number(row.jtys_fen)),
        zsys: fenToYuan(Number(row.zsys_fen)),
        qtys: fenToYuan(Number(row.qtys_fen)),
        zys: fenToYuan(Number(row.zys_fen)),
        bookedTransport: fenToYuan(Number(row.jtys_fen) - transport),
        remainingTransport: fenToYuan(transport),
        projectId: row.project_id ?? '',
        projectCode: project?.code ?? '',
        projectName: project?.name ?? '',
        costCenterId: row.cost_center_id ?? '',
        costCenterCode: cc?.code ?? '',
        costCenterName: cc?.name ?? '',
        subjectCode: row.subject_code,
        remark: row.remark,
        url: row.url,
        addMethod: row.add_method === 2 ? 2 : 1,
        vipPerson: persons.map(toPerson),
        vipRoute: routes.map(toRoute),
        changes: changes.map((c) => toChange(c, productOf)),
        approval: {
          submittedAt: chinaDateTime(row.submitted_at),
          approvedAt: chinaDateTime(row.approved_at),
          rejectedAt: chinaDateTime(row.rejected_at),
          rejectRemark: row.reject_remark,
        },
        canEdit: owner && row.status === 0,
        canChange: owner && row.status === 2 && !openChange,
        createdAt: chinaDateTime(Number(row.created_at)),
        updatedAt: chinaDateTime(Number(row.updated_at)),
      };
    },

    /**
     * vipCcsqd/add in the caller's transaction: a new request or the owner's draft replaced. Submit (addMethod 2)
     * checks the SPEC §5 rules and asks the approval rules: a matching rule leaves the request 0 for /approval/Send,
     * none approves it at once.
     */
    async add(trx: Db, auth: AuthInfo, req: CcsqdAddRequest): Promise<CcsqdAddData> {
      const nowMs = ctx.now().getTime();
      const r = tripRepository(trx);
      const submit = req.addMethod === 2;
      if (!isCalendarDate(req.dateBegin)) throw invalidField('dateBegin', 'fieldFormat');
      if (!isCalendarDate(req.dateEnd)) throw invalidField('dateEnd', 'fieldFormat');
      if (req.dateEnd < req.dateBegin) throw invalid('tripDateRange');
      const ccsy = req.ccsy.trim();
      const mdd = req.mdd.trim();
      if (submit && ccsy === '') throw invalidField('ccsy', 'fieldRequired');
      if (submit && mdd === '') throw invalidField('mdd', 'fieldRequired');
      const budget = {
        jtysFen: yuanToFen(req.jtys ?? 0),
        zsysFen: yuanToFen(req.zsys ?? 0),
        qtysFen: yuanToFen(req.qtys ?? 0),
      };
      if (budget.jtysFen < 0) throw invalidField('jtys', 'fieldRange');
      if (budget.zsysFen < 0) throw invalidField('zsys', 'fieldRange');
      if (budget.qtysFen < 0) throw invalidField('qtys', 'fieldRange');
      const zysFen = tripTotalFen(budget);

      const persons = await resolvePersons(trx, auth, req.vipPerson);
      if (submit && persons.length === 0) throw invalid('tripTravellerRequired');
      const within = submit ? { dateBegin: req.dateBegin, dateEnd: req.dateEnd } : undefined;
      const routes = (req.vipRoute ?? []).map((x, i) => checkRoute({ ...x, routeId: undefined }, i + 1, within));

      const costCenterId = req.costCenterId?.trim() || null;
      const projectId = req.projectId?.trim() || null;
      if (costCenterId && !(await r.costCenter(auth.corpId, costCenterId))) throw invalidField('costCenterId');
      if (projectId && !(await r.project(auth.corpId, projectId))) throw invalidField('projectId');
      if (submit) {
        const rules = resolveBookingRules(
          await bookingRepository(trx).ruleRows(auth.corpId, TRIP_APPROVAL_PRODUCT),
          auth.corpId,
          TRIP_APPROVAL_PRODUCT,
        );
        if (rules.costCenterRequired === 1 && !costCenterId) throw invalidField('costCenterId', 'fieldRequired');
        if (rules.projectRequired === 1 && !projectId) throw invalidField('projectId', 'fieldRequired');
      }
      const url = req.url?.trim() ?? '';
      if (url !== '') await checkAttachment(trx, auth.corpId, url);
      else if (submit) throw invalid('tripAttachmentRequired');

      const fields = {
        ccr: persons.map((p) => p.name).join('、'),
        ccsy,
        mdd,
        date_begin: req.dateBegin,
        date_end: req.dateEnd,
        jtys_fen: budget.jtysFen,
        zsys_fen: budget.zsysFen,
        qtys_fen: budget.qtysFen,
        zys_fen: zysFen,
        project_id: projectId,
        cost_center_id: costCenterId,
        subject_code: req.subjectCode?.trim() ?? '',
        remark: req.remark?.trim() ?? '',
        url,
        add_method: submit ? 2 : 1,
        status: 0,
        updated_at: nowMs,
      };

      let id: string;
      let no: string;
      let deptId: string;
      if (req.ccsqdId) {
        const row = await r.one(req.ccsqdId, auth.corpId);
        if (!row || row.emp_id !== auth.empId) throw notFound();
        if (row.status !== 0) throw invalid('tripNotDraft');
        id = row.id;
        no = row.ccsqd_no;
        deptId = row.dept_id;
        await trx.updateTable('ccsqd').set(fields).where('id', '=', id).where('status', '=', 0).execute();
        await trx.deleteFrom('ccsqd_routes').where('ccsqd_id', '=', id).execute();
      } else {
        const newRowId = newId(nowMs);
        id = newRowId;
        deptId = auth.deptId;
        // Another instance may have given out the same number: drawn again rather than failing the save.
        no = await claimBusinessNo('SQ', nowMs, (ccsqdNo) =>
          r.insertUnlessNumberTaken({
            id: newRowId,
            corp_id: auth.corpId,
            emp_id: auth.empId,
            dept_id: auth.deptId,
            ccsqd_no: ccsqdNo,
            created_at: nowMs,
            ...fields,
          }),
        );
      }
      await writePersons(trx, id, auth.corpId, persons);
      await insertRoutes(trx, id, auth.corpId, routes, nowMs);

      if (!submit) return { ccsqdId: id, ccsqdNo: no, status: 0, nextStep: 'draft' };
      const need = await needsApproval(trx, {
        corpId: auth.corpId,
        deptId,
        applicantEmpId: auth.empId,
        travellerEmpIds: persons.flatMap((p) => (p.empId ? [p.empId] : [])),
        product: TRIP_APPROVAL_PRODUCT,
        violated: false,
        violateItems: [],
      });
      if (need.required) return { ccsqdId: id, ccsqdNo: no, status: 0, nextStep: 'approval' };
      await trx
        .updateTable('ccsqd')
        .set({ status: 2, submitted_at: nowMs, approved_at: nowMs, updated_at: nowMs })
        .where('id', '=', id)
        .execute();
      return { ccsqdId: id, ccsqdNo: no, status: 2, nextStep: 'approved' };
    },

    /** vipCcsqd/del: the owner deletes a draft (status 0); others answer not found, other statuses are refused. */
    async del(trx: Db, auth: AuthInfo, ccsqdId: string): Promise<{ ccsqdId: string }> {
      const r = tripRepository(trx);
      const row = await r.one(ccsqdId, auth.corpId);
      if (!row || row.emp_id !== auth.empId) throw notFound();
      if (row.status !== 0) throw invalid('tripNotDraft');
      await r.deleteRequest(row.id);
      return { ccsqdId };
    },
  };
}
