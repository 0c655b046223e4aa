/**
 * Hotel membership cards (vipEmpJdhy/list, edit, del; SPEC §3): my own, or those of an employee I manage
 * (employees/rights.ts); anyone else's answers as not found. One card per platform and employee.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { PageData } from '../../../../src/api/contract/envelope';
import {
  HOTEL_PLATFORMS,
  type HotelMembership,
  type HotelMembershipListRequest,
  type MembershipSaveData,
  type VipEmpJdhyEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { HotelMembershipsTable } from './tables';
import type { Locale } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { isUniqueViolation } from '../../plugins/idempotency';
import { employeesRepository } from '../employees/repository';
import { reachOf } from '../employees/rights';
import type { AuthInfo } from '../session/service';
import { membershipsRepository } from './repository';

const CARD_NO = /^[A-Za-z0-9-]{1,30}$/;
const PLATFORM = /^[A-Z0-9_]{1,20}$/;

function platName(code: string, locale: Locale): string {
  const p = HOTEL_PLATFORMS.find((x) => x.code === code);
  if (!p) return code;
  return locale === 'en-US' ? p.enName : p.name;
}

function present(r: HotelMembershipsTable, locale: Locale): HotelMembership {
  return {
    id: r.id,
    empId: r.emp_id,
    hykh: r.card_no,
    interfacePlat: r.interface_plat,
    platName: platName(r.interface_plat, locale),
  };
}

export function membershipsService(ctx: AppContext) {
  /** Whether the caller may see and change this employee's cards: themselves, or someone they manage. */
  async function mayHandle(db: Db, auth: AuthInfo, empId: string): Promise<boolean> {
    if (empId === auth.empId) return true;
    const e = await employeesRepository(db).employee(auth.corpId, empId);
    if (!e) return false;
    const t = { id: e.id, corpId: e.corp_id, deptId: e.dept_id, isAdmin: e.is_admin === 1, bookRange: e.book_range };
    return reachOf(auth, t) === 'manage';
  }

  return {
    async list(
      auth: AuthInfo,
      req: HotelMembershipListRequest,
      locale: Locale,
    ): Promise<{ list: HotelMembership[]; page: PageData }> {
      const empId = req.empId || auth.empId;
      if (!(await mayHandle(ctx.db, auth, empId))) throw notFound();
      const page = toPage(req);
      const repo = membershipsRepository(ctx.db);
      const [rows, total] = await Promise.all([
        repo.list(auth.corpId, empId, page.offset, page.count),
        repo.count(auth.corpId, empId),
      ]);
      return { list: rows.map((r) => present(r, locale)), page: pageData(page, total) };
    },

    async edit(auth: AuthInfo, req: VipEmpJdhyEditRequest): Promise<MembershipSaveData> {
      const at = ctx.now().getTime();
      const cardNo = req.hykh.trim();
      if (!CARD_NO.test(cardNo)) throw invalidField('hykh', cardNo === '' ? 'fieldRequired' : 'fieldFormat');
      const plat = req.interfacePlat.trim().toUpperCase();
      if (!PLATFORM.test(plat)) throw invalidField('interfacePlat', plat === '' ? 'fieldRequired' : 'fieldFormat');
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const repo = membershipsRepository(trx);
          const current = req.id ? await repo.card(auth.corpId, req.id) : undefined;
          if (req.id && !current) throw notFound();
          if (current && !(await mayHandle(trx, auth, current.emp_id))) throw notFound();
          if (current && req.empId && req.empId !== current.emp_id) throw invalidField('empId', 'fieldNotEditable');
          const empId = current?.emp_id ?? (req.empId || auth.empId);
          if (!current && !(await mayHandle(trx, auth, empId))) throw notFound();
          if (await repo.platformTaken(empId, plat, current?.id ?? null)) throw invalid('membershipExists');
          const id = current?.id ?? newId(at);
          if (current) await repo.update(id, { card_no: cardNo, interface_plat: plat, updated_at: at });
          else {
            await repo.insert({
              id,
              corp_id: auth.corpId,
              emp_id: empId,
              card_no: cardNo,
              interface_plat: plat,
              created_at: at,
              updated_at: at,
            });
          }
          return { id };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid('membershipExists');
        throw err;
      }
    },

    async remove(auth: AuthInfo, id: string): Promise<MembershipSaveData> {
      return ctx.db.transaction().execute(async (trx) => {
        const repo = membershipsRepository(trx);
        const current = await repo.card(auth.corpId, id);
        if (!current || !(await mayHandle(trx, auth, current.emp_id))) throw notFound();
        await repo.remove(id);
        return { id };
      });
    },
  };
}
