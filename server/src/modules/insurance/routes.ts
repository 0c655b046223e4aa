/** bx/getBxcpList, bx/getBxcpById. */
import type { FastifyInstance } from 'fastify';
import type { InsuranceByIdRequest } from '../../../../src/api/contract/booking';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { insuranceService } from './service';
import { byIdSchema, listSchema, type BxcpListBody } from './schemas';

export async function insuranceRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const insurance = insuranceService(opts.ctx);

  app.post<{ Body: BxcpListBody }>('/obt/bx/getBxcpList', { schema: listSchema }, async (req) =>
    okList(await insurance.list(authOf(req), req.body.cplx, req.locale)),
  );

  app.post<{ Body: InsuranceByIdRequest }>('/obt/bx/getBxcpById', { schema: byIdSchema }, async (req) =>
    ok(await insurance.byId(authOf(req), req.body.bxid, req.locale)),
  );
}
