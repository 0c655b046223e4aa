/**
 * People administration (SPEC §3 employee record, §6 employee flags and booking scope, §7 People): the list of the
 * employees a caller may manage, the record (read masked, create, update), departure (inactive at once, every
 * session revoked so the token answers 100) and the department tree. Rights: rights.ts; an id outside them answers
 * as not found. Phones and document numbers are masked in every answer and never logged.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { PageData } from '../../../../src/api/contract/envelope';
import type {
  DeptListRequest,
  DeptNode,
  EmpDetail,
  EmpManageItem,
  EmpManageListRequest,
  EmpRecordFields,
  EmpSaveData,
  VipEmpEditDetailRequest,
  VipEmpSaveDetailRequest,
} from '../../../../src/api/contract/peopleAdmin';
import { birthDateFromId } from '../../../../src/domain/idCard';
import { maskMobile } from '../../../../src/domain/masking';
import type { Locale } from '../../i18n/messages';
import { newId, randomDigits } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime, chinaDay } from '../../lib/time';
import { isUniqueViolation } from '../../plugins/idempotency';
import { employeeDocRef } from '../people/repository';
import { maskDocument, slashName } from '../people/service';
import { idTypeOf } from '../../../../src/domain/documentTypes';
import type { AuthInfo } from '../session/service';
import { sessionRepository } from '../session/repository';
import { flattenTree, subtreeIds } from './departments';
import {
  changesOf,
  checkChanges,
  checkRecord,
  columnsOf,
  docSlots,
  docTargets,
  firstNonPersonal,
  maskedRecord,
  recordOf,
  withIdFacts,
  type EmpDocs,
} from './record';
import { employeesRepository } from './repository';
import { canManageDept, reachOf, type Reach } from './rights';

const LIST_PAGE_SIZE = 20;
const DEPT_PAGE_SIZE = 999;

const flag = (n: number): 0 | 1 => (Number(n) === 1 ? 1 : 0);
const range = (n: number): 1 | 2 | 3 => (Number(n) >= 3 ? 3 : Number(n) === 2 ? 2 : 1);

type Loaded = NonNullable<Awaited<ReturnType<ReturnType<typeof employeesRepository>['employee']>>>;

/** A free employee number for a record created without one (vipEmpSaveDetail, joining by invitation). */
export async function freeEmpNo(db: Db, corpId: string): Promise<string> {
  const repo = employeesRepository(db);
  for (;;) {
    const candidate = `N${randomDigits(8)}`;
    if (!(await repo.empNoTaken(corpId, candidate, null))) return candidate;
  }
}

export function employeesService(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  /** The employee with documents and the caller's reach; not found when outside it. */
  async function load(db: Db, auth: AuthInfo, empId: string): Promise<{ row: Loaded; docs: EmpDocs; reach: Reach }> {
    const repo = employeesRepository(db);
    const row = await repo.employee(auth.corpId, empId);
    if (!row) throw notFound();
    const reach = reachOf(auth, {
      id: row.id,
      corpId: row.corp_id,
      deptId: row.dept_id,
      isAdmin: row.is_admin === 1,
      bookRange: Number(row.book_range),
    });
    if (reach === 'none') throw notFound();
    return { row, docs: docSlots(await repo.documentsOf([row.id])), reach };
  }

  async function tree(auth: AuthInfo, locale: Locale): Promise<DeptNode[]> {
    const repo = employeesRepository(ctx.db);
    const [rows, counts] = await Promise.all([repo.departments(auth.corpId), repo.activeCounts(auth.corpId)]);
    return flattenTree(rows, counts, locale);
  }

  /** Rules a booker (not an administrator) must keep when managing someone. */
  function checkBookerLimits(auth: AuthInfo, c: Partial<EmpRecordFields>): void {
    if (auth.isAdmin) return;
    if (c.roleIds !== undefined && c.roleIds.length > 0) throw invalid('rolesAdminOnly');
    if (c.bookRange !== undefined && c.bookRange > auth.bookRange) throw invalid('bookRangeTooWide');
    if (c.deptId !== undefined && !canManageDept(auth, c.deptId)) throw invalidField('deptId', 'fieldNotEditable');
  }

  /** Department and rank of the change exist in the company; answers the rank id to store (undefined: unchanged). */
  async function resolveRefs(db: Db, auth: AuthInfo, c: Partial<EmpRecordFields>): Promise<string | null | undefined> {
    const repo = employeesRepository(db);
    if (c.deptId !== undefined && !(await repo.department(auth.corpId, c.deptId))) throw invalid('deptUnknown');
    if (c.empRank === undefined) return undefined;
    if (c.empRank === '') return null;
    const rank = await repo.rankByCode(auth.corpId, c.empRank);
    if (!rank) throw invalid('rankUnknown');
    return rank.id;
  }

  async function checkUnique(
    db: Db,
    corpId: string,
    empId: string | null,
    r: EmpRecordFields,
    c: Partial<EmpRecordFields>,
  ): Promise<void> {
    const repo = employeesRepository(db);
    const phoneMatters = r.isValid === 1 && (c.phoneNumber !== undefined || c.isValid !== undefined);
    if (phoneMatters && (await repo.phoneTaken(corpId, r.phoneNumber, empId))) throw invalid('empPhoneTaken');
    if (c.empNo !== undefined && (await repo.empNoTaken(corpId, r.empNo, empId))) throw invalid('empNoTaken');
  }

  async function writeDocuments(
    db: Db,
    corpId: string,
    empId: string,
    docs: EmpDocs,
    c: Partial<EmpRecordFields>,
    r: EmpRecordFields,
    at: number,
  ): Promise<void> {
    const repo = employeesRepository(db);
    for (const t of docTargets(c, r)) {
      const existing = docs[t.slot];
      if (!t.doc) {
        if (existing) await repo.deleteDocument(empId, existing.id);
      } else if (existing) {
        await repo.updateDocument(empId, existing.id, t.doc);
      } else {
        await repo.insertDocument({
          id: newId(at),
          corp_id: corpId,
          emp_id: empId,
          sort: t.sort,
          created_at: at,
          ...t.doc,
        });
      }
    }
  }

  /** A unique-index race (phone of active employees, employee number) as the tip the checks would give. */
  async function mapUnique<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('empPhoneTaken');
      throw err;
    }
  }

  function detailOf(auth: AuthInfo, row: Loaded, docs: EmpDocs, reach: Reach, locale: Locale): EmpDetail {
    const record = recordOf(row, docs);
    const own = [docs.id, docs.passport, docs.other].filter((d) => d !== undefined);
    return {
      ...maskedRecord(record),
      empId: row.id,
      deptName: (locale === 'en-US' && row.dept_en_name) || row.dept_name,
      empRankName: (locale === 'en-US' && row.rank_en_name) || row.rank_name || '',
      isAdmin: flag(row.is_admin),
      documents: own.map((d) => ({
        idType: idTypeOf(d.id_type),
        masked: maskDocument(d.id_type, d.id_no),
        ref: employeeDocRef(d.id),
        expiry: d.expiry,
      })),
      canEdit: 1,
      canManage: reach === 'manage' ? 1 : 0,
      canDelete: reach === 'manage' && row.id !== auth.empId && row.is_valid === 1 ? 1 : 0,
      createdAt: chinaDateTime(Number(row.created_at)),
      updatedAt: chinaDateTime(Number(row.updated_at)),
    };
  }

  return {
    /** empFindList kind 'manage': the employees I may manage, myself first, paging 20. */
    async manageList(
      auth: AuthInfo,
      req: EmpManageListRequest,
      locale: Locale,
    ): Promise<{ list: EmpManageItem[]; page: PageData }> {
      const page = toPage(req, LIST_PAGE_SIZE);
      const deptIds = req.deptId ? subtreeIds(await tree(auth, locale), req.deptId) : undefined;
      const filter = { keyword: (req.keyword ?? '').trim(), deptIds, isValid: req.isValid === 0 ? 0 : 1 } as const;
      const repo = employeesRepository(ctx.db);
      const [rows, total] = await Promise.all([
        repo.manageList(auth, filter, page.offset, page.count),
        repo.manageCount(auth, filter),
      ]);
      const docs = await repo.documentsOf(rows.map((r) => r.id));
      const list = rows.map<EmpManageItem>((r) => {
        const own = docs.filter((d) => d.emp_id === r.id);
        const slots = docSlots(own);
        return {
          clkFlag: 2,
          empId: r.id,
          contactsId: '',
          name: r.name,
          enName: slashName(r.en_name),
          deptName: (locale === 'en-US' && r.dept_en_name) || r.dept_name,
          empRank: r.rank_code ?? '',
          sex: r.sex === 'M' || r.sex === 'F' ? r.sex : '',
          born: r.born || birthDateFromId(slots.id?.id_no) || '',
          phoneNumber: maskMobile(r.phone),
          email: r.email,
          documents: own.map((d) => ({
            idType: idTypeOf(d.id_type),
            masked: maskDocument(d.id_type, d.id_no),
            ref: employeeDocRef(d.id),
            expiry: d.expiry,
          })),
          empNo: r.emp_no,
          deptId: r.dept_id,
          isValid: flag(r.is_valid),
          isAdmin: flag(r.is_admin),
          ifBooker: flag(r.if_booker),
          ifApprover: flag(r.if_approver),
          bookRange: range(r.book_range),
        };
      });
      return { list, page: pageData(page, total) };
    },

    /** vipEmpFindDetail. */
    async detail(auth: AuthInfo, empId: string, locale: Locale): Promise<EmpDetail> {
      const { row, docs, reach } = await load(ctx.db, auth, empId);
      return detailOf(auth, row, docs, reach, locale);
    },

    /** vipEmpSaveDetail: a new employee in a department the caller manages. */
    async create(auth: AuthInfo, req: VipEmpSaveDetailRequest): Promise<EmpSaveData> {
      if (!canManageDept(auth, req.deptId)) throw notFound();
      const at = nowMs();
      const changes = checkChanges(changesOf(req, null), chinaDay(at));
      checkBookerLimits(auth, changes);
      const record = withIdFacts({ ...NEW_RECORD, ...changes } as EmpRecordFields);
      checkRecord(record);
      return mapUnique(() =>
        ctx.db.transaction().execute(async (trx) => {
          const rankId = await resolveRefs(trx, auth, changes);
          if (!record.empNo) record.empNo = await freeEmpNo(trx, auth.corpId);
          await checkUnique(trx, auth.corpId, null, record, { ...changes, empNo: record.empNo });
          const empId = newId(at);
          await employeesRepository(trx).insertEmployee({
            id: empId,
            corp_id: auth.corpId,
            dept_id: record.deptId,
            rank_id: rankId ?? null,
            emp_no: record.empNo,
            name: record.empName,
            en_name: record.engName,
            phone: record.phoneNumber,
            email: record.email,
            sex: record.sex,
            password_hash: null,
            must_change_pwd: 0,
            is_valid: record.isValid,
            is_admin: record.roleIds.includes('admin') ? 1 : 0,
            if_booker: record.ifBooker,
            if_approver: record.ifApprover,
            is_director: 0,
            app_book: 1,
            app_travel: 1,
            book_outside: record.bookOutside,
            book_range: record.bookRange,
            sqd_book_type: 1,
            created_at: at,
            updated_at: at,
            ...columnsOf(
              {
                phoneNumber2: record.phoneNumber2,
                born: record.born,
                nation: record.nation,
                birthPlace: record.birthPlace,
                roleIds: record.roleIds,
                ifAutoCheckin: record.ifAutoCheckin,
                loginVip: record.loginVip,
                approvalMode: record.approvalMode,
              },
              undefined,
            ),
          });
          await writeDocuments(trx, auth.corpId, empId, {}, record, record, at);
          return { empId };
        }),
      );
    },

    /**
     * vipEmpEditDetail: only what differs from the record changes. Myself (unless administrator): personal fields
     * only. Marking someone departed here ends their sessions like vipEmpDel.
     */
    async edit(auth: AuthInfo, req: VipEmpEditDetailRequest): Promise<EmpSaveData> {
      const at = nowMs();
      return mapUnique(() =>
        ctx.db.transaction().execute(async (trx) => {
          const { row, docs, reach } = await load(trx, auth, req.empId);
          const current = recordOf(row, docs);
          const changes = checkChanges(changesOf(req, current), chinaDay(at));
          if (reach === 'self') {
            const field = firstNonPersonal(changes);
            if (field) throw invalidField(field, 'fieldNotEditable');
          } else {
            checkBookerLimits(auth, changes);
            // The mobile number signs the employee in: only an administrator may change someone else's (a booker
            // who could would be able to take the account over).
            if (!auth.isAdmin && changes.phoneNumber !== undefined)
              throw invalidField('phoneNumber', 'fieldNotEditable');
          }
          if (row.id === auth.empId && auth.isAdmin) {
            if ((changes.roleIds && !changes.roleIds.includes('admin')) || changes.isValid === 0) {
              throw invalid('cannotDropOwnAdmin');
            }
          }
          if (Object.keys(changes).length === 0) return { empId: row.id };
          if (changes.idNumber) {
            // Birth date and sex follow a new ID number when the record has none.
            const facts = withIdFacts({ ...current, ...changes, born: changes.born ?? row.born });
            if (!row.born && changes.born === undefined && facts.born) changes.born = facts.born;
            if (!current.sex && changes.sex === undefined && facts.sex) changes.sex = facts.sex;
          }
          const record: EmpRecordFields = { ...current, ...changes };
          checkRecord(record);
          const rankId = await resolveRefs(trx, auth, changes);
          await checkUnique(trx, auth.corpId, row.id, record, changes);
          await employeesRepository(trx).updateEmployee(auth.corpId, row.id, {
            ...columnsOf(changes, rankId),
            updated_at: at,
          });
          await writeDocuments(trx, auth.corpId, row.id, docs, changes, record, at);
          if (changes.isValid === 0) await sessionRepository(trx).endAllForEmployee(row.id, at);
          return { empId: row.id };
        }),
      );
    },

    /** vipEmpDel: departure. The employee becomes inactive and every session of theirs ends now. */
    async depart(auth: AuthInfo, empId: string): Promise<EmpSaveData> {
      const at = nowMs();
      return ctx.db.transaction().execute(async (trx) => {
        const { row, reach } = await load(trx, auth, empId);
        if (row.id === auth.empId) throw invalid('cannotDeleteSelf');
        if (reach !== 'manage') throw notFound();
        await employeesRepository(trx).updateEmployee(auth.corpId, row.id, { is_valid: 0, updated_at: at });
        await sessionRepository(trx).endAllForEmployee(row.id, at);
        return { empId: row.id };
      });
    },

    /** vipDeptFindList: the company's departments as a tree flattened depth-first (count 999). */
    async departments(
      auth: AuthInfo,
      req: DeptListRequest,
      locale: Locale,
    ): Promise<{ list: DeptNode[]; page: PageData }> {
      const page = toPage(
        { pageNum: req.pageNum, count: Math.min(req.count ?? DEPT_PAGE_SIZE, DEPT_PAGE_SIZE) },
        DEPT_PAGE_SIZE,
      );
      const keyword = (req.keyword ?? '').trim().toLowerCase();
      const all = await tree(auth, locale);
      const nodes = keyword ? all.filter((n) => n.path.toLowerCase().includes(keyword)) : all;
      return { list: nodes.slice(page.offset, page.offset + page.count), page: pageData(page, nodes.length) };
    },
  };
}

/** Defaults of a new record (SPEC §6: a plain employee booking only for themselves). */
const NEW_RECORD: EmpRecordFields = {
  empName: '',
  empNo: '',
  deptId: '',
  phoneNumber: '',
  phoneNumber2: '',
  email: '',
  engName: '',
  idNumber: '',
  passport: '',
  passportPeriod: '',
  placeOfIssue: '',
  birthPlace: '',
  otherIdType: '',
  otherNumber: '',
  otherPeriod: '',
  born: '',
  sex: '',
  nation: '',
  roleIds: [],
  ifApprover: 0,
  ifBooker: 0,
  ifAutoCheckin: 0,
  loginVip: 1,
  isValid: 1,
  approvalMode: 1,
  bookRange: 1,
  bookOutside: 0,
  empRank: '',
};

export type EmployeesService = ReturnType<typeof employeesService>;
