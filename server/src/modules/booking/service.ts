/** Booking rules, violation reasons, cost centres and projects of the caller's company (SPEC §6, §7 Common). */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { PageData } from '../../../../src/api/contract/envelope';
import type {
  BookingRules,
  CostCenter,
  PickerListRequest,
  Project,
  ViolationReason,
} from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { pageData, toPage } from '../../lib/paging';
import type { AuthInfo } from '../session/service';
import { bookingRepository } from './repository';
import { resolveBookingRules } from './rules';
import { keptUnderRulesVersion, readRulesVersion } from './rulesVersion';

/** SPEC §9: projects and departments are listed 999 at a time; cost centres likewise (both feed pickers). */
const PICKER_PAGE = 999;

/** The rules of a company for one product, plus the service fee in fen for the booking arithmetic. */
export interface LoadedBookingRules {
  rules: BookingRules;
  serviceFeeFen: number;
  /** The company's (else the platform's) `approval.subjectBy` setting, for the booking's approval decision. */
  approvalSubjectBy: string | undefined;
  /**
   * The rules version token these were read under (SQLite; null on PostgreSQL; booking/rulesVersion.ts): it covers
   * the approval rules too, so the booking's approval decision reads no token of its own (approval/repository.ts).
   */
  rulesVersion: number | null;
}

/** Resolved rules per database, company and product, under the rules version token (booking/rulesVersion.ts). */
const resolvedRules = keptUnderRulesVersion<LoadedBookingRules>();

/**
 * Booking rules of a company and product. Exported for the product modules (bookV3 checks required fields,
 * mustComply and approval, and prices the service fee per ticket); works inside a transaction too. The answer is
 * shared between calls: read it, never change it (it is frozen).
 */
export async function loadBookingRules(
  db: Kysely<Database>,
  corpId: string,
  cplx: string,
): Promise<LoadedBookingRules> {
  const repo = bookingRepository(db);
  const token = await readRulesVersion(db);
  if (token === null) return readBookingRules(repo, corpId, cplx, null);
  return resolvedRules(db, `${corpId}|${cplx}`, token, () => readBookingRules(repo, corpId, cplx, token));
}

async function readBookingRules(
  repo: ReturnType<typeof bookingRepository>,
  corpId: string,
  cplx: string,
  rulesVersion: number | null,
): Promise<LoadedBookingRules> {
  const { rows, hide, approvalSubjectBy } = await repo.rulesAndHide(corpId);
  const v = resolveBookingRules(rows, corpId, cplx);
  const serviceFeeFen = Math.max(0, v.serviceFeeFen);
  return Object.freeze({
    serviceFeeFen,
    approvalSubjectBy,
    rulesVersion,
    rules: Object.freeze({
      costCenterRequired: v.costCenterRequired === 1,
      projectRequired: v.projectRequired === 1,
      remarkRequired: v.remarkRequired === 1,
      mustComply: v.mustComply === 1,
      freeTextReason: v.freeTextReason === 1,
      serviceFee: fenToYuan(serviceFeeFen),
      hideTravelStandard: hide,
      approvalRequired: v.approvalRequired === 1,
    }),
  });
}

export function bookingService(ctx: AppContext) {
  const repo = bookingRepository(ctx.db);

  async function picker(table: 'cost_centers' | 'projects', auth: AuthInfo, req: PickerListRequest) {
    const page = toPage(req, PICKER_PAGE);
    // toPage caps count at 100 for ordinary lists; pickers ask for up to 999 (SPEC §9).
    const count = Math.min(PICKER_PAGE, Math.max(1, Math.floor(req.count ?? PICKER_PAGE)));
    const offset = (page.pageNum - 1) * count;
    const keyword = (req.keyword ?? '').trim();
    const [rows, total] = await Promise.all([
      repo.pickerRows(table, auth.corpId, keyword, offset, count),
      repo.pickerCount(table, auth.corpId, keyword),
    ]);
    const pd: PageData = pageData({ ...page, count, offset }, total);
    return { rows, page: pd };
  }

  return {
    async rules(auth: AuthInfo, cplx: string): Promise<BookingRules> {
      return (await loadBookingRules(ctx.db, auth.corpId, cplx)).rules;
    },

    async violationReasons(auth: AuthInfo, cplx: string, locale: Locale): Promise<ViolationReason[]> {
      const rows = await repo.violationReasons(auth.corpId, cplx);
      return rows.map((r) => ({
        id: r.id,
        cplx: r.cplx,
        text: locale === 'en-US' && r.en_text ? r.en_text : r.text,
      }));
    },

    async costCenters(auth: AuthInfo, req: PickerListRequest): Promise<{ list: CostCenter[]; page: PageData }> {
      const { rows, page } = await picker('cost_centers', auth, req);
      return { list: rows.map((r) => ({ costCenterId: r.id, code: r.code, name: r.name })), page };
    },

    async projects(auth: AuthInfo, req: PickerListRequest): Promise<{ list: Project[]; page: PageData }> {
      const { rows, page } = await picker('projects', auth, req);
      return { list: rows.map((r) => ({ projectId: r.id, code: r.code, name: r.name })), page };
    },
  };
}
