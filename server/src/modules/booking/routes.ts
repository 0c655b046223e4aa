/** queryVipParameter, vipWbyy/list, costCenterFindList, projectList. */
import type { FastifyInstance } from 'fastify';
import type { CplxRequest, PickerListRequest } from '../../../../src/api/contract/booking';
import type { AppContext } from '../../context';
import { ok, okList, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { bookingService } from './service';
import { costCentersSchema, projectsSchema, rulesSchema, violationReasonsSchema } from './schemas';

export async function bookingRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const booking = bookingService(opts.ctx);

  app.post<{ Body: CplxRequest }>('/obt/queryVipParameter', { schema: rulesSchema }, async (req) =>
    ok(await booking.rules(authOf(req), req.body.cplx)),
  );

  app.post<{ Body: CplxRequest }>('/obt/vipWbyy/list', { schema: violationReasonsSchema }, async (req) =>
    okList(await booking.violationReasons(authOf(req), req.body.cplx, req.locale)),
  );

  app.post<{ Body: PickerListRequest }>('/obt/costCenterFindList', { schema: costCentersSchema }, async (req) => {
    const { list, page } = await booking.costCenters(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: PickerListRequest }>('/obt/projectList', { schema: projectsSchema }, async (req) => {
    const { list, page } = await booking.projects(authOf(req), req.body);
    return okPage(list, page);
  });
}
