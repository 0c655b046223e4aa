/**
 * Trip applications (SPEC §7 Common: vipCcsqd list, listForChoose, info, list4Book, detail4Book, add, del; change
 * order get, add, del). Writes run in one transaction each; they create no money or order, so no Idempotency-Key.
 * The approval handler of order type 11099 (approval.ts) is registered by build().
 */
import type { FastifyInstance } from 'fastify';
import type {
  CcsqdAddRequest,
  CcsqdChangeAddRequest,
  CcsqdChangeDelRequest,
  CcsqdChangeGetRequest,
  CcsqdChooseRequest,
  CcsqdDetail4BookRequest,
  CcsqdIdRequest,
  CcsqdList4BookRequest,
  CcsqdListRequest,
} from '../../../../src/api/contract/trip';
import type { AppContext } from '../../context';
import { ok, okList, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { tripChanges } from './changes';
import * as s from './schemas';
import { tripService } from './service';

const BASE = '/obt/vipCcsqd';

export async function tripRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const trips = tripService(ctx);
  const changes = tripChanges(ctx);

  app.post<{ Body: CcsqdListRequest }>(`${BASE}/list`, { schema: s.listSchema }, async (req) => {
    const { list, page } = await trips.list(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: CcsqdChooseRequest }>(`${BASE}/listForChoose`, { schema: s.listForChooseSchema }, async (req) => {
    const { list, page } = await trips.listForChoose(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: CcsqdList4BookRequest }>(`${BASE}/list4Book`, { schema: s.list4BookSchema }, async (req) => {
    const { list, page } = await trips.list4Book(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: CcsqdDetail4BookRequest }>(`${BASE}/detail4Book`, { schema: s.detail4BookSchema }, async (req) =>
    ok(await trips.detail4Book(authOf(req), req.body)),
  );

  app.post<{ Body: CcsqdIdRequest }>(`${BASE}/info`, { schema: s.infoSchema }, async (req) =>
    ok(await trips.info(authOf(req), req.body.ccsqdId)),
  );

  app.post<{ Body: CcsqdAddRequest }>(`${BASE}/add`, { schema: s.addSchema }, async (req) => {
    const auth = authOf(req);
    return ok(await ctx.db.transaction().execute((trx) => trips.add(trx, auth, req.body)));
  });

  app.post<{ Body: CcsqdIdRequest }>(`${BASE}/del`, { schema: s.delSchema }, async (req) => {
    const auth = authOf(req);
    return ok(await ctx.db.transaction().execute((trx) => trips.del(trx, auth, req.body.ccsqdId)));
  });

  app.post<{ Body: CcsqdChangeGetRequest }>(`${BASE}/change/get`, { schema: s.changeGetSchema }, async (req) =>
    okList(await changes.get(authOf(req), req.body)),
  );

  app.post<{ Body: CcsqdChangeAddRequest }>(`${BASE}/change/add`, { schema: s.changeAddSchema }, async (req) => {
    const auth = authOf(req);
    return ok(await ctx.db.transaction().execute((trx) => changes.add(trx, auth, req.body)));
  });

  app.post<{ Body: CcsqdChangeDelRequest }>(`${BASE}/change/del`, { schema: s.changeDelSchema }, async (req) => {
    const auth = authOf(req);
    return ok(await ctx.db.transaction().execute((trx) => changes.del(trx, auth, req.body.changeId)));
  });
}
