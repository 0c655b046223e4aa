/** User info, company details and the company list of a verified phone (SPEC §3 user info, §7 Account). */
import type { AppContext } from '../../context';
import type { CorpChoice, EmpInfo, Flag, LoginUserInfo, VipCorp } from '../../../../src/api/contract/account';
import type { CorpDetail } from '../../../../src/api/contract/company';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { maskMobile } from '../../plugins/masking';
import type { AuthInfo } from '../session/service';
import { toBookRange } from '../session/service';
import type { SmsService } from '../sms/service';
import { commonRepository } from '../common/repository';
import { accountRepository } from './repository';

export const PARAM_ALLOW_MODIFY_MOBILE = '10000002';

const flag = (n: number | null | undefined): Flag => (n === 1 ? 1 : 0);

export function accountService(ctx: AppContext, sms: SmsService) {
  const repo = accountRepository(ctx.db);
  const common = commonRepository(ctx.db);

  return {
    async userInfo(auth: AuthInfo, locale: Locale): Promise<LoginUserInfo> {
      const row = await repo.userInfoRow(auth.empId);
      if (!row) throw notFound();
      const en = locale === 'en-US';
      const products = await common.corpProducts(row.corp_id);
      const blocked = await common.blockedProducts(row.id);
      const params = await common.parameterValues(row.corp_id, [PARAM_ALLOW_MODIFY_MOBILE]);
      const bookRange = toBookRange(row.book_range);
      const productSwitches: Record<string, Flag> = {};
      const rangeMap: EmpInfo['rangeMap'] = {};
      for (const p of products) {
        const on = p.enabled === 1 && !blocked.has(p.product_code);
        productSwitches[p.product_code] = on ? 1 : 0;
        if (on) rangeMap[p.product_code] = bookRange;
      }
      const deptName = (en && row.dept_en_name) || row.dept_name;
      const empInfo: EmpInfo = {
        empId: row.id,
        empNo: row.emp_no,
        empName: row.name,
        corpId: row.corp_id,
        deptId: row.dept_id,
        deptName,
        email: row.email,
        phoneNumber: maskMobile(row.phone),
        bookOutside: flag(row.book_outside),
        bookRange,
        ifBooker: flag(row.if_booker),
        ifApprover: flag(row.if_approver),
        isdirector: flag(row.is_director),
        isAdmin: flag(row.is_admin),
        appBook: flag(row.app_book),
        appTravel: flag(row.app_travel),
        sqdBookType: row.sqd_book_type === 2 ? 2 : 1,
        empRank: row.rank_code ?? '',
        empRankName: (en && row.rank_en_name) || row.rank_name || '',
        rangeMap,
        ssoJsonParam: '',
      };
      const vipCorp: VipCorp = {
        corpId: row.corp_id,
        corpNo: row.corp_no,
        fullname: row.fullname,
        shortname: row.shortname,
        deptName,
        hotelVersion: row.hotel_version === 1 ? 1 : 2,
        bookStyle: row.book_style === 2 ? 2 : 1,
        khlx: row.khlx || '1',
        brandCode: row.brand_code,
        productSwitches,
        allowModifyMobile: params.get(PARAM_ALLOW_MODIFY_MOBILE) === '1' ? 1 : 0,
        hideTravelStandard: flag(row.hide_travel_standard),
      };
      return { empInfo, vipCorp };
    },

    async corpDetail(auth: AuthInfo): Promise<CorpDetail> {
      const c = await repo.company(auth.corpId);
      if (!c) throw notFound();
      return {
        corpId: c.id,
        corpNo: c.corp_no,
        fullname: c.fullname,
        shortname: c.shortname,
        enName: c.en_name,
        address: c.address,
        linkman: c.link_man,
        linkPhone: maskMobile(c.link_phone),
        email: c.email,
        industry: c.industry,
        hotelVersion: c.hotel_version === 1 ? 1 : 2,
        bookStyle: c.book_style === 2 ? 2 : 1,
        khlx: c.khlx || '1',
        brandCode: c.brand_code,
        hideTravelStandard: flag(c.hide_travel_standard),
      };
    },

    /** Companies of a phone, only once an SMS code for it has passed smsCodeCheck; else empty. */
    async corpList(phone: string, codeId?: string, code?: string): Promise<CorpChoice[]> {
      if (!codeId || !code || !(await sms.wasChecked(phone, codeId, code))) return [];
      const rows = await repo.candidatesByPhone(phone);
      return rows.map((r) => ({ compId: r.corp_id, corpName: r.corp_name }));
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
