/** totalCount (dashboard badges). */
import type { FastifyInstance } from 'fastify';
import type { BadgeCounts } from '../../../../src/api/contract/common';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { EMPTY_BODY, int, obj, reply } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { badgeService } from './service';

const totalCountSchema = {
  summary: 'Badge counts',
  body: EMPTY_BODY,
  response: reply(
    obj<BadgeCounts>({
      message: int(),
      readMessage: int(),
      approval: int(),
      approved: int(),
      toPay: int(),
      waitApproval: int(),
      todoTotal: int(),
    }),
  ),
};

export async function badgeRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const badges = badgeService(opts.ctx);
  app.post('/obt/totalCount', { schema: totalCountSchema }, async (req) => ok(await badges.counts(authOf(req))));
}
