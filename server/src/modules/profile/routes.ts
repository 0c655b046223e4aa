/** phoneBinding, vipCancel, vipEmpEditInfoObt, revealPersonalData (signed in; the caller's own account only). */
import type { FastifyInstance } from 'fastify';
import type {
  PhoneBindingRequest,
  RevealPersonalDataRequest,
  VipCancelRequest,
  VipEmpEditInfoObtRequest,
} from '../../../../src/api/contract/accountAdmin';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import type { ProfileService } from './service';
import { editInfoSchema, phoneBindingSchema, revealSchema, vipCancelSchema } from './schemas';

export async function profileRoutes(app: FastifyInstance, opts: { profile: ProfileService }): Promise<void> {
  const { profile } = opts;

  app.post<{ Body: PhoneBindingRequest }>('/obt/phoneBinding', { schema: phoneBindingSchema }, async (req) =>
    ok(await profile.bindPhone(authOf(req), req.body)),
  );

  app.post<{ Body: VipCancelRequest }>('/obt/vipCancel', { schema: vipCancelSchema }, async (req) => {
    await profile.close(authOf(req), req.body);
    return ok();
  });

  app.post<{ Body: VipEmpEditInfoObtRequest }>('/obt/vipEmpEditInfoObt', { schema: editInfoSchema }, async (req) =>
    ok(await profile.editInfo(authOf(req), req.body)),
  );

  app.post<{ Body: RevealPersonalDataRequest }>('/obt/revealPersonalData', { schema: revealSchema }, async (req) =>
    ok(await profile.reveal(authOf(req), req.body)),
  );
}
