/** vipCcsqd/list (trip applications). */
import type { FastifyInstance } from 'fastify';
import type { CcsqdListItem, CcsqdListRequest } from '../../../../src/api/contract/trip';
import type { AppContext } from '../../context';
import { okPage } from '../../lib/envelope';
import { PAGE_DATA, PAGE_PROPS, num, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { tripService } from './service';

const ccsqdListSchema = {
  summary: "The employee's trip applications (status default 2, -1 for all)",
  body: obj<CcsqdListRequest>({ ...PAGE_PROPS, status: oneOf([-1, 0, 1, 2, 3, 4]), keyword: str({ maxLength: 64 }) }),
  response: reply(
    PAGE_DATA,
    obj<CcsqdListItem>({
      ccsqdId: str(),
      ccsqdNo: str(),
      ccr: str(),
      ccsy: str(),
      mdd: str(),
      dateBegin: str(),
      dateEnd: str(),
      status: oneOf([0, 1, 2, 3, 4]),
      jtys: num(),
      zsys: num(),
      qtys: num(),
      zys: num(),
      createdAt: str(),
    }),
  ),
};

export async function tripRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const trips = tripService(opts.ctx);
  app.post<{ Body: CcsqdListRequest }>('/obt/vipCcsqd/list', { schema: ccsqdListSchema }, async (req) => {
    const { list, page } = await trips.list(authOf(req), req.body);
    return okPage(list, page);
  });
}
