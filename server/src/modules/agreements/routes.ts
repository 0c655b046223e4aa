/** agreement/status, agreement/accept (issue 15: consent per employee and version; not SPEC §7 calls). */
import type { FastifyInstance } from 'fastify';
import type { AgreementAcceptRequest } from '../../../../src/api/contract/agreements';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { agreementAcceptSchema, agreementStatusSchema } from './schemas';
import { agreementsService } from './service';

export async function agreementsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const consent = agreementsService(opts.ctx);

  app.post('/obt/agreement/status', { schema: agreementStatusSchema }, async (req) =>
    ok(await consent.status(authOf(req))),
  );

  app.post<{ Body: AgreementAcceptRequest }>('/obt/agreement/accept', { schema: agreementAcceptSchema }, async (req) =>
    ok(await consent.accept(authOf(req), req.body.version)),
  );
}
