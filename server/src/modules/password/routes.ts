/** vipEmpResetPwd (public), validModifyPassword and vipEmpEditPwd (signed in). */
import type { FastifyInstance } from 'fastify';
import type {
  ValidModifyPasswordRequest,
  VipEmpEditPwdRequest,
  VipEmpResetPwdRequest,
} from '../../../../src/api/contract/accountAdmin';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import type { PasswordService } from './service';
import { editPwdSchema, resetPwdSchema, validModifyPasswordSchema } from './schemas';

export async function passwordRoutes(app: FastifyInstance, opts: { passwords: PasswordService }): Promise<void> {
  const { passwords } = opts;

  app.post<{ Body: VipEmpResetPwdRequest }>('/obt/vipEmpResetPwd', { schema: resetPwdSchema }, async (req) => {
    if (req.body.step === 2) return ok(await passwords.resetVerify(req.body, req.ip));
    await passwords.resetSet(req.body);
    return ok();
  });

  app.post<{ Body: ValidModifyPasswordRequest }>(
    '/obt/validModifyPassword',
    { schema: validModifyPasswordSchema },
    async (req) => {
      await passwords.checkCurrent(authOf(req), req.body);
      return ok();
    },
  );

  app.post<{ Body: VipEmpEditPwdRequest }>('/obt/vipEmpEditPwd', { schema: editPwdSchema }, async (req) => {
    await passwords.change(authOf(req), req.body);
    return ok();
  });
}
