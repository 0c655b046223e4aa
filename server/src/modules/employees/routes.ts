/**
 * vipEmpFindDetail, vipEmpSaveDetail, vipEmpEditDetail, vipEmpDel, vipDeptFindList and the user-centre order lists
 * (needOrder/list, trBenchList; the trip-request car list is the car product's /vehicles/order/list). empFindList (people/routes.ts) hands its 'manage' mode to this
 * module's service.
 */
import type { FastifyInstance } from 'fastify';
import type {
  DeptListRequest,
  EmpIdRequest,
  UserOrderListRequest,
  VipEmpEditDetailRequest,
  VipEmpSaveDetailRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { userOrderLists } from './orderLists';
import * as s from './schemas';
import { employeesService } from './service';

export async function employeesRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const employees = employeesService(opts.ctx);
  const lists = userOrderLists(opts.ctx);

  app.post<{ Body: EmpIdRequest }>('/obt/vipEmpFindDetail', { schema: s.empDetailSchema }, async (req) =>
    ok(await employees.detail(authOf(req), req.body.empId, req.locale)),
  );

  app.post<{ Body: VipEmpSaveDetailRequest }>('/obt/vipEmpSaveDetail', { schema: s.empSaveSchema }, async (req) =>
    ok(await employees.create(authOf(req), req.body)),
  );

  app.post<{ Body: VipEmpEditDetailRequest }>('/obt/vipEmpEditDetail', { schema: s.empEditSchema }, async (req) =>
    ok(await employees.edit(authOf(req), req.body)),
  );

  app.post<{ Body: EmpIdRequest }>('/obt/vipEmpDel', { schema: s.empDelSchema }, async (req) =>
    ok(await employees.depart(authOf(req), req.body.empId)),
  );

  app.post<{ Body: DeptListRequest }>('/obt/vipDeptFindList', { schema: s.deptListSchema }, async (req) => {
    const { list, page } = await employees.departments(authOf(req), req.body, req.locale);
    return okPage(list, page);
  });

  app.post<{ Body: UserOrderListRequest }>('/obt/needOrder/list', { schema: s.needOrderListSchema }, async (req) => {
    const { list, page } = await lists.needs(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: UserOrderListRequest }>('/obt/trBenchList', { schema: s.trBenchListSchema }, async (req) => {
    const { list, page } = await lists.trBench(authOf(req), req.body);
    return okPage(list, page);
  });
}
