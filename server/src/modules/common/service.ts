/** Page settings, parameters, product privileges, complaint phone (SPEC §3 page settings, §6 privileges). */
import type { AppContext } from '../../context';
import type { PageSettings, ParameterValue, ThemeBean } from '../../../../src/api/contract/common';
import type { ComplaintPhone } from '../../../../src/api/contract/company';
import type { Locale } from '../../i18n/messages';
import type { AuthInfo } from '../session/service';
import { commonRepository } from './repository';

const PARAM_COMPLAINT_PHONE = '10000003';
const PARAM_SERVICE_HOURS = '10000004';

const EMPTY_THEME: ThemeBean = {
  mainColor: '',
  backColor: '',
  lightBackColor: '',
  lightBackColor1: '',
  linearMain1: '',
  linearMain2: '',
  linearMain3: '',
  linearMain4: '',
};

function serviceHoursText(value: string, locale: Locale): string {
  if (value === '7x24') return locale === 'en-US' ? '24 hours a day, 7 days a week' : '7×24 小时';
  return value;
}

export function commonService(ctx: AppContext) {
  const repo = commonRepository(ctx.db);

  return {
    /** Settings of the company whose domain is the request host, else the platform's. */
    async pageSettings(hostname: string): Promise<PageSettings | null> {
      const row = await repo.pageSettingsFor(hostname.toLowerCase());
      if (!row) return null;
      let theme: ThemeBean = EMPTY_THEME;
      try {
        theme = { ...EMPTY_THEME, ...(JSON.parse(row.theme_json) as Partial<ThemeBean>) };
      } catch {
        ctx.log.warn('page_settings.theme_json is not JSON');
      }
      return {
        pageName: row.page_name,
        logoUrl: row.logo_url,
        by1: row.by1,
        by2: row.by2,
        tSysStyle: row.t_sys_style,
        themeBean: theme,
        domainName: row.domain_name === '*' ? hostname : row.domain_name,
      };
    },

    async parameters(corpId: string | null, paramNos: readonly string[]): Promise<ParameterValue[]> {
      const values = await repo.parameterValues(corpId, paramNos);
      return paramNos.map((paramNo) => ({ paramNo, value: values.get(paramNo) ?? '' }));
    },

    /** Product codes enabled for the company and not blocked for the employee. */
    async privileges(auth: AuthInfo): Promise<string[]> {
      const products = await repo.corpProducts(auth.corpId);
      const blocked = await repo.blockedProducts(auth.empId);
      return products.filter((p) => p.enabled === 1 && !blocked.has(p.product_code)).map((p) => p.product_code);
    },

    async complaintPhone(corpId: string | null, locale: Locale): Promise<ComplaintPhone> {
      const values = await repo.parameterValues(corpId, [PARAM_COMPLAINT_PHONE, PARAM_SERVICE_HOURS]);
      return {
        phone: values.get(PARAM_COMPLAINT_PHONE) ?? '',
        serviceHours: serviceHoursText(values.get(PARAM_SERVICE_HOURS) ?? '', locale),
      };
    },
  };
}
