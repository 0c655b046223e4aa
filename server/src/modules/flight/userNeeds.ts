/**
 * The flight demand orders of the user centre (needOrder/list through the flight product's `needs`): the caller's
 * own, newest first, read with the after-sales demand-order query at scope 1 (my own).
 */
import type { FlightNeedRange } from '../../../../src/api/contract/flight';
import type { NeedOrderItem } from '../../../../src/api/contract/peopleAdmin';
import { fenToYuan } from '../../../../src/domain/money';
import type { AppContext } from '../../context';
import { chinaDateTime } from '../../lib/time';
import { afterSalesRepository } from '../flightAfterSales/repository';
import type { ProductNeeds } from '../orders/products';
import type { AuthInfo } from '../session/service';
import { CPLX_FLIGHT } from './bookingCodes';

function legsTitle(json: string): string {
  try {
    const legs = JSON.parse(json) as FlightNeedRange[];
    return legs.map((l) => `${l.depCity}-${l.arrCity} ${l.depDate}`).join('; ');
  } catch {
    return '';
  }
}

async function list(ctx: AppContext, auth: AuthInfo, status: string | undefined, offset: number, count: number) {
  const mine = { corpId: auth.corpId, empId: auth.empId, deptId: auth.deptId, scope: 1 } as const;
  const { rows, total } = await afterSalesRepository(ctx.db).needs(mine, status, offset, count);
  return {
    rows: rows.map<NeedOrderItem>((r) => ({
      cplx: CPLX_FLIGHT,
      needId: r.id,
      needNo: r.need_no,
      status: r.status,
      title: legsTitle(r.ranges_json),
      personCount: Number(r.adult_num) + Number(r.child_num) + Number(r.baby_num),
      expectBudget: fenToYuan(Number(r.expect_budget_fen)),
      expectDeadline: r.expect_deadline,
      createdAt: chinaDateTime(Number(r.created_at)),
    })),
    total,
  };
}

export const flightUserNeeds: ProductNeeds = { cplx: CPLX_FLIGHT, list };
