/** vipEmpJdhy/list, vipEmpJdhy/edit, vipEmpJdhy/del. */
import type { FastifyInstance } from 'fastify';
import type {
  HotelMembershipListRequest,
  MembershipIdRequest,
  VipEmpJdhyEditRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { membershipDelSchema, membershipEditSchema, membershipListSchema } from './schemas';
import { membershipsService } from './service';

export async function membershipsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const cards = membershipsService(opts.ctx);

  app.post<{ Body: HotelMembershipListRequest }>(
    '/obt/vipEmpJdhy/list',
    { schema: membershipListSchema },
    async (req) => {
      const { list, page } = await cards.list(authOf(req), req.body, req.locale);
      return okPage(list, page);
    },
  );

  app.post<{ Body: VipEmpJdhyEditRequest }>('/obt/vipEmpJdhy/edit', { schema: membershipEditSchema }, async (req) =>
    ok(await cards.edit(authOf(req), req.body)),
  );

  app.post<{ Body: MembershipIdRequest }>('/obt/vipEmpJdhy/del', { schema: membershipDelSchema }, async (req) =>
    ok(await cards.remove(authOf(req), req.body.id)),
  );
}
