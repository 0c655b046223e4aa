/** createInvitation (authenticated), vipDeptTreeForEmpQr and userRegisterForQr (public, plugins/publicCalls.ts). */
import type { FastifyInstance } from 'fastify';
import type {
  CreateInvitationRequest,
  InvitationCodeRequest,
  UserRegisterForQrRequest,
} from '../../../../src/api/contract/peopleAdmin';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import type { SmsService } from '../sms/service';
import { createInvitationSchema, invitationInfoSchema, registerForQrSchema } from './schemas';
import { invitationService } from './service';

export async function invitationRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; sms: SmsService },
): Promise<void> {
  const invitations = invitationService(opts.ctx, opts.sms);

  app.post<{ Body: CreateInvitationRequest }>(
    '/obt/createInvitation',
    { schema: createInvitationSchema },
    async (req) => ok(await invitations.create(authOf(req), req.body.deptId, req.locale)),
  );

  app.post<{ Body: InvitationCodeRequest }>('/obt/vipDeptTreeForEmpQr', { schema: invitationInfoSchema }, async (req) =>
    ok(await invitations.info(req.body.code, req.locale)),
  );

  app.post<{ Body: UserRegisterForQrRequest }>('/obt/userRegisterForQr', { schema: registerForQrSchema }, async (req) =>
    ok(await invitations.join(req.body, req.locale)),
  );
}
