/** etPageSetList, getParameter, queryParameter, getAuthorizationPnos, getComplaintPhone. */
import type { FastifyInstance } from 'fastify';
import type { GetParameterRequest, QueryParameterRequest } from '../../../../src/api/contract/company';
import type { AppContext } from '../../context';
import { ok, okList } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { commonService } from './service';
import {
  complaintPhoneSchema,
  getParameterSchema,
  pageSetSchema,
  privilegesSchema,
  queryParameterSchema,
} from './schemas';

export async function commonRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const common = commonService(opts.ctx);

  app.post('/obt/etPageSetList', { schema: pageSetSchema }, async (req) => {
    const settings = await common.pageSettings(req.hostname);
    return settings ? ok(settings) : ok();
  });

  app.post<{ Body: GetParameterRequest }>('/obt/getParameter', { schema: getParameterSchema }, async (req) => {
    const [value] = await common.parameters(req.auth?.corpId ?? null, [req.body.paramNo]);
    return ok(value);
  });

  app.post<{ Body: QueryParameterRequest }>('/obt/queryParameter', { schema: queryParameterSchema }, async (req) =>
    okList(await common.parameters(req.auth?.corpId ?? null, [...new Set(req.body.paramNos)])),
  );

  app.post('/obt/getAuthorizationPnos', { schema: privilegesSchema }, async (req) =>
    okList(await common.privileges(authOf(req))),
  );

  app.post('/obt/getComplaintPhone', { schema: complaintPhoneSchema }, async (req) =>
    ok(await common.complaintPhone(req.auth?.corpId ?? null, req.locale)),
  );
}
