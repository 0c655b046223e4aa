/**
 * Hotel need (inquiry) orders as a product module with no order types (a need is not an order): its calls, the
 * agency's persisted step and its rows in the user centre's demand-order list (needOrder/list, product 10903).
 */
import type { NeedOrderItem } from '../../../../src/api/contract/peopleAdmin';
import { nightsBetween } from '../../../../src/domain/hotel/stay';
import { fenToYuan } from '../../../../src/domain/money';
import { PRODUCT } from '../../../../src/domain/codes';
import type { AppContext } from '../../context';
import type { Locale } from '../../i18n/messages';
import { chinaDateTime } from '../../lib/time';
import { stepHandlers } from '../../suppliers/kit/step';
import type { ProductModule } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { agencyStep } from './agency';
import { cityName } from './cities';
import { hotelNeedRepository } from './repository';
import { hotelNeedRoutes } from './routes';

const CPLX = String(PRODUCT.hotel);
const LIST_LOCALE: Locale = 'zh-CN';

/** My own need orders (scope 1), newest first, as user-centre rows. */
async function list(ctx: AppContext, auth: AuthInfo, status: string | undefined, offset: number, count: number) {
  const mine = { corpId: auth.corpId, empId: auth.empId, deptId: auth.deptId, scope: 1 } as const;
  const { rows, total } = await hotelNeedRepository(ctx.db).needs(mine, status, offset, count);
  return {
    rows: rows.map<NeedOrderItem>((r) => ({
      cplx: CPLX,
      needId: r.id,
      needNo: r.need_no,
      status: r.status,
      title: `${cityName(r.city_id, LIST_LOCALE)} ${r.check_in}~${r.check_out} (${nightsBetween(r.check_in, r.check_out)})`,
      personCount: (JSON.parse(r.guests_json) as string[]).length,
      expectBudget: fenToYuan(Number(r.budget_fen)),
      // The booking is wanted by the check-in day.
      expectDeadline: `${r.check_in} 00:00`,
      createdAt: chinaDateTime(Number(r.created_at)),
    })),
    total,
  };
}

export const hotelNeedProduct: ProductModule = {
  name: 'hotelNeed',
  orderTypes: [],
  transitions: {},
  jobs: stepHandlers(agencyStep),
  needs: { cplx: CPLX, list },
  routes: [hotelNeedRoutes],
};
